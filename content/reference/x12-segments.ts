/**
 * X12 segment dictionary (release 005010, element names as published): every segment of the 850, 855,
 * 856, 810 and 997 transaction sets and the envelopes, plus the meaning of the codes in the
 * qualifiers people read most. 004010 documents use the same segments.
 */
import type { X12Dictionary, X12SegmentDef } from '../../app/lib/edi/directory-types';
import transactionSets from './x12-005010-transaction-sets.json';

const productPairs = (count: number): string[] =>
  Array.from({ length: count }, () => ['Product/Service ID Qualifier', 'Product/Service ID']).flat();

const UOM = 'Unit or Basis for Measurement Code';
const dtm = (n = 1) => Array.from({ length: n }, () => ['Date/Time Qualifier', 'Date', 'Time']).flat();

const segments: Record<string, X12SegmentDef> = {
  ISA: {
    name: 'Interchange Control Header',
    elements: [
      'Authorization Information Qualifier', 'Authorization Information', 'Security Information Qualifier', 'Security Information',
      'Interchange ID Qualifier (sender)', 'Interchange Sender ID', 'Interchange ID Qualifier (receiver)', 'Interchange Receiver ID',
      'Interchange Date', 'Interchange Time', 'Repetition Separator', 'Interchange Control Version Number', 'Interchange Control Number',
      'Acknowledgment Requested', 'Interchange Usage Indicator', 'Component Element Separator',
    ],
  },
  GS: {
    name: 'Functional Group Header',
    elements: ['Functional Identifier Code', "Application Sender's Code", "Application Receiver's Code", 'Date', 'Time', 'Group Control Number', 'Responsible Agency Code', 'Version / Release / Industry Identifier Code'],
  },
  ST: { name: 'Transaction Set Header', elements: ['Transaction Set Identifier Code', 'Transaction Set Control Number', 'Implementation Convention Reference'] },
  SE: { name: 'Transaction Set Trailer', elements: ['Number of Included Segments', 'Transaction Set Control Number'] },
  GE: { name: 'Functional Group Trailer', elements: ['Number of Transaction Sets Included', 'Group Control Number'] },
  IEA: { name: 'Interchange Control Trailer', elements: ['Number of Included Functional Groups', 'Interchange Control Number'] },
  TA1: { name: 'Interchange Acknowledgment', elements: ['Interchange Control Number', 'Interchange Date', 'Interchange Time', 'Interchange Acknowledgment Code', 'Interchange Note Code'] },

  // 850 Purchase Order
  BEG: {
    name: 'Beginning Segment for Purchase Order',
    elements: ['Transaction Set Purpose Code', 'Purchase Order Type Code', 'Purchase Order Number', 'Release Number', 'Date', 'Contract Number', 'Acknowledgment Type', 'Invoice Type Code', 'Contract Type Code', 'Purchase Category', 'Security Level Code', 'Transaction Type Code'],
  },
  CUR: {
    name: 'Currency',
    elements: ['Entity Identifier Code', 'Currency Code', 'Exchange Rate', 'Entity Identifier Code', 'Currency Code', 'Currency Market/Exchange Code', ...dtm(5)],
  },
  REF: { name: 'Reference Information', elements: ['Reference Identification Qualifier', 'Reference Identification', 'Description', 'Reference Identifier'] },
  PER: {
    name: 'Administrative Communications Contact',
    elements: ['Contact Function Code', 'Name', 'Communication Number Qualifier', 'Communication Number', 'Communication Number Qualifier', 'Communication Number', 'Communication Number Qualifier', 'Communication Number', 'Contact Inquiry Reference'],
  },
  TAX: {
    name: 'Tax Reference',
    elements: ['Tax Identification Number', 'Location Qualifier', 'Location Identifier', 'Location Qualifier', 'Location Identifier', 'Location Qualifier', 'Location Identifier', 'Location Qualifier', 'Location Identifier', 'Location Qualifier', 'Location Identifier', 'Tax Exempt Code', 'Customer Usage Indicator', 'Yes/No Condition or Response Code', 'Assigned Identification'],
  },
  FOB: {
    name: 'F.O.B. Related Instructions',
    elements: ['Shipment Method of Payment', 'Location Qualifier', 'Description', 'Transportation Terms Qualifier Code', 'Transportation Terms Code', 'Location Qualifier', 'Description', 'Risk of Loss Code', 'Description'],
  },
  CTP: {
    name: 'Pricing Information',
    elements: ['Class of Trade Code', 'Price Identifier Code', 'Unit Price', 'Quantity', 'Composite Unit of Measure', 'Price Multiplier Qualifier', 'Multiplier', 'Monetary Amount', 'Basis of Unit Price Code', 'Condition Value', 'Multiple Price Quantity'],
  },
  PAM: {
    name: 'Period Amount',
    elements: ['Quantity Qualifier', 'Quantity', 'Composite Unit of Measure', 'Amount Qualifier Code', 'Monetary Amount', 'Unit of Time Period or Interval', ...dtm(2), 'Percent Qualifier', 'Percent', 'Yes/No Condition or Response Code'],
  },
  CSH: {
    name: 'Sales Requirements',
    elements: ['Sales Requirement Code', 'Action Code', 'Amount', 'Account Number', 'Date', 'Agency Qualifier Code', 'Special Services Code', 'Product/Service Substitution Code', 'Percent', 'Percent Qualifier'],
  },
  TC2: { name: 'Commodity', elements: ['Commodity Code Qualifier', 'Commodity Code'] },
  SAC: {
    name: 'Service, Promotion, Allowance, or Charge Information',
    elements: ['Allowance or Charge Indicator', 'Service, Promotion, Allowance, or Charge Code', 'Agency Qualifier Code', 'Agency Service, Promotion, Allowance, or Charge Code', 'Amount', 'Allowance/Charge Percent Qualifier', 'Percent', 'Rate', UOM, 'Quantity', 'Quantity', 'Allowance or Charge Method of Handling Code', 'Reference Identification', 'Option Number', 'Description', 'Language Code'],
  },
  ITD: {
    name: 'Terms of Sale/Deferred Terms of Sale',
    elements: ['Terms Type Code', 'Terms Basis Date Code', 'Terms Discount Percent', 'Terms Discount Due Date', 'Terms Discount Days Due', 'Terms Net Due Date', 'Terms Net Days', 'Terms Discount Amount', 'Terms Deferred Due Date', 'Deferred Amount Due', 'Percent of Invoice Payable', 'Description', 'Day of Month', 'Payment Method Code', 'Percent'],
  },
  DIS: { name: 'Discount Detail', elements: ['Discount Terms Type Code', 'Discount Base Qualifier', 'Discount Base Value', 'Discount Control Limit Qualifier', 'Discount Control Limit', 'Discount Control Limit'] },
  INC: { name: 'Installment Information', elements: ['Terms Type Code', 'Composite Unit of Measure', 'Quantity', 'Quantity', 'Quantity', 'Monetary Amount'] },
  DTM: { name: 'Date/Time Reference', elements: ['Date/Time Qualifier', 'Date', 'Time', 'Time Code', 'Date Time Period Format Qualifier', 'Date Time Period'] },
  LDT: { name: 'Lead Time', elements: ['Lead Time Code', 'Quantity', 'Unit of Time Period or Interval', 'Date'] },
  LIN: { name: 'Item Identification', elements: ['Assigned Identification', ...productPairs(15)] },
  SI: { name: 'Service Characteristic Identification', elements: ['Agency Qualifier Code', ...Array.from({ length: 10 }, () => ['Service Characteristics Qualifier', 'Product/Service ID']).flat()] },
  PID: {
    name: 'Product/Item Description',
    elements: ['Item Description Type', 'Product/Process Characteristic Code', 'Agency Qualifier Code', 'Product Description Code', 'Description', 'Surface/Layer/Position Code', 'Source Subqualifier', 'Yes/No Condition or Response Code', 'Language Code'],
  },
  MEA: {
    name: 'Measurements',
    elements: ['Measurement Reference ID Code', 'Measurement Qualifier', 'Measurement Value', 'Composite Unit of Measure', 'Range Minimum', 'Range Maximum', 'Measurement Significance Code', 'Measurement Attribute Code', 'Surface/Layer/Position Code', 'Measurement Method or Device', 'Code List Qualifier Code', 'Industry Code'],
  },
  PWK: {
    name: 'Paperwork',
    elements: ['Report Type Code', 'Report Transmission Code', 'Report Copies Needed', 'Entity Identifier Code', 'Identification Code Qualifier', 'Identification Code', 'Description', 'Actions Indicated', 'Request Category Code'],
  },
  PKG: { name: 'Marking, Packaging, Loading', elements: ['Item Description Type', 'Packaging Characteristic Code', 'Agency Qualifier Code', 'Packaging Description Code', 'Description', 'Unit Load Option Code'] },
  TD1: {
    name: 'Carrier Details (Quantity and Weight)',
    elements: ['Packaging Code', 'Lading Quantity', 'Commodity Code Qualifier', 'Commodity Code', 'Lading Description', 'Weight Qualifier', 'Weight', UOM, 'Volume', UOM],
  },
  TD5: {
    name: 'Carrier Details (Routing Sequence/Transit Time)',
    elements: ['Routing Sequence Code', 'Identification Code Qualifier', 'Identification Code', 'Transportation Method/Type Code', 'Routing', 'Shipment/Order Status Code', 'Location Qualifier', 'Location Identifier', 'Transit Direction Code', 'Transit Time Direction Qualifier', 'Transit Time', 'Service Level Code', 'Service Level Code', 'Service Level Code', 'Country Code'],
  },
  TD3: {
    name: 'Carrier Details (Equipment)',
    elements: ['Equipment Description Code', 'Equipment Initial', 'Equipment Number', 'Weight Qualifier', 'Weight', UOM, 'Ownership Code', 'Seal Status Code', 'Seal Number', 'Equipment Type'],
  },
  TD4: { name: 'Carrier Details (Special Handling, or Hazardous Materials, or Both)', elements: ['Special Handling Code', 'Hazardous Material Code Qualifier', 'Hazardous Material Class Code', 'Description', 'Yes/No Condition or Response Code'] },
  MAN: { name: 'Marks and Numbers Information', elements: ['Marks and Numbers Qualifier', 'Marks and Numbers', 'Marks and Numbers', 'Marks and Numbers Qualifier', 'Marks and Numbers', 'Marks and Numbers'] },
  PCT: { name: 'Percent Amounts', elements: ['Percent Qualifier', 'Percent'] },
  CTB: { name: 'Restrictions/Conditions', elements: ['Restrictions/Conditions Qualifier', 'Description', 'Quantity Qualifier', 'Quantity', 'Amount Qualifier Code', 'Monetary Amount'] },
  TXI: {
    name: 'Tax Information',
    elements: ['Tax Type Code', 'Monetary Amount', 'Percent', 'Tax Jurisdiction Code Qualifier', 'Tax Jurisdiction Code', 'Tax Exempt Code', 'Relationship Code', 'Dollar Basis For Percent', 'Tax Identification Number', 'Assigned Identification'],
  },
  AMT: { name: 'Monetary Amount Information', elements: ['Amount Qualifier Code', 'Monetary Amount', 'Credit/Debit Flag Code'] },
  FA1: { name: 'Type of Financial Accounting Data', elements: ['Agency Qualifier Code', 'Service, Promotion, Allowance, or Charge Code', 'Allowance or Charge Indicator'] },
  FA2: { name: 'Accounting Data', elements: ['Breakdown Structure Detail Code', 'Financial Information Code'] },
  N9: { name: 'Extended Reference Information', elements: ['Reference Identification Qualifier', 'Reference Identification', 'Free-form Description', 'Date', 'Time', 'Reference Identifier'] },
  MSG: { name: 'Message Text', elements: ['Free-Form Message Text', 'Printer Carriage Control Code', 'Number'] },
  N1: { name: 'Party Identification', elements: ['Entity Identifier Code', 'Name', 'Identification Code Qualifier', 'Identification Code', 'Entity Relationship Code', 'Entity Identifier Code'] },
  N2: { name: 'Additional Name Information', elements: ['Name', 'Name'] },
  IN2: { name: 'Individual Name Structure Components', elements: ['Name Component Qualifier', 'Name'] },
  N3: { name: 'Party Location', elements: ['Address Information', 'Address Information'] },
  N4: { name: 'Geographic Location', elements: ['City Name', 'State or Province Code', 'Postal Code', 'Country Code', 'Location Qualifier', 'Location Identifier', 'Country Subdivision Code'] },
  NX2: { name: 'Location ID Component', elements: ['Address Component Qualifier', 'Address Information', 'County Designator Code'] },
  LM: { name: 'Code Source Information', elements: ['Agency Qualifier Code', 'Source Subqualifier'] },
  LQ: { name: 'Industry Code Identification', elements: ['Code List Qualifier Code', 'Industry Code'] },
  SPI: {
    name: 'Specification Identifier',
    elements: ['Security Level Code', 'Reference Identification Qualifier', 'Reference Identification', 'Entity Title', 'Entity Purpose', 'Entity Status Code', 'Change Type Code', 'Description', 'Date', 'Date', 'Date', 'Entity Status Code'],
  },
  RDT: { name: 'Revision Date/Time', elements: ['Date', 'Time'] },
  ADV: { name: 'Advertising Demographic Information', elements: ['Advertising Medium Code', 'Quantity', 'Unit or Basis for Measurement Code', 'Description', 'Date', 'Date Time Period Format Qualifier', 'Date Time Period'] },
  CB1: { name: 'Contract and Cost Accounting Standards Data', elements: ['Contract Type Code', 'Reference Identification', 'Reference Identification', 'Yes/No Condition or Response Code', 'Yes/No Condition or Response Code'] },
  G61: { name: 'Contact', elements: ['Contact Function Code', 'Name', 'Communication Number Qualifier', 'Communication Number', 'Contact Inquiry Reference'] },
  PO1: { name: 'Baseline Item Data', elements: ['Assigned Identification', 'Quantity', UOM, 'Unit Price', 'Basis of Unit Price Code', ...productPairs(10)] },
  CN1: { name: 'Contract Information', elements: ['Contract Type Code', 'Monetary Amount', 'Percent', 'Reference Identification', 'Terms Discount Percent', 'Version Identifier'] },
  PO3: { name: 'Additional Item Detail', elements: ['Change Reason Code', 'Date', 'Price Identifier Code', 'Unit Price', 'Basis of Unit Price Code', 'Quantity', UOM, 'Description'] },
  PO4: {
    name: 'Item Physical Details',
    elements: ['Pack', 'Size', UOM, 'Packaging Code', 'Weight Qualifier', 'Gross Weight per Pack', UOM, 'Gross Volume per Pack', UOM, 'Length', 'Width', 'Height', UOM, 'Inner Pack', 'Surface/Layer/Position Code', 'Assigned Identification', 'Assigned Identification', 'Number'],
  },
  IT8: { name: 'Conditions of Sale', elements: ['Sales Requirement Code', 'Action Code', 'Amount', 'Account Number', 'Date', 'Agency Qualifier Code', 'Special Services Code', 'Product/Service Substitution Code'] },
  SDQ: { name: 'Destination Quantity', elements: [UOM, 'Identification Code Qualifier', ...Array.from({ length: 10 }, () => ['Identification Code', 'Quantity']).flat(), 'Location Identifier'] },
  IT3: { name: 'Additional Item Data', elements: ['Number of Units Shipped', UOM, 'Shipment/Order Status Code', 'Quantity Difference', 'Change Reason Code'] },
  QTY: { name: 'Quantity Information', elements: ['Quantity Qualifier', 'Quantity', 'Composite Unit of Measure', 'Free-form Information'] },
  SCH: {
    name: 'Line Item Schedule',
    elements: ['Quantity', UOM, 'Entity Identifier Code', 'Name', 'Date/Time Qualifier', 'Date', 'Time', 'Date/Time Qualifier', 'Date', 'Time', 'Request Reference Number', 'Assigned Identification'],
  },
  SLN: {
    name: 'Subline Item Detail',
    elements: ['Assigned Identification', 'Assigned Identification', 'Relationship Code', 'Quantity', 'Composite Unit of Measure', 'Unit Price', 'Basis of Unit Price Code', 'Relationship Code', ...productPairs(10)],
  },
  LS: { name: 'Loop Header', elements: ['Loop Identifier Code'] },
  LE: { name: 'Loop Trailer', elements: ['Loop Identifier Code'] },
  CTT: { name: 'Transaction Totals', elements: ['Number of Line Items', 'Hash Total', 'Weight', UOM, 'Volume', UOM, 'Description'] },

  // 855 Purchase Order Acknowledgment
  BAK: {
    name: 'Beginning Segment for Purchase Order Acknowledgment',
    elements: ['Transaction Set Purpose Code', 'Acknowledgment Type', 'Purchase Order Number', 'Date', 'Release Number', 'Request Reference Number', 'Contract Number', 'Reference Identification', 'Date', 'Transaction Type Code'],
  },
  ACK: {
    name: 'Line Item Acknowledgment',
    elements: ['Line Item Status Code', 'Quantity', UOM, 'Date/Time Qualifier', 'Date', 'Request Reference Number', ...productPairs(10), 'Code List Qualifier Code', 'Industry Code'],
  },

  // 856 Ship Notice/Manifest
  BSN: { name: 'Beginning Segment for Ship Notice', elements: ['Transaction Set Purpose Code', 'Shipment Identification', 'Date', 'Time', 'Hierarchical Structure Code', 'Transaction Type Code', 'Status Reason Code'] },
  HL: { name: 'Hierarchical Level', elements: ['Hierarchical ID Number', 'Hierarchical Parent ID Number', 'Hierarchical Level Code', 'Hierarchical Child Code'] },
  PRF: { name: 'Purchase Order Reference', elements: ['Purchase Order Number', 'Release Number', 'Change Order Sequence Number', 'Date', 'Assigned Identification', 'Contract Number', 'Purchase Order Type Code'] },
  SN1: {
    name: 'Item Detail (Shipment)',
    elements: ['Assigned Identification', 'Number of Units Shipped', UOM, 'Quantity Shipped to Date', 'Quantity Ordered', UOM, 'Returnable Container Load Make-Up Code', 'Line Item Status Code'],
  },
  CLD: { name: 'Load Detail', elements: ['Number of Loads', 'Number of Units Shipped', 'Packaging Code', 'Size', UOM] },
  PAL: {
    name: 'Pallet Information',
    elements: ['Pallet Type Code', 'Pallet Tiers', 'Pallet Blocks', 'Pack', 'Unit Weight', UOM, 'Length', 'Width', 'Height', UOM, 'Gross Weight per Pack', UOM, 'Gross Volume per Pack', UOM, 'Pallet Exchange Code', 'Inner Pack'],
  },
  TSD: { name: 'Trailer Shipment Details', elements: ['Delivery Sequence Number', 'Stop Sequence Number'] },
  INS: { name: 'Insurance Coverage', elements: ['Yes/No Condition or Response Code', 'Insurance Type Code'] },
  ETD: { name: 'Excess Transportation Detail', elements: ['Excess Transportation Reason Code', 'Excess Transportation Responsibility Code', 'Reference Identification Qualifier', 'Reference Identification', 'Return Authorization Number'] },
  LH1: { name: 'Hazardous Identification Information', elements: [UOM, 'Lading Quantity', 'UN/NA Identification Code', 'Hazardous Material Page', 'Commodity Code', UOM, 'Quantity', 'Compartment ID Code', 'Residue Indicator Code', 'Packing Group Code', 'Interim Hazardous Material Regulatory Number'] },
  V1: { name: 'Vessel Identification', elements: ['Vessel Code', 'Vessel Name', 'Country Code', 'Flight/Voyage Number', 'Standard Carrier Alpha Code', 'Vessel Requirement Code', 'Vessel Type Code', 'Vessel Code Qualifier', 'Transportation Method/Type Code'] },

  // 810 Invoice
  BIG: {
    name: 'Beginning Segment for Invoice',
    elements: ['Date', 'Invoice Number', 'Date', 'Purchase Order Number', 'Release Number', 'Change Order Sequence Number', 'Transaction Type Code', 'Transaction Set Purpose Code', 'Action Code', 'Invoice Number'],
  },
  NTE: { name: 'Note/Special Instruction', elements: ['Note Reference Code', 'Description'] },
  IT1: { name: 'Baseline Item Data (Invoice)', elements: ['Assigned Identification', 'Quantity Invoiced', UOM, 'Unit Price', 'Basis of Unit Price Code', ...productPairs(10)] },
  TDS: { name: 'Total Monetary Value Summary', elements: ['Amount', 'Amount', 'Amount', 'Amount'] },
  CAD: {
    name: 'Carrier Detail',
    elements: ['Transportation Method/Type Code', 'Equipment Initial', 'Equipment Number', 'Standard Carrier Alpha Code', 'Routing', 'Shipment/Order Status Code', 'Reference Identification Qualifier', 'Reference Identification', 'Service Level Code'],
  },
  ISS: { name: 'Invoice Shipment Summary', elements: ['Number of Units Shipped', UOM, 'Weight', UOM, 'Volume', UOM, 'Quantity', 'Weight'] },
  YNQ: { name: 'Yes/No Question', elements: ['Condition Indicator', 'Yes/No Condition or Response Code', 'Date Time Period Format Qualifier', 'Date Time Period', 'Free-Form Message Text', 'Free-Form Message Text', 'Free-Form Message Text', 'Code List Qualifier Code', 'Industry Code', 'Free-Form Message Text'] },
  L7: { name: 'Tariff Reference', elements: ['Lading Line Item Number', 'Tariff Agency Code', 'Tariff Number', 'Tariff Section', 'Tariff Item Number', 'Tariff Item Part', 'Freight Class Code', 'Tariff Supplement Identifier', 'Ex Parte', 'Date', 'Rate Basis Number', 'Tariff Column', 'Tariff Distance', 'Distance Qualifier', 'City Name', 'State or Province Code'] },
  BAL: { name: 'Balance Detail', elements: ['Balance Type Code', 'Amount Qualifier Code', 'Monetary Amount'] },
  SR: { name: 'Requested Service Schedule', elements: ['Assigned Identification', 'Day Rotation', 'Date', 'Date', 'Number of Periods'] },

  // 997 Functional Acknowledgment
  AK1: { name: 'Functional Group Response Header', elements: ['Functional Identifier Code', 'Group Control Number', 'Version / Release / Industry Identifier Code'] },
  AK2: { name: 'Transaction Set Response Header', elements: ['Transaction Set Identifier Code', 'Transaction Set Control Number', 'Implementation Convention Reference'] },
  AK3: { name: 'Data Segment Note', elements: ['Segment ID Code', 'Segment Position in Transaction Set', 'Loop Identifier Code', 'Segment Syntax Error Code'] },
  AK4: { name: 'Data Element Note', elements: ['Position in Segment', 'Data Element Reference Number', 'Data Element Syntax Error Code', 'Copy of Bad Data Element'] },
  AK5: { name: 'Transaction Set Response Trailer', elements: ['Transaction Set Acknowledgment Code', ...Array.from({ length: 5 }, () => 'Transaction Set Syntax Error Code')] },
  AK9: {
    name: 'Functional Group Response Trailer',
    elements: ['Functional Group Acknowledge Code', 'Number of Transaction Sets Included', 'Number of Received Transaction Sets', 'Number of Accepted Transaction Sets', ...Array.from({ length: 5 }, () => 'Functional Group Syntax Error Code')],
  },
};

