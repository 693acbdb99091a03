/**
 * The JSON Schema (2020-12) of our EDI JSON (to-json.ts writes it, json-input.ts reads it back), served at
 * /schemas/edi-json/v1.json. Keys end in the element's or component's position (`_03`), which is what makes
 * the JSON reversible; a loop is an object with one key (`PO1_loop`, EDIFACT `SG25`) holding its nodes.
 */
import { EDI_JSON_SCHEMA_PATH } from './edi-json-path';
import { standardIds } from '../../standards';

const ref = (name: string) => ({ $ref: `#/$defs/${name}` });
const POSITIONED = '_\\d\\d$';
const delimiter = { type: 'string', minLength: 1, maxLength: 1, pattern: '^[^A-Za-z0-9 ]$' };

export const ediJsonSchema = (siteUrl: string) => ({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: `${siteUrl.replace(/\/$/, '')}${EDI_JSON_SCHEMA_PATH}`,
  title: 'Northwind EDI JSON, version 1',
  description:
    'An X12 or EDIFACT document as JSON: interchanges, groups, transaction sets or messages, loops and segments in document order. POST it to /api/edi/convert?to=edi to get EDI back with every count recomputed.',
  type: 'object',
  required: ['interchanges'],
  properties: {
    $schema: { type: 'string' },
    interchanges: { type: 'array', minItems: 1, items: ref('interchange') },
  },
  additionalProperties: false,
  $defs: {
    composite: {
      description: 'A composite element: components keyed by name, data element id (EDIFACT) and position.',
      type: 'object',
      propertyNames: { pattern: POSITIONED },
      additionalProperties: { type: 'string' },
    },
    occurrence: { oneOf: [{ type: 'string' }, ref('composite')] },
    element: {
      description: 'A simple element (string), a composite (object), or an element sent repeated (array).',
      oneOf: [{ type: 'string' }, ref('composite'), { type: 'array', minItems: 2, items: ref('occurrence') }],
    },
    segment: {
      description: 'One segment: its tag and its non-empty elements, keyed like purchase_order_number_03.',
      type: 'object',
      required: ['tag'],
      properties: { tag: { type: 'string', pattern: '^[A-Z][A-Z0-9]{1,2}$' } },
      propertyNames: { pattern: `^tag$|${POSITIONED}` },
      additionalProperties: ref('element'),
    },
    loop: {
      description: 'One repetition of a loop (X12 PO1_loop) or segment group (EDIFACT SG25).',
      type: 'object',
      minProperties: 1,
      maxProperties: 1,
      propertyNames: { pattern: '^([A-Z][A-Z0-9]{1,2}_loop|SG\\d+)$' },
      additionalProperties: { type: 'array', items: ref('node') },
    },
    node: { oneOf: [ref('segment'), ref('loop')] },
    transaction: {
      type: 'object',
      required: ['code', 'control', 'segments'],
      properties: {
        code: { type: 'string', description: 'ST01 or the UNH message type.' },
        name: { type: 'string' },
        control: { type: 'string', description: 'ST02 or UNH 0062.' },
        version: { type: 'string', description: 'EDIFACT: the directory, as D:96A.' },
        segments: { type: 'array', minItems: 1, items: ref('node') },
      },
      additionalProperties: false,
    },
    group: {
      type: 'object',
      required: ['transactions'],
      description: 'A functional group (GS…GE, UNG…UNE); EDIFACT messages sent without UNG have no header.',
      properties: {
        header: ref('segment'),
        transactions: { type: 'array', items: ref('transaction') },
        trailer: ref('segment'),
      },
      additionalProperties: false,
    },
    interchange: {
      type: 'object',
      required: ['standard', 'delimiters', 'header', 'groups'],
      properties: {
        standard: { enum: standardIds },
        delimiters: {
          type: 'object',
          required: ['element', 'component', 'segment'],
          properties: {
            element: delimiter,
            component: delimiter,
            segment: delimiter,
            repetition: delimiter,
            release: delimiter,
            decimal: { enum: ['.', ','] },
          },
          additionalProperties: false,
        },
        una: { type: 'boolean', description: 'EDIFACT: the interchange opened with a UNA.' },
        header: ref('segment'),
        groups: { type: 'array', items: ref('group') },
        trailer: ref('segment'),
      },
      additionalProperties: false,
    },
  },
});
