/**
 * Sample interchanges for the EDI inspector: one order-to-cash cycle between a retailer (Harbor Mart)
 * and its supplier (Acme Supply), in X12 005010 and 004010 and in EDIFACT D.96A.
 */

export interface InspectorSample {
  id: string;
  /** Transaction set or message code, e.g. 850 or ORDERS. */
  code: string;
  label: string;
  /** A standard id of shared/standards.ts (a test checks each). */
  standard: string;
  text: string;
}

const x12_850 = `ISA*00*          *00*          *ZZ*HARBORMART     *ZZ*ACMESUPPLY     *260315*1045*^*00501*000004721*0*P*>~
GS*PO*HARBORMART*ACMESUPPLY*20260315*1045*4721*X*005010~
ST*850*0001~
BEG*00*SA*4500098231**20260315~
CUR*BY*USD~
REF*DP*042~
REF*IA*77120~
PER*BD*Dana Whitfield*TE*5555550142*EM*dana.whitfield@harbormart.example~
FOB*PP~
ITD*01*3*2**10**30~
DTM*002*20260327~
TD5****M*Ridgeline Freight~
N1*BY*Harbor Mart Stores*92*0042~
N1*ST*Harbor Mart DC 7*9*0614589720008~
N3*1800 Logistics Parkway~
N4*Columbus*OH*43217*US~
N1*VN*Acme Supply Co*92*A10482~
PO1*1*48*CA*36.5*PE*UP*012345678905*VP*AC-1180~
PID*F****Stainless water bottle, 750 ml, 12 per case~
PO1*2*24*CA*52.8*PE*UP*012345678912*VP*AC-2240~
PID*F****Insulated lunch bag, charcoal, 6 per case~
PO1*3*120*EA*8.75*PE*UP*012345678929*VP*AC-3305~
PID*F****Bamboo utensil set~
CTT*3*192~
AMT*TT*4069.2~
SE*24*0001~
GE*1*4721~
IEA*1*000004721~
`;

const x12_855 = `ISA*00*          *00*          *ZZ*ACMESUPPLY     *ZZ*HARBORMART     *260316*0812*^*00501*000001193*0*P*>~
GS*PR*ACMESUPPLY*HARBORMART*20260316*0812*1193*X*005010~
ST*855*0001~
BAK*00*AC*4500098231*20260316~
REF*VN*SO-88213~
DTM*067*20260326~
N1*ST*Harbor Mart DC 7*9*0614589720008~
PO1*1*48*CA*36.5*PE*UP*012345678905*VP*AC-1180~
ACK*IA*48*CA*068*20260324~
PO1*2*24*CA*52.8*PE*UP*012345678912*VP*AC-2240~
ACK*IQ*18*CA*068*20260324~
ACK*IB*6*CA*068*20260402~
PO1*3*120*EA*8.75*PE*UP*012345678929*VP*AC-3305~
ACK*IA*120*EA*068*20260324~
CTT*3~
SE*14*0001~
GE*1*1193~
IEA*1*000001193~
`;

const x12_856 = `ISA*00*          *00*          *ZZ*ACMESUPPLY     *ZZ*HARBORMART     *260324*1630*^*00501*000001207*0*P*>~
GS*SH*ACMESUPPLY*HARBORMART*20260324*1630*1207*X*005010~
ST*856*0001~
BSN*00*SHP260324-01*20260324*1630*0001~
HL*1**S~
TD1*CTN25*90****G*1242*LB~
TD5*B*2*RDGL*M*Ridgeline Freight~
REF*BM*RL7720415~
DTM*011*20260324~
N1*SF*Acme Supply Co*92*A10482~
N4*Dayton*OH*45402*US~
N1*ST*Harbor Mart DC 7*9*0614589720008~
N4*Columbus*OH*43217*US~
HL*2*1*O~
PRF*4500098231***20260315~
HL*3*2*P~
MAN*GM*00006145890000012349~
HL*4*3*I~
LIN**UP*012345678905*VP*AC-1180~
SN1**48*CA~
HL*5*3*I~
LIN**UP*012345678912*VP*AC-2240~
SN1**18*CA~
HL*6*3*I~
LIN**UP*012345678929*VP*AC-3305~
SN1**120*EA~
CTT*6~
SE*26*0001~
GE*1*1207~
IEA*1*000001207~
`;

