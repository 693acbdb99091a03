/**
 * The EDIFACT D.96A guide: every message of the directory (names from content/reference) with the
 * product's own description, category, industry and usage level, plus CONTRL marked as a service message.
 */
import reference from '../reference/edifact-d96a-messages.json';

export type EdifactCategory =
  | 'Transport' | 'Finance' | 'Statistics' | 'Construction' | 'Customs' | 'Supply Chain' | 'Technical'
  | 'Insurance' | 'Employment' | 'Social Security' | 'Healthcare' | 'Travel';

export interface EdifactEntry {
  code: string;
  name: string;
  description: string;
  category: EdifactCategory;
  industry: EdifactCategory;
  usage: 'Medium' | 'High' | 'Very High';
  service?: true;
}

type Details = Omit<EdifactEntry, 'code' | 'name' | 'service'>;

const details: Record<string, Details> = {
  APERAK: { category: 'Technical', industry: 'Technical', usage: 'High', description: "Reports that a received message was processed or rejected by the application, with the error reasons." },
  AUTHOR: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Authorises a bank or service provider to act on instructions such as payments or document releases." },
  BANSTA: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Tells a customer the status of payment orders and other requests a bank has received." },
  BAPLIE: { category: 'Transport', industry: 'Transport', usage: 'High', description: "Describes the stowage position of every container on a vessel, used between lines and terminals." },
  BAPLTE: { category: 'Transport', industry: 'Transport', usage: 'Medium', description: "Gives the total numbers of containers on board a vessel by port and type." },
  BOPBNK: { category: 'Statistics', industry: 'Statistics', usage: 'Medium', description: "Reports bank and portfolio transactions to a central bank for balance-of-payments statistics." },
  BOPCUS: { category: 'Statistics', industry: 'Statistics', usage: 'Medium', description: "Reports a customer’s cross-border transactions for balance-of-payments statistics." },
  BOPDIR: { category: 'Statistics', industry: 'Statistics', usage: 'Medium', description: "Direct declaration of cross-border transactions by a company to the compiling authority." },
  BOPINF: { category: 'Statistics', industry: 'Statistics', usage: 'Medium', description: "Customer information a bank needs to complete its balance-of-payments reporting." },
  CALINF: { category: 'Transport', industry: 'Transport', usage: 'Medium', description: "Announces a vessel’s call at a port with arrival, departure and berth details." },
  COARRI: { category: 'Transport', industry: 'Transport', usage: 'High', description: "Reports containers actually discharged from or loaded onto a vessel." },
  CODECO: { category: 'Transport', industry: 'Transport', usage: 'High', description: "Reports containers passing the terminal gate in or out, by truck, rail or barge." },
  CODENO: { category: 'Customs', industry: 'Customs', usage: 'Medium', description: "Notifies that a permit is about to expire or that goods are cleared and ready." },
  COEDOR: { category: 'Transport', industry: 'Transport', usage: 'Medium', description: "Reports containers in stock at a depot or terminal." },
  COHAOR: { category: 'Transport', industry: 'Transport', usage: 'Medium', description: "Orders special handling of a container, such as inspection, fumigation or repair." },
  COMDIS: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Raises a commercial dispute about an invoice, order or delivery." },
  CONAPW: { category: 'Construction', industry: 'Construction', usage: 'Medium', description: "Advises parties of pending works on a construction site." },
  CONDPV: { category: 'Construction', industry: 'Construction', usage: 'Medium', description: "Values work completed when a payment is made directly." },
  CONDRA: { category: 'Construction', industry: 'Construction', usage: 'Medium', description: "Administers drawings exchanged between the parties of a construction project." },
  CONDRO: { category: 'Construction', industry: 'Construction', usage: 'Medium', description: "Describes how the drawings of a construction project are organised." },
  CONEST: { category: 'Construction', industry: 'Construction', usage: 'Medium', description: "Establishes a construction contract after tendering." },
  CONITT: { category: 'Construction', industry: 'Construction', usage: 'Medium', description: "Invites contractors to tender for a construction project." },
  CONPVA: { category: 'Construction', industry: 'Construction', usage: 'Medium', description: "Values work completed for an interim or final payment." },
  CONQVA: { category: 'Construction', industry: 'Construction', usage: 'Medium', description: "Values the quantities of work completed on a project." },
  CONRPW: { category: 'Construction', industry: 'Construction', usage: 'Medium', description: "Responds to an advice of pending works." },
  CONTEN: { category: 'Construction', industry: 'Construction', usage: 'Medium', description: "Submits a contractor’s tender for a construction project." },
  CONWQD: { category: 'Construction', industry: 'Construction', usage: 'Medium', description: "Determines the quantities of each work item in a bill of quantities." },
  COPARN: { category: 'Transport', industry: 'Transport', usage: 'High', description: "Announces containers to be released or accepted at a terminal or depot." },
  COPINO: { category: 'Transport', industry: 'Transport', usage: 'High', description: "Pre-notifies the terminal of containers arriving or leaving by inland transport." },
  COPRAR: { category: 'Transport', industry: 'Transport', usage: 'High', description: "Orders a terminal to discharge or load specified containers." },
  COREOR: { category: 'Transport', industry: 'Transport', usage: 'Medium', description: "Authorises a terminal or depot to release a container to a named party." },
  COSTCO: { category: 'Transport', industry: 'Transport', usage: 'Medium', description: "Confirms that a container has been stuffed or stripped." },
  COSTOR: { category: 'Transport', industry: 'Transport', usage: 'Medium', description: "Orders a container to be stuffed or stripped." },
  CREADV: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Advises an account holder that a credit has been booked." },
  CREEXT: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Credit advice with extended remittance details for reconciliation." },
  CREMUL: { category: 'Finance', industry: 'Finance', usage: 'High', description: "Advises several incoming credits in one message, used for cash application." },
  CUSCAR: { category: 'Customs', industry: 'Customs', usage: 'High', description: "Reports the cargo carried by a vessel, aircraft or vehicle to customs." },
  CUSDEC: { category: 'Customs', industry: 'Customs', usage: 'High', description: "Declares goods to customs for import, export or transit." },
  CUSEXP: { category: 'Customs', industry: 'Customs', usage: 'Medium', description: "Declares express consignments to customs in a simplified form." },
  CUSREP: { category: 'Customs', industry: 'Customs', usage: 'Medium', description: "Reports the arrival or departure of a means of transport to customs." },
  CUSRES: { category: 'Customs', industry: 'Customs', usage: 'High', description: "Carries customs’ answer to a declaration or report: accepted, held or released." },
  DEBADV: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Advises an account holder that a debit has been booked." },
  DEBMUL: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Advises several debits in one message." },
  DELFOR: { category: 'Supply Chain', industry: 'Supply Chain', usage: 'Very High', description: "Sends forecasts and delivery schedules from a buyer to a supplier, common in automotive." },
  DELJIT: { category: 'Supply Chain', industry: 'Supply Chain', usage: 'High', description: "Calls off exact quantities and times for just-in-time or sequenced delivery." },
  DESADV: { category: 'Supply Chain', industry: 'Supply Chain', usage: 'Very High', description: "Details what is being despatched, in which packages, before the goods arrive." },
  DIRDEB: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Instructs a bank to collect payments by direct debit." },
  DIRDEF: { category: 'Technical', industry: 'Technical', usage: 'Medium', description: "Transmits the definitions of an EDIFACT directory itself." },
  DOCADV: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Advises the beneficiary that a documentary credit has been issued." },
  DOCAMA: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Advises an amendment to a documentary credit." },
  DOCAMI: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Informs parties of an amendment to a documentary credit." },
  DOCAMR: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Requests an amendment to a documentary credit." },
  DOCAPP: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Applies to a bank for a documentary credit." },
  DOCARE: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Responds to a proposed amendment of a documentary credit." },
  DOCINF: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Informs the applicant that a documentary credit has been issued." },
  FINCAN: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Cancels a financial message sent earlier." },
  FINSTA: { category: 'Finance', industry: 'Finance', usage: 'High', description: "Reports the balance and movements of a bank account." },
  GENRAL: { category: 'Technical', industry: 'Technical', usage: 'Medium', description: "Exchanges free text where no specific message exists." },
  GESMES: { category: 'Statistics', industry: 'Statistics', usage: 'Medium', description: "Exchanges statistical data and metadata between statistical organisations." },
  HANMOV: { category: 'Supply Chain', industry: 'Supply Chain', usage: 'Medium', description: "Instructs and reports the handling and movement of goods in a warehouse or terminal." },
  IFCSUM: { category: 'Transport', industry: 'Transport', usage: 'High', description: "Summarises consignments consolidated by a forwarder for a transport." },
  IFTCCA: { category: 'Transport', industry: 'Transport', usage: 'Medium', description: "Calculates the charges for a forwarding or transport shipment." },
  IFTDGN: { category: 'Transport', industry: 'Transport', usage: 'Medium', description: "Notifies authorities of dangerous goods in a shipment." },
  IFTFCC: { category: 'Transport', industry: 'Transport', usage: 'Medium', description: "Reports freight costs and other charges for international transport." },
  IFTIAG: { category: 'Transport', industry: 'Transport', usage: 'Medium', description: "Lists the dangerous cargo on board a means of transport." },
  IFTMAN: { category: 'Transport', industry: 'Transport', usage: 'Medium', description: "Notifies the consignee that goods have arrived." },
  IFTMBC: { category: 'Transport', industry: 'Transport', usage: 'High', description: "Confirms a booking made with a carrier." },
  IFTMBF: { category: 'Transport', industry: 'Transport', usage: 'High', description: "Books transport firmly with a carrier." },
  IFTMBP: { category: 'Transport', industry: 'Transport', usage: 'Medium', description: "Makes a provisional transport booking." },
  IFTMCS: { category: 'Transport', industry: 'Transport', usage: 'Medium', description: "Reports the contract status of transport instructions." },
  IFTMIN: { category: 'Transport', industry: 'Transport', usage: 'Very High', description: "Gives a carrier or forwarder the instructions to move a consignment." },
  IFTRIN: { category: 'Transport', industry: 'Transport', usage: 'Medium', description: "Exchanges forwarding and transport rates." },
  IFTSAI: { category: 'Transport', industry: 'Transport', usage: 'Medium', description: "Shares transport schedules and space availability." },
  IFTSTA: { category: 'Transport', industry: 'Transport', usage: 'Very High', description: "Reports the status of consignments across road, rail, sea and air." },
  IFTSTQ: { category: 'Transport', industry: 'Transport', usage: 'Medium', description: "Requests the status of a consignment." },
  INSPRE: { category: 'Insurance', industry: 'Insurance', usage: 'Medium', description: "Communicates insurance premium details." },
  INVOIC: { category: 'Finance', industry: 'Finance', usage: 'Very High', description: "Claims payment for goods or services supplied; the most exchanged EDIFACT message after orders." },
  INVRPT: { category: 'Supply Chain', industry: 'Supply Chain', usage: 'High', description: "Reports inventory held by location, used for replenishment and vendor-managed inventory." },
  JAPRES: { category: 'Employment', industry: 'Employment', usage: 'Medium', description: "Reports the result of a job application to the employment service." },
  JINFDE: { category: 'Employment', industry: 'Employment', usage: 'Medium', description: "Requests information about job seekers or vacancies." },
  JOBAPP: { category: 'Employment', industry: 'Employment', usage: 'Medium', description: "Proposes a job seeker for a vacancy." },
  JOBCON: { category: 'Employment', industry: 'Employment', usage: 'Medium', description: "Confirms a job order to an employment agency." },
  JOBMOD: { category: 'Employment', industry: 'Employment', usage: 'Medium', description: "Modifies a job order already placed." },
  JOBOFF: { category: 'Employment', industry: 'Employment', usage: 'Medium', description: "Places a job order with an employment agency." },
  MEDPID: { category: 'Healthcare', industry: 'Healthcare', usage: 'Medium', description: "Identifies a person in healthcare exchanges." },
  MOVINS: { category: 'Transport', industry: 'Transport', usage: 'Medium', description: "Gives the stowage instructions for a vessel’s cargo." },
  ORDCHG: { category: 'Supply Chain', industry: 'Supply Chain', usage: 'High', description: "Requests changes to a purchase order already sent." },
  ORDERS: { category: 'Supply Chain', industry: 'Supply Chain', usage: 'Very High', description: "Orders goods or services with quantities, prices and delivery terms." },
  ORDRSP: { category: 'Supply Chain', industry: 'Supply Chain', usage: 'Very High', description: "Accepts, changes or rejects a purchase order line by line." },
  PARTIN: { category: 'Supply Chain', industry: 'Supply Chain', usage: 'Medium', description: "Shares master data about trading parties, such as addresses and identifiers." },
  PAXLST: { category: 'Travel', industry: 'Travel', usage: 'Medium', description: "Lists the passengers or crew on a means of transport for authorities." },
  PAYDUC: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Advises payroll deductions paid to third parties such as unions or funds." },
  PAYEXT: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Payment order with extended remittance information." },
  PAYMUL: { category: 'Finance', industry: 'Finance', usage: 'High', description: "Orders a bank to make several payments in one message." },
  PAYORD: { category: 'Finance', industry: 'Finance', usage: 'High', description: "Orders a bank to make a single payment." },
  PRICAT: { category: 'Supply Chain', industry: 'Supply Chain', usage: 'High', description: "Publishes item and price information from a seller to its customers." },
  PRODEX: { category: 'Supply Chain', industry: 'Supply Chain', usage: 'Medium', description: "Reconciles product exchanges between trading partners." },
  PRPAID: { category: 'Insurance', industry: 'Insurance', usage: 'Medium', description: "Reports insurance premium payments." },
  QALITY: { category: 'Supply Chain', industry: 'Supply Chain', usage: 'Medium', description: "Shares quality measurements of products or processes." },
  QUOTES: { category: 'Supply Chain', industry: 'Supply Chain', usage: 'High', description: "Answers a request for quote with prices and conditions." },
  RDRMES: { category: 'Statistics', industry: 'Statistics', usage: 'Medium', description: "Reports raw data from measuring equipment." },
  RECADV: { category: 'Supply Chain', industry: 'Supply Chain', usage: 'High', description: "Confirms what was received against a despatch advice." },
  RECECO: { category: 'Insurance', industry: 'Insurance', usage: 'Medium', description: "Covers credit risk between insurers and insured parties." },
  RECLAM: { category: 'Insurance', industry: 'Insurance', usage: 'Medium', description: "Exchanges reinsurance claims between insurers and reinsurers." },
  REMADV: { category: 'Finance', industry: 'Finance', usage: 'High', description: "Details which invoices a payment settles, for reconciliation." },
  REQDOC: { category: 'Technical', industry: 'Technical', usage: 'Medium', description: "Requests a document or message to be sent again." },
  REQOTE: { category: 'Supply Chain', industry: 'Supply Chain', usage: 'High', description: "Asks suppliers to quote for goods or services." },
  RESETT: { category: 'Insurance', industry: 'Insurance', usage: 'Medium', description: "Settles the balances of reinsurance accounts between the parties." },
  RESMSG: { category: 'Travel', industry: 'Travel', usage: 'Medium', description: "Makes, changes or cancels a travel or accommodation reservation." },
  RETACC: { category: 'Insurance', industry: 'Insurance', usage: 'Medium', description: "Exchanges reinsurance technical accounts." },
  SAFHAZ: { category: 'Supply Chain', industry: 'Supply Chain', usage: 'Medium', description: "Transmits safety and hazard data for products." },
  SANCRT: { category: 'Customs', industry: 'Customs', usage: 'Medium', description: "Carries sanitary and phytosanitary certificates for traded goods." },
  SLSFCT: { category: 'Supply Chain', industry: 'Supply Chain', usage: 'Medium', description: "Shares sales forecasts between trading partners." },
  SLSRPT: { category: 'Supply Chain', industry: 'Supply Chain', usage: 'High', description: "Reports sales and stock by location for replenishment and analysis." },
  SSIMOD: { category: 'Social Security', industry: 'Social Security', usage: 'Medium', description: "Modifies a person’s identity details with a social-security body." },
  SSRECH: { category: 'Social Security', industry: 'Social Security', usage: 'Medium', description: "Reports a worker’s insurance history." },
  SSREGW: { category: 'Social Security', industry: 'Social Security', usage: 'Medium', description: "Registers a worker with a social-security body." },
  STATAC: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Gives a statement of account between trading partners." },
  SUPCOT: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Advises superannuation (pension) contributions per employee." },
  SUPMAN: { category: 'Finance', industry: 'Finance', usage: 'Medium', description: "Maintains member details with a superannuation fund." },
  SUPRES: { category: 'Travel', industry: 'Travel', usage: 'Medium', description: "Carries a supplier’s response to a travel reservation." },
  TANSTA: { category: 'Transport', industry: 'Transport', usage: 'Medium', description: "Reports the status of tanks at a terminal." },
  VESDEP: { category: 'Transport', industry: 'Transport', usage: 'Medium', description: "Reports a vessel’s departure from a port." },
  WKGRDC: { category: 'Employment', industry: 'Employment', usage: 'Medium', description: "Communicates the decision on a work grant request." },
  WKGRRE: { category: 'Employment', industry: 'Employment', usage: 'Medium', description: "Requests a work grant for a worker from the competent authority." },
};

const names = new Map(reference.map((r) => [r.code, r.name]));

export const edifactMessages: EdifactEntry[] = [
  ...reference.map(({ code }) => {
    const d = details[code];
    if (!d) throw new Error(`No guide entry for EDIFACT ${code}`);
    return { code, name: names.get(code) ?? code, ...d };
  }),
  {
    code: 'CONTRL',
    name: 'Syntax and service report message',
    description: 'Acknowledges an interchange and reports syntax errors; a service message, not part of the D.96A directory.',
    category: 'Technical',
    industry: 'Technical',
    usage: 'Very High',
    service: true,
  },
];
