/**
 * ISO 9735 (syntax version 3) service segments and the CONTRL message, which D.96A uses but does not
 * define: the envelope (UNA, UNB, UNG, UNH, UNS, UNT, UNE, UNZ) and CONTRL's response segments.
 */
import type { ElementDef, SegmentDef, SimpleElementDef, StructureNode } from '../model/directory';

const el = (id: string, name: string, type: string, maxLength: number, required = false): SimpleElementDef => ({
  id,
  name,
  type,
  maxLength,
  required,
});
const comp = (id: string, name: string, required: boolean, components: SimpleElementDef[]): ElementDef => ({
  id,
  name,
  required,
  components,
});

const dataElementIdentification = comp('S011', 'Data element identification', false, [
  el('0098', 'Erroneous data element position in segment', 'n', 3, true),
  el('0104', 'Erroneous component data element position', 'n', 3),
]);
const sender = comp('S002', 'Interchange sender', true, [
  el('0004', 'Sender identification', 'an', 35, true),
  el('0007', 'Partner identification code qualifier', 'an', 4),
  el('0008', 'Address for reverse routing', 'an', 14),
]);
const recipient = comp('S003', 'Interchange recipient', true, [
  el('0010', 'Recipient identification', 'an', 35, true),
  el('0007', 'Partner identification code qualifier', 'an', 4),
  el('0014', 'Routing address', 'an', 14),
]);
const messageIdentifier = comp('S009', 'Message identifier', true, [
  el('0065', 'Message type identifier', 'an', 6, true),
  el('0052', 'Message type version number', 'an', 3, true),
  el('0054', 'Message type release number', 'an', 3, true),
  el('0051', 'Controlling agency', 'an', 2, true),
  el('0057', 'Association assigned code', 'an', 6),
]);
const preparation = comp('S004', 'Date/time of preparation', true, [
  el('0017', 'Date', 'n', 6, true),
  el('0019', 'Time', 'n', 4, true),
]);
const action = el('0083', 'Action, coded', 'an', 3, true);
const syntaxError = el('0085', 'Syntax error, coded', 'an', 3);
const segmentTag = el('0013', 'Service segment tag, coded', 'an', 3);