const x12_810 = `ISA*00*          *00*          *ZZ*ACMESUPPLY     *ZZ*HARBORMART     *260325*0905*^*00501*000001214*0*P*>~
GS*IN*ACMESUPPLY*HARBORMART*20260325*0905*1214*X*005010~
ST*810*0001~
BIG*20260325*INV-260325-117*20260315*4500098231~
REF*VN*SO-88213~
N1*RI*Acme Supply Co*92*A10482~
N3*PO Box 7731~
N4*Dayton*OH*45401*US~
N1*ST*Harbor Mart DC 7*9*0614589720008~
ITD*01*3*2**10**30~
DTM*011*20260324~
IT1*1*48*CA*36.5*PE*UP*012345678905*VP*AC-1180~
PID*F****Stainless water bottle, 750 ml, 12 per case~
IT1*2*18*CA*52.8*PE*UP*012345678912*VP*AC-2240~
PID*F****Insulated lunch bag, charcoal, 6 per case~
IT1*3*120*EA*8.75*PE*UP*012345678929*VP*AC-3305~
PID*F****Bamboo utensil set~
TDS*384740~
CAD*M***RDGL*Ridgeline Freight~
SAC*C*D240***9500~
CTT*3~
SE*20*0001~
GE*1*1214~
IEA*1*000001214~
`;

const x12_997 = `ISA*00*          *00*          *ZZ*ACMESUPPLY     *ZZ*HARBORMART     *260315*1102*^*00501*000001190*0*P*>~
GS*FA*ACMESUPPLY*HARBORMART*20260315*1102*1190*X*005010~
ST*997*0001~
AK1*PO*4721*005010~
AK2*850*0001~
AK5*A~
AK9*A*1*1*1~
SE*6*0001~
GE*1*1190~
IEA*1*000001190~
`;

/**
 * The same interchange in release 004010: no repetition separator (ISA11 is U), older version codes, and
 * AK1 without AK103 (added in 005010).
 */
const as004010 = (text: string) =>
  text
    .replace('*^*00501*', '*U*00401*')
    .replaceAll('005010', '004010')
    .replace(/^AK1\*([^*~]*)\*([^*~]*)\*[^~]*~/m, 'AK1*$1*$2~');

const orders = `UNA:+.? '
UNB+UNOC:3+5412345000013:14+4012345000009:14+260315:1045+ORD0004721++ORDERS'
UNH+1+ORDERS:D:96A:UN:EAN008'
BGM+220+PO4500098231+9'
DTM+137:20260315:102'
DTM+2:20260327:102'
FTX+AAI+++Deliver to dock 4 between 06?:00 and 14?:00'
RFF+CT:FC-2026-118'
NAD+BY+5412345000013::9++Harbor Mart Europe BV+Havenstraat 12+Rotterdam++3011 AB+NL'
RFF+VA:NL812345678B01'
NAD+SU+4012345000009::9++Acme Supply GmbH+Industriestrasse 40+Hamburg++20095+DE'
NAD+DP+5412345000020::9++Harbor Mart DC Venlo+Logistiekweg 3+Venlo++5928 RX+NL'
CUX+2:EUR:9'
LIN+1++4012345111118:EN'
PIA+1+AC-1180:SA'
IMD+F++:::Stainless water bottle 750 ml'
QTY+21:48'
PRI+AAA:4.25'
LIN+2++4012345222210:EN'
PIA+1+AC-2240:SA'
IMD+F++:::Insulated lunch bag, charcoal'
QTY+21:24'
PRI+AAA:7.90'
UNS+S'
CNT+2:2'
UNT+24+1'
UNZ+1+ORD0004721'
`;

const desadv = `UNA:+.? '
UNB+UNOC:3+4012345000009:14+5412345000013:14+260324:1630+DES0001207'
UNH+1+DESADV:D:96A:UN:EAN005'
BGM+351+DES260324-01+9'
DTM+137:20260324:102'
DTM+11:20260324:102'
DTM+132:20260326:102'
RFF+ON:PO4500098231'
NAD+SU+4012345000009::9'
NAD+DP+5412345000020::9'
TDT+20++30+31'
CPS+1'
PAC+2++201'
CPS+2+1'
PAC+1++201'
PCI+33E'
GIN+BJ+340123450000012348'
LIN+1++4012345111118:EN'
QTY+12:48'
RFF+ON:PO4500098231:1'
CPS+3+1'
PAC+1++201'
PCI+33E'
GIN+BJ+340123450000012355'
LIN+2++4012345222210:EN'
QTY+12:18'
RFF+ON:PO4500098231:2'
CNT+2:2'
UNT+27+1'
UNZ+1+DES0001207'
`;

