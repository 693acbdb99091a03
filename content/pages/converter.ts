import type { IconName } from '../icons';
import type { HeadCopy } from '../head';

export type ConversionId = 'json' | 'xml' | 'api' | 'csv' | 'flatfile' | 'excel' | 'database' | 'reverse';

export interface ConversionType {
  id: ConversionId;
  label: string;
  description: string;
  howItWorks: string[];
  benefits: string[];
  useCases: string[];
}

/** A small, real X12 005010 850 purchase order: the live validation example. */
export const sample850 = [
  'ISA*00*          *00*          *ZZ*BUYERCO        *ZZ*NORTHWINDSUP   *251001*0930*^*00501*000000101*0*P*>~',
  'GS*PO*BUYERCO*NORTHWINDSUP*20251001*0930*101*X*005010~',
  'ST*850*0001~',
  'BEG*00*SA*PO-48213**20251001~',
  'REF*DP*042~',
  'DTM*002*20251015~',
  'N1*ST*Harbor & Pine DC 7*92*0007~',
  'PO1*1*24*EA*12.50**UP*012345678905*VP*HP-2210~',
  'PID*F****Stoneware mug, 12 oz~',
  'PO1*2*12*EA*34.00**UP*012345678912*VP*HP-4450~',
  'PID*F****Cast-iron skillet, 10 in~',
  'CTT*2~',
  'SE*11*0001~',
  'GE*1*101~',
  'IEA*1*000000101~',
].join('\n');

/** The hero's before-and-after: a few segments of the sample order, and (from the engine) its BEG as our JSON. */
export const heroSample = {
  inputLabel: 'X12 850',
  input: sample850.split('\n').slice(2, 8).join('\n'),
  outputLabel: 'JSON',
} as const;

