/**
 * Where a segment of a result belongs: its interchange's standard, its message's version and directory,
 * and which segments are in no envelope. The view and the browser's session both ask.
 */
import type { EdifactDirectory } from '../model/directory';
import { directoryId } from '../model/directory-id';
import type { Dictionaries } from '../model/dictionaries';
import type { ParseResult } from '../model/types';
import type { StandardId } from '../../standards';

/**
 * The EDIFACT directory to name a segment from: the one its message names (version D:96A → d96a), else any
 * loaded one (envelope segments are the same in all).
 */
export const directoryFor = (dictionaries: Dictionaries, version: string | undefined): EdifactDirectory | undefined => {
  const [v = '', r = ''] = (version ?? '').split(':');
  return dictionaries.edifact[directoryId(v, r)] ?? Object.values(dictionaries.edifact)[0];
};

/** The version (D:96A) of the message holding the segment at `index`, if one does. */
export function versionAt(result: ParseResult, index: number): string | undefined {
  for (const ic of result.interchanges)
    for (const g of ic.groups)
      for (const t of g.transactions) if (t.first <= index && index <= t.last) return t.version;
  return undefined;
}

/** The standard of the segment at `index`: that of the last interchange opened before it. */
export function standardAt(result: ParseResult, index: number): StandardId | undefined {
  let standard = result.standard;
  for (const ic of result.interchanges) {
    if (ic.header > index) break;
    standard = ic.standard;
  }
  return standard;
}

/** Indexes of the segments that are in no interchange's header or trailer, group's, or transaction. */
export function outsideEnvelopes(result: ParseResult): number[] {
  const covered = new Uint8Array(result.segments.length);
  const mark = (index: number | undefined) => {
    if (index !== undefined) covered[index] = 1;
  };
  for (const ic of result.interchanges) {
    mark(ic.header);
    if (result.segments[ic.header - 1]?.tag === 'UNA') mark(ic.header - 1);
    mark(ic.trailer);
    for (const g of ic.groups) {
      mark(g.header);
      mark(g.trailer);
      for (const t of g.transactions) covered.fill(1, t.first, t.last + 1);
    }
  }
  const stray: number[] = [];
  covered.forEach((c, index) => {
    if (!c) stray.push(index);
  });
  return stray;
}
