/** Head copy (title, description, keywords) of every page that is not generated from a template. */
export interface HeadCopy {
  title: string;
  description: string;
  keywords: string[];
}

/** The first step of every breadcrumb trail. */
export const homeCrumb = 'Home';

export const pageHead = {
  '/': {
    title: 'AI-Powered EDI & API Integration Solutions | Northwind EDI',
    description:
      'Northwind EDI connects ERP, WMS, TMS, CRM and e-commerce systems with trading partners through AI-assisted EDI mapping, APIs and managed connectivity. 500+ clients, 99.9% uptime.',
    keywords: ['EDI integration', 'API integration', 'AI EDI mapping', 'X12', 'EDIFACT', 'managed EDI'],
  },
  '/case-studies': {
    title: 'EDI Integration Case Studies | Northwind EDI',
    description:
      'Read how manufacturers, distributors and logistics providers cut costs and onboarded partners faster with Northwind EDI: SAP, order-to-cash, supplier onboarding and transportation projects.',
    keywords: ['EDI case studies', 'SAP EDI integration', 'supplier onboarding case study'],
  },
  '/blogs': {
    title: 'EDI & Integration Blog: Latest Insights | Northwind EDI',
    description:
      'Practical articles on X12 and EDIFACT, AS2, VAN versus direct connections, ERP integration and supplier onboarding from the Northwind EDI team.',
    keywords: ['EDI blog', 'EDI insights', 'integration articles', 'X12 vs EDIFACT'],
  },
  '/blog-categories/edi': {
    title: 'EDI Articles and Guides: Blog Category | Northwind EDI',
    description:
      'Every Northwind EDI article about electronic data interchange: standards, transaction sets, acknowledgments, compliance and partner onboarding.',
    keywords: ['EDI articles', 'EDI guides', 'EDI category'],
  },
  '/about': {
    title: 'About Northwind EDI: Our Story, Mission and Values',
    description:
      'Founded in 2018 and headquartered in Plano, Texas, Northwind EDI helps businesses in 50+ countries trade electronically, with offices in Dubai and Hyderabad.',
    keywords: ['about Northwind EDI', 'EDI company', 'EDI provider Plano Texas'],
  },
  '/careers': {
    title: 'Careers at Northwind EDI: Open Positions',
    description:
      'Join the Northwind EDI team in Plano, Hyderabad or remote. Open roles in engineering, product, design, sales, customer success, marketing and support.',
    keywords: ['EDI jobs', 'integration engineer jobs', 'Northwind EDI careers'],
  },
  '/supplier-program': {
    title: 'Supplier Program: Connect by EDI, API or Web Portal | Northwind EDI',
    description:
      'Suppliers connect to their buyers through EDI, REST APIs, SOAP, a web-EDI portal or file transfer. See connectivity options, document types and the 7-step onboarding.',
    keywords: ['supplier onboarding', 'supplier EDI program', 'web EDI portal', 'EDI compliance'],
  },
  '/privacy-policy': {
    title: 'Privacy Policy | Northwind EDI',
    description:
      'How Northwind EDI collects, processes, shares, secures and retains personal information, and the privacy rights available to you.',
    keywords: ['privacy policy', 'data protection', 'Northwind EDI privacy'],
  },
  '/terms-and-conditions': {
    title: 'Terms and Conditions | Northwind EDI',
    description:
      'The terms that govern your use of the Northwind EDI website: cookies, license, comments, content liability, links and disclaimer.',
    keywords: ['terms and conditions', 'website terms', 'Northwind EDI terms'],
  },
  '/contact': {
    title: 'Contact Northwind EDI: Sales, Support and Global Offices',
    description:
      'Talk to Northwind EDI sales or support, book a demo, or visit our offices in Plano (USA), Dubai (UAE) and Hyderabad (India). We reply within 24 hours.',
    keywords: ['contact Northwind EDI', 'EDI sales', 'EDI demo', 'EDI support'],
  },
  '/about-edi-converter': {
    title: 'Free EDI Converter and Validator: X12, EDIFACT, TRADACOMS | Northwind EDI',
    description:
      'Convert and validate X12, EDIFACT and TRADACOMS files to JSON, XML, CSV, Excel, flat file, database or API in under 3 seconds. Free after registration, no credit card.',
    keywords: ['free EDI converter', 'EDI to JSON', 'EDI validator', 'X12 to XML', 'EDIFACT converter'],
  },
  '/faq': {
    title: 'EDI & API Integration FAQ | Northwind EDI',
    description:
      'Answers to 35 common questions about EDI standards, implementation timelines, costs, security, technical limits and the Northwind EDI API.',
    keywords: ['EDI FAQ', 'EDI questions', 'EDI cost', 'EDI implementation time'],
  },
  '/testimonials': {
    title: 'Customer Testimonials: Rated 5.0 | Northwind EDI',
    description:
      'What automotive, healthcare, retail, 3PL, wholesale and manufacturing customers say about Northwind EDI, with the results they measured.',
    keywords: ['Northwind EDI reviews', 'EDI testimonials', 'EDI customer results'],
  },
  '/integrations': {
    title: 'All EDI and API Integrations: 23 ERP and Business Systems | Northwind EDI',
    description:
      'All 23 systems we connect to trading partners: SAP, Oracle, Dynamics, NetSuite, Workday, JD Edwards, PeopleSoft, Infor, Epicor, Sage, IFS, QAD, SYSPRO, Acumatica, WMS, TMS, CRM and more.',
    keywords: ['ERP EDI integration', 'EDI connectors', 'ERP integrations list', 'WMS TMS EDI'],
  },
  '/resources/x12-transaction-sets': {
    title: 'X12 Transaction Sets Guide: All 318 Sets of Release 005010 | Northwind EDI',
    description:
      'Search every ASC X12 005010 transaction set by code, name or industry: 810 invoice, 850 purchase order, 856 ship notice, 997 acknowledgment and 314 more.',
    keywords: ['X12 transaction sets', 'EDI 850', 'EDI 856', 'EDI 810', 'X12 005010 list'],
  },
  '/resources/edifact-messages': {
    title: 'EDIFACT D.96A Messages Guide: All 125 Message Types | Northwind EDI',
    description:
      'Search all 125 UN/EDIFACT D.96A messages by code, name or industry: ORDERS, ORDRSP, DESADV, INVOIC, PRICAT, plus the CONTRL service message.',
    keywords: ['EDIFACT messages', 'EDIFACT D96A', 'ORDERS', 'DESADV', 'INVOIC'],
  },
  '/edi-inspector': {
    title: 'EDI Inspector: Parse and Validate X12 and EDIFACT Online | Northwind EDI',
    description:
      'Free EDI inspector: paste X12 or EDIFACT and see every segment named, every element labelled and every envelope error explained, with JSON to copy. Runs in your browser; nothing is uploaded.',
    keywords: ['EDI inspector', 'EDI parser', 'X12 validator', 'EDIFACT viewer', 'EDI to JSON'],
  },
} as const satisfies Record<string, HeadCopy>;

export const notFoundHead: HeadCopy = {
  title: 'Page Not Found | Northwind EDI',
  description: 'The page you were looking for does not exist or has moved.',
  keywords: [],
};
