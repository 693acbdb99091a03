import { edifactMessages } from '../../content/reference-guides/edifact';
import { x12TransactionSets } from '../../content/reference-guides/x12';

export type Standard = 'x12' | 'edifact';

export interface IndexEntry {
  code: string;
  name: string;
}

/** The codes the site knows, per standard: the only ones a preview may be fetched for. */
const entries: Record<Standard, Map<string, IndexEntry>> = {
  x12: new Map(x12TransactionSets.map((e) => [e.code, { code: e.code, name: e.name }])),
  edifact: new Map(edifactMessages.map((e) => [e.code, { code: e.code, name: e.name }])),
};

export const isStandard = (value: unknown): value is Standard => value === 'x12' || value === 'edifact';

export const findEntry = (standard: Standard, code: string): IndexEntry | undefined =>
  entries[standard].get(code.toUpperCase());

/** The reference page of a code, from the configured pattern (never from the request). */
export const referenceLink = (pattern: string, code: string) => pattern.replace('{code}', encodeURIComponent(code));
