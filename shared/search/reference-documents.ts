/**
 * Search documents of the two guides' codes: the 318 X12 005010 transaction sets and the EDIFACT guide's
 * messages, each at its per-code page (`${guidePath}/{CODE}`, the route and sitemap of shared/standards.ts).
 */
import { edifactMessages } from '../../content/reference-guides/edifact';
import { searchSynonyms } from '../../content/reference-guides/synonyms';
import { x12TransactionSets } from '../../content/reference-guides/x12';
import { codePath } from '../code-pages';
import { standardOf, type StandardId } from '../standards';
import type { SearchDoc } from './search-types';

/** Code → the practitioners' terms that mean it (ASN → 856): as keywords, they let a half-typed term find it. */
let termsByCode: Map<string, string[]> | undefined;
export function synonymTermsOf(code: string): string[] {
  if (!termsByCode) {
    termsByCode = new Map();
    for (const { terms, codes } of searchSynonyms)
      for (const c of codes) termsByCode.set(c, [...(termsByCode.get(c) ?? []), ...terms]);
  }
  return termsByCode.get(code) ?? [];
}

interface GuideEntry {
  code: string;
  name: string;
  description: string;
  category: string;
  industry: string;
}

function guideDocument(standard: StandardId, entry: GuideEntry): SearchDoc {
  const { label } = standardOf(standard);
  return {
    id: `${standard}:${entry.code}`,
    kind: standard,
    title: `${entry.code} ${entry.name}`,
    url: codePath(standard, entry.code),
    code: entry.code,
    keywords: [label, entry.category, entry.industry, ...synonymTermsOf(entry.code)].join(', '),
    body: entry.description,
    detail: entry.description,
  };
}

/** Every X12 005010 transaction set, in code order. */
export const x12Documents = (): SearchDoc[] => x12TransactionSets.map((e) => guideDocument('x12', e));

/** Every message of the EDIFACT guide (D.96A and CONTRL). */
export const edifactGuideDocuments = (): SearchDoc[] => edifactMessages.map((e) => guideDocument('edifact', e));
