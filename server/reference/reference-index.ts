import { standards, type StandardEntry } from '../../shared/standards';

/** The codes the site knows, per standard (shared/standards.ts): the only ones a preview may be fetched for. */
const indexes = new Map<string, Promise<Map<string, StandardEntry>>>();

function indexOf(standard: string): Promise<Map<string, StandardEntry>> | undefined {
  const descriptor = standards.find((s) => s.id === standard);
  if (!descriptor) return undefined;
  let index = indexes.get(standard);
  if (!index) {
    index = descriptor.entries().then((list) => new Map(list.map((e) => [e.code, { code: e.code, name: e.name }])));
    indexes.set(standard, index);
  }
  return index;
}

/** A standard's id as the site knows it (`x12`, `edifact`, …). */
export const isStandard = (value: unknown): value is string =>
  typeof value === 'string' && standards.some((s) => s.id === value);

/** How preview text names a standard and one of its codes ("X12", "transaction set"). */
export function wordsOf(standard: string): { standard: string; noun: string } {
  const descriptor = standards.find((s) => s.id === standard);
  return { standard: descriptor?.label ?? standard, noun: descriptor?.entryNoun ?? 'code' };
}

export const findEntry = async (standard: string, code: string): Promise<StandardEntry | undefined> =>
  (await indexOf(standard))?.get(code.toUpperCase());

/** The reference page of a code, from the configured pattern (never from the request). */
export const referenceLink = (pattern: string, code: string) => pattern.replace('{code}', encodeURIComponent(code));
