/**
 * The inspector worker's guide work, loaded on first use (the worker's first load stays as it was): a user's
 * guide read again as hostile input and made the engine's, and a starting guide inferred from sample files.
 */
import { inferGuide } from '../../shared/edi/guide-format/infer';
import { readGuide } from '../../shared/edi/guide-format/read-guide';
import { isLoopJson, type GuideNodeJson, type PublicGuide } from '../../shared/edi/guide-format/schema';
import type { X12Dictionary } from '../../content/directories/directory-types';
import { userGuideOf } from '../../shared/edi/guide-format/to-internal';
import { inspectLoading, type DictionaryLoader } from '../../shared/edi/inspect';
import { MAX_DOCUMENT_CHARS, type InspectOptions, type ParseResult } from '../../shared/edi/model/types';
import { NO_GUIDE } from '../../shared/edi/load/x12-guides';
import { loadDictionaries } from './dictionaries';
import type { Against } from './guide-choice';

/** What the engine is told for a choice; a user's guide that does not read (or is not X12) checks nothing more. */
export function optionsOf(against: Against | undefined): InspectOptions {
  if (!against || against.kind === 'auto') return {};
  if (against.kind === 'none') return { guide: NO_GUIDE };
  if (against.kind === 'release') return { guide: against.release };
  const read = readGuide(against.guide);
  const userGuide = 'guide' in read ? userGuideOf(read.guide) : undefined;
  return userGuide ? { userGuide } : {};
}

/** Segments named from the X12 dictionary where the inference left them unnamed (the tree shows the names). */
const named = (nodes: readonly GuideNodeJson[], x12: X12Dictionary): GuideNodeJson[] =>
  nodes.map((n) =>
    isLoopJson(n)
      ? { ...n, children: named(n.children, x12) }
      : n.name || !x12.segments[n.segment]
        ? n
        : { ...n, name: x12.segments[n.segment]?.name },
  );

/** Sample files the editor takes at once: enough for a partner's variants, bounded in work. */
export const INFER_LIMITS = { files: 20, chars: 10 * 1024 * 1024 } as const;

export type Inferred = { guide: PublicGuide; sets: string[] } | { refused: 'too-much' | 'no-sets' };

/** A starting guide from sample documents: the first set code met (and every code seen, for the user to know). */
export async function inferFromTexts(
  texts: readonly string[],
  load: DictionaryLoader = loadDictionaries,
): Promise<Inferred> {
  const total = texts.reduce((n, t) => n + t.length, 0);
  if (
    texts.length > INFER_LIMITS.files ||
    total > INFER_LIMITS.chars ||
    texts.some((t) => t.length > MAX_DOCUMENT_CHARS)
  )
    return { refused: 'too-much' };
  const results: ParseResult[] = [];
  let dictionaries;
  for (const text of texts) {
    const inspected = await inspectLoading(text, load, { maxFindings: 1 });
    results.push(inspected.result);
    dictionaries = inspected.dictionaries;
  }
  const inferred = dictionaries && inferGuide(results, dictionaries);
  if (!inferred || !dictionaries) return { refused: 'no-sets' };
  const guide = { ...inferred, structure: named(inferred.structure, dictionaries.x12) };
  const sets = new Set<string>();
  for (const r of results)
    for (const ic of r.interchanges)
      if (ic.standard === 'x12') for (const g of ic.groups) for (const tx of g.transactions) sets.add(tx.code);
  return { guide, sets: [...sets] };
}
