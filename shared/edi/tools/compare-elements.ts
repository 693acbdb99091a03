/**
 * The elements two versions of a segment differ in, named as our findings name them: X12 `PO102` (a
 * component `PO106-2`), EDIFACT `QTY C186/6060` from the message's directory, with the dictionary's name.
 * Every occurrence of a repeated element is compared (a repetition added is a change of that element).
 */
import { isComposite } from '../model/directory';
import type { Dictionaries } from '../model/dictionaries';
import { directoryFor } from '../syntax/locate';
import { elementsOf, type ElementValues } from '../syntax/segment-values';
import type { Interchange, Segment } from '../model/types';
import type { PerStandard } from '../../standards';

export interface ElementChange {
  ref: string;
  /** The dictionary's name of the element or component; empty when no dictionary names it. */
  name: string;
  /** The value on each side (occurrences joined by the repetition separator); empty when absent. */
  before: string;
  after: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

type Namer = (tag: string, i: number, j: number | undefined) => { ref: string; name: string };

const x12Names =
  (d: Dictionaries): Namer =>
  (tag, i, j) => ({
    ref: `${tag}${pad(i + 1)}${j === undefined ? '' : `-${j + 1}`}`,
    name: d.x12.segments[tag]?.elements[i] ?? '',
  });

const edifactNames =
  (d: Dictionaries, version: string | undefined): Namer =>
  (tag, i, j) => {
    const def = directoryFor(d, version)?.segments[tag]?.elements[i];
    if (!def) return { ref: `${tag}${pad(i + 1)}${j === undefined ? '' : `-${j + 1}`}`, name: '' };
    if (j === undefined || !isComposite(def)) return { ref: `${tag} ${def.id}`, name: def.name };
    const component = def.components[j];
    return component
      ? { ref: `${tag} ${def.id}/${component.id}`, name: component.name }
      : { ref: `${tag} ${def.id}-${j + 1}`, name: def.name };
  };

/** An element's occurrences as text: components by `:`, occurrences by `^` (display only). */
const shown = (e: ElementValues | undefined): string => (e ?? []).map((o) => o.join(':').replace(/:+$/, '')).join('^');

/** The changes between two segments of one tag, in element order. */
function changes(a: Segment, b: Segment, ic: Interchange, name: Namer): ElementChange[] {
  const ea = elementsOf(a, ic.delimiters);
  const eb = elementsOf(b, ic.delimiters);
  const out: ElementChange[] = [];
  for (let i = 0; i < Math.max(ea.length, eb.length); i += 1) {
    const x = ea[i];
    const y = eb[i];
    if (shown(x) === shown(y)) continue;
    // One occurrence on each side: name the components that changed; otherwise the element as a whole.
    const [ox] = x ?? [];
    const [oy] = y ?? [];
    const single = (x?.length ?? 0) <= 1 && (y?.length ?? 0) <= 1;
    const width = Math.max(ox?.length ?? 0, oy?.length ?? 0);
    if (single && width > 1) {
      for (let j = 0; j < width; j += 1) {
        const before = ox?.[j] ?? '';
        const after = oy?.[j] ?? '';
        if (before !== after) out.push({ ...name(a.tag, i, j), before, after });
      }
    } else out.push({ ...name(a.tag, i, undefined), before: shown(x), after: shown(y) });
  }
  return out;
}

/** Who names a standard's elements: X12's dictionary, or the EDIFACT message's directory. */
const namers: PerStandard<(d: Dictionaries, version: string | undefined) => Namer> = {
  x12: x12Names,
  edifact: edifactNames,
};

/** A comparer naming elements from `d`: X12 by the dictionary, EDIFACT by the message's directory. */
export const elementNamer =
  (d: Dictionaries) =>
  (ic: Interchange, version: string | undefined, a: Segment, b: Segment): ElementChange[] =>
    changes(a, b, ic, namers[ic.standard](d, version));
