/**
 * The code values Northwind's guides accept, each with our own short meaning. Lists marked open in a
 * guide take other codes with a warning (partners extend qualifiers); the others are exact.
 */

type Codes = Readonly<Record<string, string>>;

export const purpose: Codes = {
  '00': 'Original',
  '01': 'Cancellation',
  '04': 'Change',
  '05': 'Replace',
  '06': 'Confirmation',
  '07': 'Duplicate',
  '14': 'Advance notification',
  '18': 'Reissue',
};

export const orderTypes: Codes = {
  SA: 'Stand-alone order',
  NE: 'New order',
  DS: 'Drop ship',
  BK: 'Blanket order',
  RL: 'Release against a blanket',
  KN: 'Cross-dock order',
  RO: 'Rush order',
  CN: 'Consigned order',
  OS: 'Special order',
};

export const ackTypes: Codes = {
  AC: 'Acknowledged with detail and change',
  AD: 'Acknowledged with detail, no change',
  AE: 'Acknowledged, with exceptions',
  AK: 'Acknowledged, no detail or change',
  AP: 'Acknowledged, product replenishment',
  AT: 'Accepted',
  NA: 'No acknowledgment needed',
  RD: 'Rejected with detail',
  RJ: 'Rejected, no detail',
  RO: 'Rejected with counter offer',
};

export const lineStatus: Codes = {
  AC: 'Accepted and shipped',
  AR: 'Accepted and released for shipment',
  BP: 'Accepted, partial shipment, balance backordered',
  DR: 'Accepted, date rescheduled',
  IA: 'Accepted',
  IB: 'Backordered',
  IC: 'Accepted, changes made',
  ID: 'Deleted',
  IE: 'Accepted, price pending',
  IF: 'On hold, incomplete description',
  IH: 'On hold',
  IP: 'Accepted, price changed',
  IQ: 'Accepted, quantity changed',
  IR: 'Rejected',
  IS: 'Accepted, substitution made',
  IW: 'On hold, waiver required',
  R1: 'Rejected, not a contract item',
  R2: 'Rejected, invalid item',
  R3: 'Rejected, invalid unit of issue',
  R4: 'Rejected, reserved item',
};

export const hlLevels: Codes = { S: 'Shipment', O: 'Order', T: 'Shipping tare', P: 'Pack', I: 'Item' };

export const hierarchyStructures: Codes = {
  '0001': 'Shipment, order, packaging, item',
  '0002': 'Shipment, order, item, packaging',
  '0004': 'Shipment, order, item',
};

export const parties: Codes = {
  ST: 'Ship to',
  SF: 'Ship from',
  BT: 'Bill to',
  BY: 'Buying party',
  VN: 'Vendor',
  SU: 'Supplier',
  SE: 'Selling party',
  RI: 'Remit to',
  RE: 'Party to receive payment',
  PR: 'Payer',
  PE: 'Payee',
  SH: 'Shipper',
  OB: 'Ordered by',
  MF: 'Manufacturer',
  II: 'Issuer of invoice',
  CA: 'Carrier',
  BS: 'Bill and ship to',
  Z7: 'Mark-for party',
};

export const idQualifiers: Codes = {
  '1': 'D-U-N-S number',
  '9': 'D-U-N-S+4 number',
  '91': "Seller's own code",
  '92': "Buyer's own code",
  UL: 'GLN (GS1 Global Location Number)',
  ZZ: 'Mutually defined',
  '15': 'Standard Address Number',
};

export const references: Codes = {
  DP: 'Department number',
  IA: 'Vendor number at the buyer',
  VR: 'Vendor ID number',
  PO: 'Purchase order number',
  BM: 'Bill of lading number',
  CN: 'Carrier reference (PRO) number',
  IV: 'Invoice number',
  VN: 'Vendor order number',
  CO: 'Customer order number',
  PS: 'Purchase order suffix',
  MR: 'Merchandise type code',
  ZZ: 'Mutually defined',
  CR: 'Customer reference number',
  TN: 'Transaction reference number',
  R7: 'Accounts receivable open item',
};

export const dateQualifiers: Codes = {
  '002': 'Delivery requested',
  '010': 'Requested ship',
  '011': 'Shipped',
  '017': 'Estimated delivery',
  '037': 'Ship not before',
  '038': 'Ship no later than',
  '063': 'Do not deliver after',
  '064': 'Do not deliver before',
  '067': 'Current schedule delivery',
  '068': 'Current schedule ship',
  '106': 'Required by',
  '003': 'Invoice date',
  '004': 'Purchase order date',
  '097': 'Transaction creation',
  '405': 'Production date',
};

export const units: Codes = {
  EA: 'Each',
  CA: 'Case',
  BX: 'Box',
  CT: 'Carton',
  DZ: 'Dozen',
  PK: 'Package',
  PL: 'Pallet',
  LB: 'Pound',
  KG: 'Kilogram',
  PC: 'Piece',
  UN: 'Unit',
  KT: 'Kit',
};

