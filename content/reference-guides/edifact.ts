/**
 * The EDIFACT D.96A guide: every message of the directory (names from content/reference) with the
 * product's own description, category, the industries that actually exchange it and how widely it is
 * used in practice, plus CONTRL marked as a service message.
 */
import reference from '../directories/edifact-d96a-messages.json';
import type { EdifactIndustry } from './edifact-industries';

export type EdifactCategory =
  | 'Transport'
  | 'Finance'
  | 'Statistics'
  | 'Construction'
  | 'Customs'
  | 'Supply Chain'
  | 'Technical'
  | 'Insurance'
  | 'Employment'
  | 'Social Security'
  | 'Healthcare'
  | 'Travel';

export { edifactIndustries, type EdifactIndustry } from './edifact-industries';

export interface EdifactEntry {
  code: string;
  name: string;
  description: string;
  category: EdifactCategory;
  /** Comma-separated EdifactIndustry values, main one first. */
  industry: string;
  usage: 'Low' | 'Medium' | 'High' | 'Very High';
  service?: true;
}

interface Details {
  category: EdifactCategory;
  industries: readonly EdifactIndustry[];
  usage: EdifactEntry['usage'];
  description: string;
}

const details: Record<string, Details> = {
  APERAK: {
    category: 'Technical',
    industries: ['Cross-industry'],
    usage: 'High',
    description:
      'Reports that a received message was processed or rejected by the application, with the error reasons.',
  },
  AUTHOR: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'Low',
    description: 'Authorises a bank or service provider to act on instructions such as payments or document releases.',
  },
  BANSTA: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'Medium',
    description: 'Tells a customer the status of payment orders and other requests a bank has received.',
  },
  BAPLIE: {
    category: 'Transport',
    industries: ['Maritime & Ports'],
    usage: 'High',
    description: 'Describes the stowage position of every container on a vessel, used between lines and terminals.',
  },
  BAPLTE: {
    category: 'Transport',
    industries: ['Maritime & Ports'],
    usage: 'Low',
    description: 'Gives the total numbers of containers on board a vessel by port and type.',
  },
  BOPBNK: {
    category: 'Statistics',
    industries: ['Finance & Banking', 'Public Sector'],
    usage: 'Low',
    description: 'Reports bank and portfolio transactions to a central bank for balance-of-payments statistics.',
  },
  BOPCUS: {
    category: 'Statistics',
    industries: ['Finance & Banking', 'Public Sector'],
    usage: 'Low',
    description: 'Reports a customer’s cross-border transactions for balance-of-payments statistics.',
  },
  BOPDIR: {
    category: 'Statistics',
    industries: ['Finance & Banking', 'Public Sector'],
    usage: 'Low',
    description: 'Direct declaration of cross-border transactions by a company to the compiling authority.',
  },
  BOPINF: {
    category: 'Statistics',
    industries: ['Finance & Banking', 'Public Sector'],
    usage: 'Low',
    description: 'Customer information a bank needs to complete its balance-of-payments reporting.',
  },
  CALINF: {
    category: 'Transport',
    industries: ['Maritime & Ports'],
    usage: 'Medium',
    description: 'Announces a vessel’s call at a port with arrival, departure and berth details.',
  },
  COARRI: {
    category: 'Transport',
    industries: ['Maritime & Ports'],
    usage: 'High',
    description: 'Reports containers actually discharged from or loaded onto a vessel.',
  },
  CODECO: {
    category: 'Transport',
    industries: ['Maritime & Ports', 'Transport & Logistics'],
    usage: 'High',
    description: 'Reports containers passing the terminal gate in or out, by truck, rail or barge.',
  },
  CODENO: {
    category: 'Customs',
    industries: ['Customs'],
    usage: 'Low',
    description: 'Notifies that a permit is about to expire or that goods are cleared and ready.',
  },
  COEDOR: {
    category: 'Transport',
    industries: ['Maritime & Ports'],
    usage: 'Medium',
    description: 'Reports containers in stock at a depot or terminal.',
  },
  COHAOR: {
    category: 'Transport',
    industries: ['Maritime & Ports'],
    usage: 'Low',
    description: 'Orders special handling of a container, such as inspection, fumigation or repair.',
  },
  COMDIS: {
    category: 'Finance',
    industries: ['Retail', 'Manufacturing'],
    usage: 'Low',
    description: 'Raises a commercial dispute about an invoice, order or delivery.',
  },
  CONAPW: {
    category: 'Construction',
    industries: ['Construction'],
    usage: 'Low',
    description: 'Advises parties of pending works on a construction site.',
  },
  CONDPV: {
    category: 'Construction',
    industries: ['Construction'],
    usage: 'Low',
    description: 'Values work completed when a payment is made directly.',
  },
  CONDRA: {
    category: 'Construction',
    industries: ['Construction'],
    usage: 'Low',
    description: 'Administers drawings exchanged between the parties of a construction project.',
  },
  CONDRO: {
    category: 'Construction',
    industries: ['Construction'],
    usage: 'Low',
    description: 'Describes how the drawings of a construction project are organised.',
  },
  CONEST: {
    category: 'Construction',
    industries: ['Construction'],
    usage: 'Low',
    description: 'Establishes a construction contract after tendering.',
  },
  CONITT: {
    category: 'Construction',
    industries: ['Construction'],
    usage: 'Low',
    description: 'Invites contractors to tender for a construction project.',
  },
  CONPVA: {
    category: 'Construction',
    industries: ['Construction'],
    usage: 'Low',
    description: 'Values work completed for an interim or final payment.',
  },
  CONQVA: {
    category: 'Construction',
    industries: ['Construction'],
    usage: 'Low',
    description: 'Values the quantities of work completed on a project.',
  },
  CONRPW: {
    category: 'Construction',
    industries: ['Construction'],
    usage: 'Low',
    description: 'Responds to an advice of pending works.',
  },
  CONTEN: {
    category: 'Construction',
    industries: ['Construction'],
    usage: 'Low',
    description: 'Submits a contractor’s tender for a construction project.',
  },
  CONWQD: {
    category: 'Construction',
    industries: ['Construction'],
    usage: 'Low',
    description: 'Determines the quantities of each work item in a bill of quantities.',
  },
  COPARN: {
    category: 'Transport',
    industries: ['Maritime & Ports'],
    usage: 'High',
    description: 'Announces containers to be released or accepted at a terminal or depot.',
  },
  COPINO: {
    category: 'Transport',
    industries: ['Maritime & Ports', 'Transport & Logistics'],
    usage: 'High',
    description: 'Pre-notifies the terminal of containers arriving or leaving by inland transport.',
  },
  COPRAR: {
    category: 'Transport',
    industries: ['Maritime & Ports'],
    usage: 'High',
    description: 'Orders a terminal to discharge or load specified containers.',
  },
  COREOR: {
    category: 'Transport',
    industries: ['Maritime & Ports'],
    usage: 'Medium',
    description: 'Authorises a terminal or depot to release a container to a named party.',
  },
  COSTCO: {
    category: 'Transport',
    industries: ['Maritime & Ports'],
    usage: 'Low',
    description: 'Confirms that a container has been stuffed or stripped.',
  },
  COSTOR: {
    category: 'Transport',
    industries: ['Maritime & Ports'],
    usage: 'Low',
    description: 'Orders a container to be stuffed or stripped.',
  },
  CREADV: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'Medium',
    description: 'Advises an account holder that a credit has been booked.',
  },
  CREEXT: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'Low',
    description: 'Credit advice with extended remittance details for reconciliation.',
  },
  CREMUL: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'High',
    description: 'Advises several incoming credits in one message, used for cash application.',
  },
  CUSCAR: {
    category: 'Customs',
    industries: ['Customs', 'Maritime & Ports'],
    usage: 'High',
    description: 'Reports the cargo carried by a vessel, aircraft or vehicle to customs.',
  },
  CUSDEC: {
    category: 'Customs',
    industries: ['Customs', 'Transport & Logistics'],
    usage: 'High',
    description: 'Declares goods to customs for import, export or transit.',
  },
  CUSEXP: {
    category: 'Customs',
    industries: ['Customs', 'Transport & Logistics'],
    usage: 'Medium',
    description: 'Declares express consignments to customs in a simplified form.',
  },
  CUSREP: {
    category: 'Customs',
    industries: ['Customs', 'Maritime & Ports'],
    usage: 'Medium',
    description: 'Reports the arrival or departure of a means of transport to customs.',
  },
  CUSRES: {
    category: 'Customs',
    industries: ['Customs', 'Transport & Logistics'],
    usage: 'High',
    description: 'Carries customs’ answer to a declaration or report: accepted, held or released.',
  },
  DEBADV: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'Medium',
    description: 'Advises an account holder that a debit has been booked.',
  },
  DEBMUL: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'Medium',
    description: 'Advises several debits in one message.',
  },
  DELFOR: {
    category: 'Supply Chain',
    industries: ['Automotive', 'Manufacturing'],
    usage: 'Very High',
    description: 'Sends forecasts and delivery schedules from a buyer to a supplier, common in automotive.',
  },
  DELJIT: {
    category: 'Supply Chain',
    industries: ['Automotive'],
    usage: 'High',
    description: 'Calls off exact quantities and times for just-in-time or sequenced delivery.',
  },
  DESADV: {
    category: 'Supply Chain',
    industries: ['Cross-industry'],
    usage: 'Very High',
    description: 'Details what is being despatched, in which packages, before the goods arrive.',
  },
  DIRDEB: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'Medium',
    description: 'Instructs a bank to collect payments by direct debit.',
  },
  DIRDEF: {
    category: 'Technical',
    industries: ['Cross-industry'],
    usage: 'Low',
    description: 'Transmits the definitions of an EDIFACT directory itself.',
  },
  DOCADV: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'Low',
    description: 'Advises the beneficiary that a documentary credit has been issued.',
  },
  DOCAMA: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'Low',
    description: 'Advises an amendment to a documentary credit.',
  },
  DOCAMI: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'Low',
    description: 'Informs parties of an amendment to a documentary credit.',
  },
  DOCAMR: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'Low',
    description: 'Requests an amendment to a documentary credit.',
  },
  DOCAPP: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'Low',
    description: 'Applies to a bank for a documentary credit.',
  },
  DOCARE: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'Low',
    description: 'Responds to a proposed amendment of a documentary credit.',
  },
  DOCINF: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'Low',
    description: 'Informs the applicant that a documentary credit has been issued.',
  },
  FINCAN: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'Low',
    description: 'Cancels a financial message sent earlier.',
  },
  FINSTA: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'High',
    description: 'Reports the balance and movements of a bank account.',
  },
  GENRAL: {
    category: 'Technical',
    industries: ['Cross-industry'],
    usage: 'Medium',
    description: 'Exchanges free text where no specific message exists.',
  },
  GESMES: {
    category: 'Statistics',
    industries: ['Finance & Banking', 'Public Sector'],
    usage: 'Medium',
    description: 'Exchanges statistical data and metadata between statistical organisations.',
  },
  HANMOV: {
    category: 'Supply Chain',
    industries: ['Transport & Logistics'],
    usage: 'Low',
    description: 'Instructs and reports the handling and movement of goods in a warehouse or terminal.',
  },
  IFCSUM: {
    category: 'Transport',
    industries: ['Transport & Logistics'],
    usage: 'Medium',
    description: 'Summarises consignments consolidated by a forwarder for a transport.',
  },
  IFTCCA: {
    category: 'Transport',
    industries: ['Transport & Logistics'],
    usage: 'Low',
    description: 'Calculates the charges for a forwarding or transport shipment.',
  },
  IFTDGN: {
    category: 'Transport',
    industries: ['Transport & Logistics', 'Maritime & Ports'],
    usage: 'Medium',
    description: 'Notifies authorities of dangerous goods in a shipment.',
  },
  IFTFCC: {
    category: 'Transport',
    industries: ['Transport & Logistics'],
    usage: 'Low',
    description: 'Reports freight costs and other charges for international transport.',
  },
  IFTIAG: {
    category: 'Transport',
    industries: ['Transport & Logistics', 'Maritime & Ports'],
    usage: 'Low',
    description: 'Lists the dangerous cargo on board a means of transport.',
  },
  IFTMAN: {
    category: 'Transport',
    industries: ['Transport & Logistics', 'Maritime & Ports'],
    usage: 'Medium',
    description: 'Notifies the consignee that goods have arrived.',
  },
  IFTMBC: {
    category: 'Transport',
    industries: ['Transport & Logistics', 'Maritime & Ports'],
    usage: 'High',
    description: 'Confirms a booking made with a carrier.',
  },
  IFTMBF: {
    category: 'Transport',
    industries: ['Transport & Logistics', 'Maritime & Ports'],
    usage: 'High',
    description: 'Books transport firmly with a carrier.',
  },
  IFTMBP: {
    category: 'Transport',
    industries: ['Transport & Logistics'],
    usage: 'Medium',
    description: 'Makes a provisional transport booking.',
  },
  IFTMCS: {
    category: 'Transport',
    industries: ['Transport & Logistics', 'Maritime & Ports'],
    usage: 'Medium',
    description:
      'Answers transport instructions with the contract of carriage; ocean carriers send the draft or final bill of lading with it.',
  },
  IFTMIN: {
    category: 'Transport',
    industries: ['Transport & Logistics', 'Maritime & Ports'],
    usage: 'High',
    description: 'Gives a carrier or forwarder the instructions to move a consignment.',
  },
  IFTRIN: {
    category: 'Transport',
    industries: ['Transport & Logistics'],
    usage: 'Low',
    description: 'Exchanges forwarding and transport rates.',
  },
  IFTSAI: {
    category: 'Transport',
    industries: ['Transport & Logistics', 'Maritime & Ports'],
    usage: 'Medium',
    description: 'Shares transport schedules and space availability.',
  },
  IFTSTA: {
    category: 'Transport',
    industries: ['Transport & Logistics', 'Maritime & Ports'],
    usage: 'High',
    description: 'Reports the status of consignments across road, rail, sea and air.',
  },
  IFTSTQ: {
    category: 'Transport',
    industries: ['Transport & Logistics'],
    usage: 'Medium',
    description: 'Requests the status of a consignment.',
  },
  INSPRE: {
    category: 'Insurance',
    industries: ['Insurance'],
    usage: 'Low',
    description: 'Communicates insurance premium details.',
  },
  INVOIC: {
    category: 'Finance',
    industries: ['Cross-industry'],
    usage: 'Very High',
    description:
      'Claims payment for goods or services supplied, and as a credit note corrects it; one of the most exchanged EDIFACT messages.',
  },
  INVRPT: {
    category: 'Supply Chain',
    industries: ['Retail', 'Manufacturing'],
    usage: 'High',
    description: 'Reports inventory held by location, used for replenishment and vendor-managed inventory.',
  },
  JAPRES: {
    category: 'Employment',
    industries: ['Public Sector'],
    usage: 'Low',
    description: 'Reports the result of a job application to the employment service.',
  },
  JINFDE: {
    category: 'Employment',
    industries: ['Public Sector'],
    usage: 'Low',
    description: 'Requests information about job seekers or vacancies.',
  },
  JOBAPP: {
    category: 'Employment',
    industries: ['Public Sector'],
    usage: 'Low',
    description: 'Proposes a job seeker for a vacancy.',
  },
  JOBCON: {
    category: 'Employment',
    industries: ['Public Sector'],
    usage: 'Low',
    description: 'Confirms a job order to an employment agency.',
  },
  JOBMOD: {
    category: 'Employment',
    industries: ['Public Sector'],
    usage: 'Low',
    description: 'Modifies a job order already placed.',
  },
  JOBOFF: {
    category: 'Employment',
    industries: ['Public Sector'],
    usage: 'Low',
    description: 'Places a job order with an employment agency.',
  },
  MEDPID: {
    category: 'Healthcare',
    industries: ['Healthcare', 'Public Sector'],
    usage: 'Low',
    description: 'Identifies a person in healthcare exchanges.',
  },
  MOVINS: {
    category: 'Transport',
    industries: ['Maritime & Ports'],
    usage: 'Medium',
    description: 'Gives the stowage instructions for a vessel’s cargo.',
  },
  ORDCHG: {
    category: 'Supply Chain',
    industries: ['Retail', 'Manufacturing'],
    usage: 'High',
    description: 'Requests changes to a purchase order already sent.',
  },
  ORDERS: {
    category: 'Supply Chain',
    industries: ['Cross-industry'],
    usage: 'Very High',
    description: 'Orders goods or services with quantities, prices and delivery terms.',
  },
  ORDRSP: {
    category: 'Supply Chain',
    industries: ['Cross-industry'],
    usage: 'High',
    description: 'Accepts, changes or rejects a purchase order line by line.',
  },
  PARTIN: {
    category: 'Supply Chain',
    industries: ['Retail', 'Manufacturing'],
    usage: 'Medium',
    description: 'Shares master data about trading parties, such as addresses and identifiers.',
  },
  PAXLST: {
    category: 'Travel',
    industries: ['Travel', 'Customs'],
    usage: 'High',
    description: 'Lists the passengers or crew on a means of transport for authorities.',
  },
  PAYDUC: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'Low',
    description: 'Advises payroll deductions paid to third parties such as unions or funds.',
  },
  PAYEXT: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'Medium',
    description: 'Payment order with extended remittance information.',
  },
  PAYMUL: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'High',
    description: 'Orders a bank to make several payments in one message.',
  },
  PAYORD: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'Medium',
    description: 'Orders a bank to make a single payment.',
  },
  PRICAT: {
    category: 'Supply Chain',
    industries: ['Retail'],
    usage: 'High',
    description: 'Publishes item and price information from a seller to its customers.',
  },
  PRODEX: {
    category: 'Supply Chain',
    industries: ['Manufacturing'],
    usage: 'Low',
    description: 'Reconciles product exchanges between trading partners.',
  },
  PRPAID: {
    category: 'Insurance',
    industries: ['Insurance'],
    usage: 'Low',
    description: 'Reports insurance premium payments.',
  },
  QALITY: {
    category: 'Supply Chain',
    industries: ['Automotive', 'Manufacturing'],
    usage: 'Medium',
    description: 'Shares quality measurements of products or processes.',
  },
  QUOTES: {
    category: 'Supply Chain',
    industries: ['Manufacturing', 'Retail'],
    usage: 'Medium',
    description: 'Answers a request for quote with prices and conditions.',
  },
  RDRMES: {
    category: 'Statistics',
    industries: ['Public Sector'],
    usage: 'Low',
    description: 'Reports raw data from measuring equipment.',
  },
  RECADV: {
    category: 'Supply Chain',
    industries: ['Retail', 'Automotive'],
    usage: 'High',
    description: 'Confirms what was received against a despatch advice.',
  },
  RECECO: {
    category: 'Insurance',
    industries: ['Insurance'],
    usage: 'Low',
    description: 'Covers credit risk between insurers and insured parties.',
  },
  RECLAM: {
    category: 'Insurance',
    industries: ['Insurance'],
    usage: 'Low',
    description: 'Exchanges reinsurance claims between insurers and reinsurers.',
  },
  REMADV: {
    category: 'Finance',
    industries: ['Cross-industry'],
    usage: 'High',
    description: 'Details which invoices a payment settles, for reconciliation.',
  },
  REQDOC: {
    category: 'Technical',
    industries: ['Cross-industry'],
    usage: 'Low',
    description: 'Requests a document or message to be sent again.',
  },
  REQOTE: {
    category: 'Supply Chain',
    industries: ['Manufacturing', 'Retail'],
    usage: 'Medium',
    description: 'Asks suppliers to quote for goods or services.',
  },
  RESETT: {
    category: 'Insurance',
    industries: ['Insurance'],
    usage: 'Low',
    description: 'Settles the balances of reinsurance accounts between the parties.',
  },
  RESMSG: {
    category: 'Travel',
    industries: ['Travel'],
    usage: 'Medium',
    description: 'Makes, changes or cancels a travel or accommodation reservation.',
  },
  RETACC: {
    category: 'Insurance',
    industries: ['Insurance'],
    usage: 'Low',
    description: 'Exchanges reinsurance technical accounts.',
  },
  SAFHAZ: {
    category: 'Supply Chain',
    industries: ['Manufacturing'],
    usage: 'Low',
    description: 'Transmits safety and hazard data for products.',
  },
  SANCRT: {
    category: 'Customs',
    industries: ['Customs', 'Public Sector'],
    usage: 'Low',
    description: 'Carries sanitary and phytosanitary certificates for traded goods.',
  },
  SLSFCT: {
    category: 'Supply Chain',
    industries: ['Retail', 'Manufacturing'],
    usage: 'Medium',
    description: 'Shares sales forecasts between trading partners.',
  },
  SLSRPT: {
    category: 'Supply Chain',
    industries: ['Retail'],
    usage: 'High',
    description: 'Reports sales and stock by location for replenishment and analysis.',
  },
  SSIMOD: {
    category: 'Social Security',
    industries: ['Public Sector'],
    usage: 'Low',
    description: 'Modifies a person’s identity details with a social-security body.',
  },
  SSRECH: {
    category: 'Social Security',
    industries: ['Public Sector'],
    usage: 'Low',
    description: 'Reports a worker’s insurance history.',
  },
  SSREGW: {
    category: 'Social Security',
    industries: ['Public Sector'],
    usage: 'Low',
    description: 'Registers a worker with a social-security body.',
  },
  STATAC: {
    category: 'Finance',
    industries: ['Cross-industry'],
    usage: 'Medium',
    description: 'Gives a statement of account between trading partners.',
  },
  SUPCOT: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'Low',
    description: 'Advises superannuation (pension) contributions per employee.',
  },
  SUPMAN: {
    category: 'Finance',
    industries: ['Finance & Banking'],
    usage: 'Low',
    description: 'Maintains member details with a superannuation fund.',
  },
  SUPRES: {
    category: 'Travel',
    industries: ['Travel'],
    usage: 'Low',
    description: 'Carries a supplier’s response to a travel reservation.',
  },
  TANSTA: {
    category: 'Transport',
    industries: ['Maritime & Ports'],
    usage: 'Low',
    description: 'Reports the status of tanks at a terminal.',
  },
  VESDEP: {
    category: 'Transport',
    industries: ['Maritime & Ports'],
    usage: 'Medium',
    description: 'Reports a vessel’s departure from a port.',
  },
  WKGRDC: {
    category: 'Employment',
    industries: ['Public Sector'],
    usage: 'Low',
    description: 'Communicates the decision on a work grant request.',
  },
  WKGRRE: {
    category: 'Employment',
    industries: ['Public Sector'],
    usage: 'Low',
    description: 'Requests a work grant for a worker from the competent authority.',
  },
};

const names = new Map(reference.map((r) => [r.code, r.name]));

export const edifactMessages: EdifactEntry[] = [
  ...reference.map(({ code }) => {
    const d = details[code];
    if (!d) throw new Error(`No guide entry for EDIFACT ${code}`);
    const { industries, ...rest } = d;
    return { code, name: names.get(code) ?? code, ...rest, industry: industries.join(', ') };
  }),
  {
    code: 'CONTRL',
    name: 'Syntax and service report message',
    description:
      'Acknowledges an interchange and reports syntax errors; a service message, not part of the D.96A directory.',
    category: 'Technical',
    industry: 'Cross-industry',
    usage: 'Very High',
    service: true,
  },
];