const units = { EA: 'Each', CA: 'Case', BX: 'Box', CT: 'Carton', DZ: 'Dozen', PK: 'Package', PL: 'Pallet/Unit Load', LB: 'Pound', KG: 'Kilogram', PC: 'Piece' };
const productIds = {
  UP: 'UCC-12 (U.P.C.)', EN: 'EAN/UCC-13', UK: 'GTIN-14', VP: "Vendor's (Seller's) Part Number", BP: "Buyer's Part Number",
  VN: "Vendor's (Seller's) Item Number", IN: "Buyer's Item Number", SK: 'Stock Keeping Unit (SKU)', MG: "Manufacturer's Part Number",
};
const interchangeQualifiers = {
  '01': 'D-U-N-S Number', '08': 'UCC EDI Communications ID', '12': 'Phone Number', '14': 'D-U-N-S Plus Suffix',
  '16': 'D-U-N-S with 4-character suffix', '02': 'SCAC', '30': 'U.S. Federal Tax Identification Number', ZZ: 'Mutually Defined',
};
const purpose = { '00': 'Original', '01': 'Cancellation', '04': 'Change', '05': 'Replace', '06': 'Confirmation', '07': 'Duplicate' };
const ackCodes = { A: 'Accepted', E: 'Accepted But Errors Were Noted', M: 'Rejected, Message Authentication Code (MAC) Failed', P: 'Partially Accepted, At Least One Transaction Set Was Rejected', R: 'Rejected', W: 'Rejected, Assurance Failed Validity Tests', X: 'Rejected, Content After Decryption Could Not Be Analyzed' };
const entities = {
  BY: 'Buying Party (Purchaser)', ST: 'Ship To', SF: 'Ship From', BT: 'Bill-to-Party', RI: 'Remit To', SU: 'Supplier/Manufacturer',
  VN: 'Vendor', SE: 'Selling Party', II: 'Issuer of Invoice', MF: 'Manufacturer of Goods', CA: 'Carrier', BS: 'Bill and Ship To', OB: 'Ordered By',
};
const dates = {
  '002': 'Delivery Requested', '010': 'Requested Ship', '011': 'Shipped', '017': 'Estimated Delivery', '037': 'Ship Not Before',
  '038': 'Ship No Later', '063': 'Do Not Deliver After', '064': 'Do Not Deliver Before', '067': 'Current Schedule Delivery', '068': 'Current Schedule Ship',
};
const references = {
  DP: 'Department Number', IA: 'Internal Vendor Number', VR: 'Vendor ID Number', PO: 'Purchase Order Number', BM: 'Bill of Lading Number',
  CN: "Carrier's Reference Number (PRO/Invoice)", IV: "Seller's Invoice Number", ZZ: 'Mutually Defined', CO: "Customer Order Number",
};

