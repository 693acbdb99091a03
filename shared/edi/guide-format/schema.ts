/**
 * The public guide format, version 1: a trading partner's implementation guide as JSON, for X12 sets and
 * EDIFACT messages alike. Defined once with zod (a well-kept validator whose errors carry paths); the JSON
 * Schema published at /schemas/edi-guide/v1.json is generated from it (z.toJSONSchema), so the two cannot
 * drift. Usage words follow implementation guides: must use, used, not used.
 */
import { z } from 'zod';
import { standardIds } from '../../standards';

export const EDI_GUIDE_SCHEMA_PATH = '/schemas/edi-guide/v1.json';
export const GUIDE_FORMAT = 'northwind-edi-guide/1';

/** Bounds that keep a hostile guide cheap to check (sizes of real guides are far below them). */
export const GUIDE_LIMITS = { nodes: 5_000, depth: 16, codes: 5_000, text: 2_000 } as const;

const usage = z.enum(['must', 'used', 'not-used']).describe('must use, used when the data calls for it, not used');
const text = z.string().max(GUIDE_LIMITS.text);
/** Max use of a segment or loop: a number, or unbounded (X12's ">1"). */
const maxUse = z.union([z.number().int().min(1).max(1_000_000), z.literal('unbounded')]);
const id = z.string().regex(/^[A-Z0-9]{1,6}$/);

/** X12 relational conditions (P paired, R required, E exclusion, C conditional, L list conditional) and EDIFACT D1–D7. */
const condition = z.object({
  type: z.enum(['P', 'R', 'E', 'C', 'L', 'D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7']),
  elements: z.array(z.string().max(16)).min(2).max(20),
  note: text.optional(),
});

export const guideElement = z.object({
  ref: z
    .string()
    .regex(/^[A-Z0-9]{2,3}\d{2}(-\d{1,2})?$|^[A-Z0-9]{3} [A-Z0-9]{4}(\/[A-Z0-9]{4})?$/)
    .describe('BEG03, or NAD C082/3039'),
  id: z.string().max(8).optional().describe('the data element number: 353, 3039'),
  name: text.optional(),
  usage,
  type: z.enum([
    'ID',
    'AN',
    'R',
    'DT',
    'TM',
    'N0',
    'N1',
    'N2',
    'N3',
    'N4',
    'N5',
    'N6',
    'N7',
    'N8',
    'N9',
    'a',
    'n',
    'an',
  ]),
  min: z.number().int().min(0).max(99_999),
  max: z.number().int().min(1).max(99_999),
  codes: z
    .record(z.string().max(35), z.string().max(200))
    .optional()
    .describe('the codes accepted, with their meaning'),
  open: z.boolean().optional().describe('a code outside codes is a warning, not an error'),
  fixed: z.string().max(256).optional().describe('the one value accepted'),
  note: text.optional(),
});

export const guideSegment = z.object({
  segment: id,
  name: text.optional(),
  usage,
  max: maxUse,
  elements: z.array(guideElement).max(99),
  conditions: z.array(condition).max(50).optional(),
  note: text.optional(),
});

export interface GuideLoopJson {
  loop: string;
  usage: z.infer<typeof usage>;
  max: z.infer<typeof maxUse>;
  children: GuideNodeJson[];
  note?: string;
}
export type GuideSegmentJson = z.infer<typeof guideSegment>;
export type GuideNodeJson = GuideSegmentJson | GuideLoopJson;

export const guideNode: z.ZodType<GuideNodeJson> = z.lazy(() =>
  z.union([
    guideSegment,
    z.object({
      loop: id.describe('the loop id (X12: its first segment, N1) or EDIFACT segment group (SG2)'),
      usage,
      max: maxUse,
      children: z.array(guideNode).min(1).max(500),
      note: text.optional(),
    }),
  ]),
);

export const publicGuide = z.object({
  $schema: z.string().optional(),
  format: z.literal(GUIDE_FORMAT),
  standard: z.enum(standardIds),
  set: z
    .string()
    .regex(/^(\d{3}|[A-Z]{6})$/)
    .describe('X12 ST01 (850) or EDIFACT message type (ORDERS)'),
  release: z
    .string()
    .regex(/^\d{6}$|^d\d{2}[ab]$/)
    .describe('X12 GS08 release (004010) or UN/EDIFACT directory (d96a)'),
  title: text,
  partner: text.optional(),
  functionalId: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  summary: text.optional(),
  structure: z.array(guideNode).min(1).max(500),
  hierarchy: z
    .object({ levels: z.array(z.string().max(2)).max(20), requires: z.record(z.string().max(2), z.array(id).max(50)) })
    .optional()
    .describe('the 856 HL hierarchy: HL03 levels from the top, the segments each must carry'),
  counts: z
    .array(z.object({ ref: z.string().max(8), tag: id, element: z.number().int().min(1).max(99), counts: id }))
    .max(20)
    .optional(),
});

export type PublicGuide = z.infer<typeof publicGuide>;
export type PublicElement = z.infer<typeof guideElement>;

export const isLoopJson = (n: GuideNodeJson): n is GuideLoopJson => 'loop' in n;

/** The JSON Schema of the format, as published (its $id on this site). */
export const guideJsonSchema = (siteUrl: string) => ({
  ...z.toJSONSchema(publicGuide, { target: 'draft-2020-12' }),
  $id: `${siteUrl.replace(/\/$/, '')}${EDI_GUIDE_SCHEMA_PATH}`,
  title: 'EDI implementation guide (Northwind EDI guide format, version 1)',
});