export const productIds: Codes = {
  UP: 'U.P.C. (GTIN-12)',
  EN: 'EAN (GTIN-13)',
  UK: 'GTIN-14',
  VP: "Vendor's part number",
  BP: "Buyer's part number",
  VN: "Vendor's item number",
  IN: "Buyer's item number",
  SK: 'SKU',
  MG: "Manufacturer's part number",
  CB: "Buyer's catalog number",
  PD: 'Part description',
  PI: "Purchaser's item code",
};

export const marks: Codes = {
  GM: 'SSCC-18 (GS1 serial shipping container code)',
  CP: "Carrier's package id",
  UC: 'U.P.C. shipping container code',
  SM: 'Shipper-assigned mark',
};

export const amounts: Codes = { '1': 'Line item total', TT: 'Total transaction amount', N: 'Net', GV: 'Gross value' };

export const handling: Codes = {
  C: 'Payment with remittance advice',
  D: 'Make payment only',
  I: 'Remittance information only',
  P: 'Prenotification of future transfers',
  U: 'Split payment and remittance',
  X: 'Payment and remittance together',
  H: 'Notification only',
};

export const creditDebit: Codes = { C: 'Credit', D: 'Debit' };

export const paymentMethods: Codes = {
  ACH: 'Automated clearing house',
  CHK: 'Check',
  FWT: 'Federal Reserve wire transfer',
  BOP: 'Financial institution option',
  NON: 'No payment (remittance only)',
};

export const traceTypes: Codes = {
  '1': 'Current transaction trace numbers',
  '3': 'Financial reassociation trace number',
};

export const functionalIds: Codes = {
  PO: 'Purchase order (850)',
  PR: 'Purchase order acknowledgment (855)',
  SH: 'Ship notice (856)',
  IN: 'Invoice (810)',
  RA: 'Payment order / remittance (820)',
  FA: 'Functional acknowledgment',
  HC: 'Health care claim (837)',
  BE: 'Benefit enrollment (834)',
  HP: 'Health care payment (835)',
};

export const segmentErrors: Codes = {
  '1': 'Unrecognized segment id',
  '2': 'Unexpected segment',
  '3': 'Mandatory segment missing',
  '4': 'Loop occurs over maximum times',
  '5': 'Segment exceeds maximum use',
  '6': 'Segment not in defined transaction set',
  '7': 'Segment not in proper sequence',
  '8': 'Segment has data element errors',
};

export const implementationSegmentErrors: Codes = {
  ...segmentErrors,
  I4: 'Implementation "not used" segment present',
  I6: 'Implementation dependent segment missing',
  I7: 'Implementation loop occurs under minimum times',
  I8: 'Implementation segment below minimum use',
  I9: 'Implementation dependent "not used" segment present',
};

export const elementErrors: Codes = {
  '1': 'Mandatory element missing',
  '2': 'Conditional required element missing',
  '3': 'Too many data elements',
  '4': 'Element too short',
  '5': 'Element too long',
  '6': 'Invalid character',
  '7': 'Invalid code value',
  '8': 'Invalid date',
  '9': 'Invalid time',
  '10': 'Exclusion condition violated',
  '12': 'Too many repetitions',
  '13': 'Too many components',
};

export const implementationElementErrors: Codes = {
  ...elementErrors,
  I6: 'Code value not used in the implementation',
  I9: 'Implementation dependent element missing',
  I10: 'Implementation "not used" element present',
  I11: 'Implementation too few repetitions',
  I12: 'Implementation pattern match failure',
  I13: 'Implementation dependent "not used" element present',
};

export const setAcks: Codes = {
  A: 'Accepted',
  E: 'Accepted, errors noted',
  M: 'Rejected, authentication failed',
  P: 'Partially accepted',
  R: 'Rejected',
  W: 'Rejected, assurance failed',
  X: 'Rejected, could not be analysed after decryption',
};

export const setErrors: Codes = {
  '1': 'Set not supported',
  '2': 'Set trailer missing',
  '3': 'Control numbers in ST and SE differ',
  '4': 'Segment count differs from SE01',
  '5': 'Segments in error',
  '6': 'Set identifier missing or invalid',
  '7': 'Set control number missing or invalid',
  '18': 'Set not in a functional group',
  '19': 'Implementation convention reference invalid',
  '23': 'Set control number not unique in the group',
};

export const implementationSetErrors: Codes = {
  ...setErrors,
  I5: 'Implementation one or more segments in error',
  I6: 'Implementation convention not supported',
};

export const groupErrors: Codes = {
  '1': 'Group not supported',
  '2': 'Group version not supported',
  '3': 'Group trailer missing',
  '4': 'Control numbers in GS and GE differ',
  '5': 'Set count differs from GE01',
  '6': 'Group control number invalid',
  '19': 'Group control number not unique in the interchange',
};