const codes: X12Dictionary['codes'] = {
  ISA05: interchangeQualifiers,
  ISA07: interchangeQualifiers,
  ISA14: { '0': 'No Interchange Acknowledgment Requested', '1': 'Interchange Acknowledgment Requested (TA1)' },
  ISA15: { P: 'Production Data', T: 'Test Data', I: 'Information' },
  GS01: { PO: 'Purchase Order (850)', PR: 'Purchase Order Acknowledgment (855)', SH: 'Ship Notice/Manifest (856)', IN: 'Invoice Information (810)', FA: 'Functional or Implementation Acknowledgment (997, 999)' },
  BEG01: purpose,
  BEG02: { SA: 'Stand-alone Order', NE: 'New Order', RL: 'Release or Delivery Order', BK: 'Blanket Order/Quantity Contract', DS: 'Dropship', KN: 'Purchase Order' },
  BAK01: purpose,
  BAK02: { AC: 'Acknowledge - With Detail and Change', AD: 'Acknowledge - With Detail, No Change', AK: 'Acknowledge - No Detail or Change', RD: 'Reject with Detail', RJ: 'Rejected - No Detail' },
  ACK01: { IA: 'Item Accepted', IB: 'Item Backordered', IC: 'Item Accepted - Changes Made', IQ: 'Item Accepted - Quantity Changed', IR: 'Item Rejected', IS: 'Item Accepted - Substitution Made' },
  ACK03: units,
  BSN01: purpose,
  BSN05: { '0001': 'Shipment, Order, Packaging, Item', '0002': 'Shipment, Order, Item, Packaging', '0004': 'Shipment, Order, Item' },
  HL03: { S: 'Shipment', O: 'Order', T: 'Shipping Tare', P: 'Pack', I: 'Item' },
  N101: entities,
  N103: { '1': 'D-U-N-S Number', '9': 'D-U-N-S+4', '92': 'Assigned by Buyer or Buyer\'s Agent', '91': 'Assigned by Seller or Seller\'s Agent', UL: 'Global Location Number (GLN)' },
  DTM01: dates,
  REF01: references,
  PO103: units,
  PO106: productIds,
  PO108: productIds,
  IT103: units,
  IT106: productIds,
  IT108: productIds,
  SN103: units,
  LIN02: productIds,
  LIN04: productIds,
  SAC01: { A: 'Allowance', C: 'Charge', N: 'No Allowance or Charge' },
  FOB01: { CC: 'Collect', PP: 'Prepaid (by Seller)', PB: 'Customer Pickup/Backhaul', DF: 'Defined by Buyer and Seller' },
  ITD01: { '01': 'Basic', '05': 'Discount Not Applicable', '08': 'Basic Discount Offered', '14': 'Previously agreed upon' },
  TD504: { M: 'Motor (Common Carrier)', U: 'Private Parcel Service', A: 'Air', R: 'Rail', O: 'Containerized Ocean' },
  AK501: ackCodes,
  AK901: ackCodes,
};

/** GS01 functional identifier of each transaction set people send most. */
const functionalIds: Record<string, string> = {
  '810': 'IN', '812': 'CD', '816': 'OR', '820': 'RA', '824': 'AG', '830': 'PS', '832': 'SC', '846': 'IB', '850': 'PO', '852': 'PD',
  '855': 'PR', '856': 'SH', '857': 'BS', '860': 'PC', '861': 'RC', '862': 'SS', '864': 'TX', '865': 'CA', '869': 'RS', '870': 'RS',
  '940': 'OW', '943': 'AR', '944': 'RE', '945': 'SW', '947': 'AW', '997': 'FA', '999': 'FA', '204': 'SM', '210': 'IM', '214': 'QM',
  '990': 'GF', '753': 'GC', '754': 'GC', '180': 'AN', '875': 'OG', '880': 'GP',
};

export const x12Dictionary: X12Dictionary = {
  segments,
  codes,
  transactionSets: Object.fromEntries(transactionSets.map((t) => [t.code, t.name])),
  functionalIds,
};