export const converterCopy = {
  hero: {
    eyebrow: 'Free EDI Converter',
    title: 'Convert and validate EDI files in seconds, free',
    intro:
      'Upload X12 or EDIFACT files and get JSON, XML, CSV, Excel, flat file, database or API output, with validation and acknowledgments, in under 3 seconds on average. Free after registration, no credit card.',
    tryNow: 'Try Free Converter Now',
    learnMore: 'Learn More',
    // Read with the link so it says where it leads.
    learnMoreContext: ' about the converter from our team',
    statsLabel: 'Converter in numbers',
    stats: [
      { value: '10,000+', label: 'Files converted' },
      { value: '99.9%', label: 'Conversion accuracy' },
      { value: '500+', label: 'Active users' },
      { value: '< 3 s', label: 'Average conversion' },
    ],
  },
  features: {
    title: 'Everything you need to work with EDI files',
    items: [
      {
        title: 'X12 and EDIFACT',
        icon: 'file-text',
        text: 'Reads X12 transaction sets and EDIFACT messages of any release; TRADACOMS runs through our managed service.',
      },
      {
        title: 'Instant validation',
        icon: 'help',
        text: 'Envelope, syntax and segment checks with clear, line-numbered errors.',
      },
      {
        title: 'Many output formats',
        icon: 'layers',
        text: 'JSON, XML, CSV, Excel, flat file, database rows or an API call.',
      },
      { title: 'Reverse conversion', icon: 'route', text: 'Turn JSON, XML or spreadsheets back into valid EDI.' },
      {
        title: 'Acknowledgments',
        icon: 'receipt',
        text: 'Generate 997, 999 or CONTRL acknowledgments for every file.',
      },
      { title: 'Downloadable results', icon: 'hard-drive', text: 'Download each result or a ZIP of the whole batch.' },
      { title: 'Fast', icon: 'cloud', text: 'Average conversion under 3 seconds; 300+ conversions run every day.' },
      {
        title: 'Free, no card',
        icon: 'star',
        text: 'Register, confirm your e-mail and start converting in about 60 seconds.',
      },
    ] as { title: string; icon: IconName; text: string }[],
  },
  explorer: {
    title: 'Explore conversion types',
    label: 'Conversion types',
    labels: { description: 'What it does', howItWorks: 'How it works', benefits: 'Benefits', useCases: 'Use cases' },
    types: [
      {
        id: 'json',
        label: 'EDI to JSON',
        description:
          'Turns each interchange into structured JSON with named segments and elements, ready for any modern application.',
        howItWorks: [
          'Upload an X12 or EDIFACT file',
          'The envelope and each segment are validated',
          'Segments become nested JSON objects with readable keys',
          'Download the JSON or copy it to the clipboard',
        ],
        benefits: [
          'Readable by every programming language',
          'Keeps loops and hierarchy intact',
          'No EDI knowledge needed downstream',
        ],
        useCases: [
          'Feeding orders into a web application',
          'Inspecting partner files during testing',
          'Building an API around EDI data',
        ],
      },
      {
        id: 'xml',
        label: 'EDI to XML',
        description: 'Produces well-formed XML that mirrors the EDI structure, for middleware and XSLT pipelines.',
        howItWorks: [
          'Upload your EDI file',
          'Validation runs on syntax and envelopes',
          'Each segment becomes an XML element with attributes for qualifiers',
          'Download the XML',
        ],
        benefits: [
          'Works with XSLT and existing middleware',
          'Schema-friendly structure',
          'Namespaces per standard and version',
        ],
        useCases: [
          'Loading documents into SAP PI/PO or BizTalk',
          'Archiving in a document store',
          'Transforming with XSLT',
        ],
      },
      {
        id: 'api',
        label: 'EDI to API',
        description:
          'Posts the converted document to your REST endpoint as JSON, so EDI arrives like any other API call.',
        howItWorks: [
          'Register your endpoint and credentials',
          'Upload or forward an EDI file',
          'The converter validates and maps it to JSON',
          'We POST it and show the response code',
        ],
        benefits: ['No EDI parsing in your application', 'Retries on failure', 'Response logged with the file'],
        useCases: [
          'Sending orders to an e-commerce platform',
          'Triggering workflows in low-code tools',
          'Prototyping an integration quickly',
        ],
      },
      {
        id: 'csv',
        label: 'EDI to CSV',
        description: 'Flattens line items into rows and columns that open straight in any spreadsheet or BI tool.',
        howItWorks: [
          'Upload the EDI file',
          'Each line item becomes a row: PO1, IT1 or LIN in an 850, 810 or 856, LIN in ORDERS, INVOIC or DESADV',
          'Header fields (PO number, date, parties) repeat on each row; other documents give a row per segment',
          'Download the CSV',
        ],
        benefits: ['Opens everywhere', 'One row per line item', 'Easy to filter and total'],
        useCases: ['Reviewing large purchase orders', 'Reconciling invoices', 'Loading data into analytics tools'],
      },
      {
        id: 'flatfile',
        label: 'EDI to Flat File',
        description: 'Creates fixed-width or delimited files in the layout your legacy system expects.',
        howItWorks: [
          'Pick or upload a layout definition',
          'Upload the EDI file',
          'Fields are padded and positioned per the layout',
          'Download the flat file',
        ],
        benefits: ['Feeds AS/400 and mainframe systems', 'Exact column positions', 'ASCII or EBCDIC output'],
        useCases: ['Legacy ERP imports', 'Batch interfaces', 'Replacing hand-written scripts'],
      },
      {
        id: 'excel',
        label: 'EDI to Excel',
        description:
          'Builds an Excel workbook of the line items, the header fields on every row, formatted for people.',
        howItWorks: [
          'Upload the EDI file',
          'Line items become rows, with the header fields repeated',
          'Every value stays text: a UPC keeps its leading zero',
          'Download the .xlsx workbook',
        ],
        benefits: ['Readable by business users', 'Long ids and leading zeros kept', 'Ready to share'],
        useCases: ['Customer-service lookups', 'Sharing orders with sales', 'Auditing partner documents'],
      },
      {
        id: 'database',
        label: 'Any Database',
        description: 'Writes documents into tables in PostgreSQL, MySQL, SQL Server or Oracle with a generated schema.',
        howItWorks: [
          'Connect a database with a restricted user',
          'Upload the EDI file',
          'Tables are created or matched for header and lines',
          'Rows are inserted in one transaction',
        ],
        benefits: ['Query EDI with SQL', 'Transactional inserts', 'Schema generated for you'],
        useCases: ['Reporting on order history', 'Data warehouse loads', 'Auditing volumes by partner'],
      },
      {
        id: 'reverse',
        label: 'Reverse Conversions',
        description: 'Generates valid X12 or EDIFACT from JSON, XML, CSV or Excel, with envelopes and control numbers.',
        howItWorks: [
          'Upload JSON, XML, CSV or Excel',
          'Map columns to segments, or use a template',
          'Envelopes and control numbers are generated',
          'Validate and download the EDI file',
        ],
        benefits: ['Send EDI without an EDI system', 'Correct envelopes every time', 'Validated before download'],
        useCases: [
          'Small suppliers answering retailer POs',
          'Creating test files for partners',
          'Sending invoices from a spreadsheet',
        ],
      },
    ] as ConversionType[],
  },
  /** The tabs' real conversions of the sample 850 (made by the engine when the page renders). */
  examples: {
    heading: 'A real conversion',
    labels: {
      json: 'The sample 850 as our JSON, up to its first line item',
      xml: 'Its first line item as XML',
      csv: 'The sample 850 as CSV: one row per PO1 line',
      excel: 'The workbook\u2019s sheet for the sample 850',
      reverse: 'Our JSON with line 2 removed, back to X12: CTT01 and SE01 recomputed',
      api: 'The same conversions with the API',
    },
    api: [
      "curl -s --data-binary @order.edi -H 'Content-Type: text/plain' 'https://www.northwind-edi.example/api/edi/convert?to=json'",
      "curl -s --data-binary @order.json -H 'Content-Type: application/json' 'https://www.northwind-edi.example/api/edi/convert?to=edi'",
    ],
    tryIt: 'Convert your own file in the EDI inspector',
    apiReference: 'API reference for conversions',
  },
  popular: {
    title: 'Popular transaction sets',
    intro: 'Over 100 transaction sets supported. These are converted most often.',
    items: [
      { code: '850', name: 'Purchase Order' },
      { code: '810', name: 'Invoice' },
      { code: '856', name: 'Ship Notice/Manifest' },
      { code: '855', name: 'Purchase Order Acknowledgment' },
      { code: '997', name: 'Functional Acknowledgment' },
      { code: '846', name: 'Inventory Inquiry/Advice' },
      { code: 'ORDERS', name: 'Purchase order message' },
      { code: 'INVOIC', name: 'Invoice message' },
      { code: 'DESADV', name: 'Despatch advice message' },
    ],
  },
  validation: {
    title: 'Live validation example',
    intro: 'A real X12 005010 850 purchase order, and what the validator reports for it.',
    inputLabel: 'Input: X12 850',
    resultLabel: 'Validation result',
    checks: [
      'ISA/IEA interchange envelope: control numbers match (000000101)',
      'GS/GE functional group: 1 transaction set, control number 101',
      'ST/SE transaction set: 11 segments counted, 11 declared',
      'BEG: original purchase order PO-48213 dated 2025-10-01',
      'PO1 lines: 2 lines, quantities and unit prices numeric',
      'CTT: line count 2 matches the PO1 segments',
    ],
    summary: 'Valid — 0 errors, 0 warnings. Converted to JSON in 0.4 s.',
    outputLabel: 'Output: its BEG segment as JSON (every conversion in the tabs above)',
  },
  scenarios: {
    title: 'Built for real situations',
    items: [
      {
        title: 'A new retailer sends its first PO',
        text: 'See exactly what they ordered before your EDI system is set up.',
      },
      {
        title: 'A partner rejects your invoice',
        text: 'Validate the 810 and find the segment that broke their rules.',
      },
      { title: 'Testing a new map', text: 'Compare what you send with what the partner’s guide expects.' },
      { title: 'Month-end reconciliation', text: 'Turn a month of invoices into one spreadsheet.' },
      { title: 'Migrating systems', text: 'Convert archived EDI into JSON or database rows.' },
      { title: 'Answering a small customer', text: 'Build a compliant 855 or 810 from a spreadsheet.' },
    ],
  },
  reasons: {
    title: 'Why teams choose our converter',
    items: [
      { title: 'Accurate', text: '99.9% conversion accuracy across more than 100 transaction sets.' },
      { title: 'Fast', text: 'Average conversion under 3 seconds, even for large files.' },
      { title: 'Secure', text: 'TLS 1.2+ in transit; files are deleted after 24 hours.' },
      { title: 'Free', text: 'No credit card, no trial clock: register and convert.' },
    ],
  },
  howTo: {
    title: 'How to use it',
    steps: [
      { title: 'Register', text: 'Create a free account with your work e-mail; setup takes about 60 seconds.' },
      { title: 'Upload File', text: 'Drop an X12 or EDIFACT file, or paste its contents.' },
      { title: 'Validate & Convert', text: 'Choose the output format; validation runs automatically.' },
      { title: 'Download', text: 'Download the result, the acknowledgment and the validation report.' },
    ],
  },
  cta: {
    title: 'Start converting in 60 seconds',
    text: 'Free after registration, no credit card. Your activation link arrives by e-mail.',
  },
  registration: {
    title: 'Register for the free EDI converter',
    intro: 'Create your free account. We e-mail you an activation link.',
    fields: {
      firstName: { label: 'First name', autoComplete: 'given-name' },
      lastName: { label: 'Last name', autoComplete: 'family-name' },
      email: { label: 'Work e-mail', autoComplete: 'email' },
      organization: { label: 'Organization', autoComplete: 'organization' },
      phone: { label: 'Phone number', autoComplete: 'tel' },
    },
    agree: { before: 'I agree to the ', terms: 'Terms', and: ' and ', privacy: 'Privacy policy', after: '.' },
    submit: 'Create free account',
    submitting: 'Creating account…',
    cancel: 'Cancel',
    closeLabel: 'Close registration',
    successTitle: "You're in! Check your inbox to get started.",
    successText:
      'We have e-mailed you an activation link and a quick start guide. You can start converting as soon as you confirm your e-mail address.',
  },
} as const;

/** Head copy of /about-edi-converter. */
export const converterHead: HeadCopy = {
  title: 'Free EDI Converter and Validator: X12 and EDIFACT | Northwind EDI',
  description:
    'Convert and validate X12 and EDIFACT files to JSON, XML, CSV, Excel, flat file, database or API in under 3 seconds. Free after registration, no credit card.',
  keywords: ['free EDI converter', 'EDI to JSON', 'EDI validator', 'X12 to XML', 'EDIFACT converter'],
};