const invoic = `UNA:+.? '
UNB+UNOC:3+4012345000009:14+5412345000013:14+260325:0905+INV0001214'
UNH+1+INVOIC:D:96A:UN:EAN008'
BGM+380+INV260325117+9'
DTM+137:20260325:102'
DTM+35:20260324:102'
RFF+ON:PO4500098231'
NAD+SU+4012345000009::9++Acme Supply GmbH+Industriestrasse 40+Hamburg++20095+DE'
RFF+VA:DE123456789'
NAD+BY+5412345000013::9++Harbor Mart Europe BV+Havenstraat 12+Rotterdam++3011 AB+NL'
RFF+VA:NL812345678B01'
CUX+2:EUR:4'
PAT+1++5:3:D:30'
LIN+1++4012345111118:EN'
QTY+47:48'
MOA+203:204.00'
PRI+AAA:4.25'
TAX+7+VAT+++:::21+S'
LIN+2++4012345222210:EN'
QTY+47:18'
MOA+203:142.20'
PRI+AAA:7.90'
TAX+7+VAT+++:::21+S'
UNS+S'
CNT+2:2'
MOA+77:418.90'
MOA+79:346.20'
MOA+124:72.70'
TAX+7+VAT+++:::21+S'
MOA+124:72.70'
UNT+29+1'
UNZ+1+INV0001214'
`;

const contrl = `UNA:+.? '
UNB+UNOC:3+5412345000013:14+4012345000009:14+260325:0930+CTL0000381'
UNH+1+CONTRL:D:3:UN'
UCI+INV0001214+4012345000009:14+5412345000013:14+7'
UNT+3+1'
UNZ+1+CTL0000381'
`;

export const inspectorSamples: readonly InspectorSample[] = [
  { id: 'x12-850-005010', code: '850', label: '850 Purchase Order (X12 005010)', standard: 'x12', text: x12_850 },
  {
    id: 'x12-855-005010',
    code: '855',
    label: '855 Purchase Order Acknowledgment (X12 005010)',
    standard: 'x12',
    text: x12_855,
  },
  { id: 'x12-856-005010', code: '856', label: '856 Ship Notice/Manifest (X12 005010)', standard: 'x12', text: x12_856 },
  { id: 'x12-810-005010', code: '810', label: '810 Invoice (X12 005010)', standard: 'x12', text: x12_810 },
  {
    id: 'x12-997-005010',
    code: '997',
    label: '997 Functional Acknowledgment (X12 005010)',
    standard: 'x12',
    text: x12_997,
  },
  {
    id: 'x12-850-004010',
    code: '850',
    label: '850 Purchase Order (X12 004010)',
    standard: 'x12',
    text: as004010(x12_850),
  },
  {
    id: 'x12-855-004010',
    code: '855',
    label: '855 Purchase Order Acknowledgment (X12 004010)',
    standard: 'x12',
    text: as004010(x12_855),
  },
  {
    id: 'x12-856-004010',
    code: '856',
    label: '856 Ship Notice/Manifest (X12 004010)',
    standard: 'x12',
    text: as004010(x12_856),
  },
  { id: 'x12-810-004010', code: '810', label: '810 Invoice (X12 004010)', standard: 'x12', text: as004010(x12_810) },
  {
    id: 'x12-997-004010',
    code: '997',
    label: '997 Functional Acknowledgment (X12 004010)',
    standard: 'x12',
    text: as004010(x12_997),
  },
  {
    id: 'edifact-orders',
    code: 'ORDERS',
    label: 'ORDERS Purchase order (EDIFACT D.96A)',
    standard: 'edifact',
    text: orders,
  },
  {
    id: 'edifact-desadv',
    code: 'DESADV',
    label: 'DESADV Despatch advice (EDIFACT D.96A)',
    standard: 'edifact',
    text: desadv,
  },
  { id: 'edifact-invoic', code: 'INVOIC', label: 'INVOIC Invoice (EDIFACT D.96A)', standard: 'edifact', text: invoic },
  {
    id: 'edifact-contrl',
    code: 'CONTRL',
    label: 'CONTRL Syntax and service report (EDIFACT)',
    standard: 'edifact',
    text: contrl,
  },
];