export const serviceSegments: Readonly<Record<string, SegmentDef>> = {
  UNA: {
    name: 'Service string advice',
    elements: [
      el('UNA1', 'Component data element separator', 'an', 1, true),
      el('UNA2', 'Data element separator', 'an', 1, true),
      el('UNA3', 'Decimal notation', 'an', 1, true),
      el('UNA4', 'Release indicator', 'an', 1, true),
      el('UNA5', 'Reserved for future use', 'an', 1, true),
      el('UNA6', 'Segment terminator', 'an', 1, true),
    ],
  },
  UNB: {
    name: 'Interchange header',
    elements: [
      comp('S001', 'Syntax identifier', true, [
        el('0001', 'Syntax identifier', 'a', 4, true),
        el('0002', 'Syntax version number', 'n', 1, true),
      ]),
      sender,
      recipient,
      preparation,
      el('0020', 'Interchange control reference', 'an', 14, true),
      comp('S005', "Recipient's reference/password", false, [
        el('0022', "Recipient's reference/password", 'an', 14, true),
        el('0025', "Recipient's reference/password qualifier", 'an', 2),
      ]),
      el('0026', 'Application reference', 'an', 14),
      el('0029', 'Processing priority code', 'a', 1),
      el('0031', 'Acknowledgement request', 'n', 1),
      el('0032', 'Communications agreement identification', 'an', 35),
      el('0035', 'Test indicator', 'n', 1),
    ],
  },
  UNG: {
    name: 'Functional group header',
    elements: [
      el('0038', 'Functional group identification', 'an', 6, true),
      comp('S006', 'Application sender identification', true, [
        el('0040', 'Application sender identification', 'an', 35, true),
        el('0007', 'Partner identification code qualifier', 'an', 4),
      ]),
      comp('S007', 'Application recipient identification', true, [
        el('0044', 'Application recipient identification', 'an', 35, true),
        el('0007', 'Partner identification code qualifier', 'an', 4),
      ]),
      preparation,
      el('0048', 'Functional group reference number', 'an', 14, true),
      el('0051', 'Controlling agency', 'an', 2, true),
      comp('S008', 'Message version', true, [
        el('0052', 'Message type version number', 'an', 3, true),
        el('0054', 'Message type release number', 'an', 3, true),
        el('0057', 'Association assigned code', 'an', 6),
      ]),
      el('0058', 'Application password', 'an', 14),
    ],
  },
  UNH: {
    name: 'Message header',
    elements: [
      el('0062', 'Message reference number', 'an', 14, true),
      messageIdentifier,
      el('0068', 'Common access reference', 'an', 35),
      comp('S010', 'Status of the transfer', false, [
        el('0070', 'Sequence message transfer number', 'n', 2, true),
        el('0073', 'First/last sequence message transfer indication', 'a', 1),
      ]),
    ],
  },
  UNS: { name: 'Section control', elements: [el('0081', 'Section identification', 'a', 1, true)] },
  UNT: {
    name: 'Message trailer',
    elements: [
      el('0074', 'Number of segments in the message', 'n', 6, true),
      el('0062', 'Message reference number', 'an', 14, true),
    ],
  },
  UNE: {
    name: 'Functional group trailer',
    elements: [
      el('0060', 'Number of messages', 'n', 6, true),
      el('0048', 'Functional group reference number', 'an', 14, true),
    ],
  },
  UNZ: {
    name: 'Interchange trailer',
    elements: [
      el('0036', 'Interchange control count', 'n', 6, true),
      el('0020', 'Interchange control reference', 'an', 14, true),
    ],
  },
  UCI: {
    name: 'Interchange response',
    elements: [
      el('0020', 'Interchange control reference', 'an', 14, true),
      sender,
      recipient,
      action,
      syntaxError,
      segmentTag,
      dataElementIdentification,
    ],
  },
  UCM: {
    name: 'Message response',
    elements: [
      el('0062', 'Message reference number', 'an', 14, true),
      messageIdentifier,
      action,
      syntaxError,
      segmentTag,
      dataElementIdentification,
    ],
  },
  UCF: {
    name: 'Functional group response',
    elements: [
      el('0048', 'Functional group reference number', 'an', 14, true),
      comp('S006', 'Application sender identification', true, [
        el('0040', 'Application sender identification', 'an', 35, true),
        el('0007', 'Partner identification code qualifier', 'an', 4),
      ]),
      comp('S007', 'Application recipient identification', true, [
        el('0044', 'Application recipient identification', 'an', 35, true),
        el('0007', 'Partner identification code qualifier', 'an', 4),
      ]),
      action,
      syntaxError,
      segmentTag,
      dataElementIdentification,
    ],
  },
  UCS: {
    name: 'Segment error indication',
    elements: [el('0096', 'Segment position in message body', 'n', 6, true), syntaxError],
  },
  UCD: {
    name: 'Data element error indication',
    elements: [el('0085', 'Syntax error, coded', 'an', 3, true), { ...dataElementIdentification, required: true }],
  },
};

const seg = (segment: string, maxRepeat: number, required: boolean): StructureNode => ({
  segment,
  maxRepeat,
  required,
});

/** CONTRL, syntax and service report message (ISO 9735 version 3). */
export const contrlStructure: StructureNode[] = [
  seg('UNH', 1, true),
  seg('UCI', 1, true),
  {
    group: 'SG1',
    maxRepeat: 999999,
    required: false,
    children: [
      seg('UCM', 1, true),
      { group: 'SG2', maxRepeat: 999, required: false, children: [seg('UCS', 1, true), seg('UCD', 99, false)] },
    ],
  },
  {
    group: 'SG3',
    maxRepeat: 999999,
    required: false,
    children: [
      seg('UCF', 1, true),
      {
        group: 'SG4',
        maxRepeat: 999999,
        required: false,
        children: [
          seg('UCM', 1, true),
          { group: 'SG5', maxRepeat: 999, required: false, children: [seg('UCS', 1, true), seg('UCD', 99, false)] },
        ],
      },
    ],
  },
  seg('UNT', 1, true),
];
