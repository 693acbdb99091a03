/**
 * Turns a parse result into what the inspector shows and exports: segments named, elements labelled,
 * qualifiers given their code-list meaning (NAD+BY → Buyer). Plain data: rendered on the server for
 * the no-JavaScript form, serialised into the page, and rebuilt in the browser.
 */
import { inspectorCopy } from '../../content/inspector/copy';
import { isComposite, type ElementDef } from '../edi/model/directory';
import { directoryFor, outsideEnvelopes, standardAt, versionAt } from '../edi/syntax/locate';
import type { Dictionaries } from '../edi/inspect';
import type {
  Delimiters,
  EnvelopeFields,
  Finding,
  GuideUse,
  Interchange,
  ParseResult,
  Segment,
  Transaction,
} from '../edi/model/types';
import type { StandardId } from '../standards';
import { transactionName } from '../edi/writers/transaction-name';

export interface ViewElement {
  /** X12 reference (BEG03, PO103-2) or EDIFACT data element id with its composite (C082.3039). */
  ref: string;
  name: string;
  value: string;
  /** The code's meaning, when the element is a qualifier with a known code list. */
  meaning?: string;
  /** Which occurrence (1, 2, …) of an X12 element sent repeated (ISA11 separator). */
  repeat?: number;
}

export interface ViewSegment {
  pos: number;
  tag: string;
  name: string;
  elements: ViewElement[];
}

export interface ViewTransaction {
  code: string;
  name: string;
  control: string;
  version?: string;
  /** Positions of the first and last segment (ST…SE, UNH…UNT). */
  from: number;
  to: number;
  segments: ViewSegment[];
  /** Segments of this transaction left out of the view (beyond the render budget). */
  hidden: number;
}

export interface ViewGroup {
  explicit: boolean;
  functionalId: string;
  control: string;
  version: string;
  header?: ViewSegment;
  trailer?: ViewSegment;
  transactions: ViewTransaction[];
  /** Transactions left out of the view. */
  hiddenTransactions: number;
}

export interface ViewInterchange extends EnvelopeFields {
  standard: StandardId;
  header: ViewSegment[];
  trailer?: ViewSegment;
  groups: ViewGroup[];
  /** Groups left out of the view. */
  hiddenGroups: number;
}

export interface InspectorView {
  standard: StandardId | undefined;
  delimiters: Delimiters | undefined;
  interchanges: ViewInterchange[];
  /** Interchanges left out of the view. */
  hiddenInterchanges: number;
  /** Segments in no envelope (after an IEA, between a GS and its first ST, unreadable ones), up to the budget. */
  outside: ViewSegment[];
  hiddenOutside: number;
  issues: Finding[];
  /** Findings were left out (see ParseResult.truncated); `found` counts them all. */
  truncated: boolean;
  found: number;
  segmentCount: number;
  transactionCount: number;
  length: number;
  /** Per X12 set code and release: the guide that checked it, if we publish one. */
  guides: GuideUse[];
}

/** How many segments and transactions a view describes in full; the rest is counted. */
export interface ViewBudget {
  segments: number;
  /** Per group. */
  transactions: number;
  /** Groups per interchange, and interchanges; the transactions' number when absent. */
  groups?: number;
  /** Segments outside any envelope; 200 when absent. */
  outside?: number;
}

export const DEFAULT_BUDGET: ViewBudget = { segments: 1500, transactions: 200 };

const pad = (n: number) => String(n).padStart(2, '0');

const nameOf = (segment: Segment, name: string | undefined) =>
  segment.unreadable ? inspectorCopy.tree.unreadableSegment : (name ?? inspectorCopy.tree.unknownSegment);

/** One segment with its name and labelled, non-empty elements (EDIFACT: named from its message's directory). */
export function describeSegment(
  standard: StandardId,
  segment: Segment,
  dictionaries: Dictionaries,
  version?: string,
): ViewSegment {
  const elements: ViewElement[] = [];
  if (standard === 'x12') {
    const def = dictionaries.x12.segments[segment.tag];
    const repetitions = segment.repetitions;
    segment.elements.forEach((first, i) => {
      const ref = `${segment.tag}${pad(i + 1)}`;
      const name = def?.elements[i] ?? ref;
      const occurrences = repetitions?.[i];
      (occurrences ?? [first]).forEach((components, r) => {
        components.forEach((value, j) => {
          if (!value) return;
          const composite = components.length > 1;
          const meaning = composite ? undefined : dictionaries.x12.codes[ref]?.[value];
          elements.push({
            ref: composite ? `${ref}-${j + 1}` : ref,
            name: composite ? `${name} (${j + 1})` : name,
            value,
            ...(meaning && { meaning }),
            ...(occurrences && { repeat: r + 1 }),
          });
        });
      });
    });
    return { pos: segment.pos, tag: segment.tag, name: nameOf(segment, def?.name), elements };
  }
  const directory = directoryFor(dictionaries, version);
  const def = directory?.segments[segment.tag];
  const codes = directory?.codes;
  const label = (d: ElementDef | undefined, fallback: string, value: string, prefix = ''): ViewElement => {
    const meaning = d && !isComposite(d) ? codes?.[d.id]?.[value] : undefined;
    return { ref: d ? `${prefix}${d.id}` : fallback, name: d?.name ?? fallback, value, ...(meaning && { meaning }) };
  };
  segment.elements.forEach((components, i) => {
    const d = def?.elements[i];
    const fallback = `${segment.tag}${pad(i + 1)}`;
    if (d && isComposite(d)) {
      components.forEach((value, j) => {
        if (value) elements.push(label(d.components[j], `${fallback}-${j + 1}`, value, `${d.id}.`));
      });
    } else {
      components.forEach((value, j) => {
        if (value)
          elements.push(
            label(j === 0 ? d : undefined, components.length > 1 ? `${fallback}-${j + 1}` : fallback, value),
          );
      });
    }
  });
  return { pos: segment.pos, tag: segment.tag, name: nameOf(segment, def?.name), elements };
}

/** Segments outside envelopes described in a view; the rest are counted. */
const OUTSIDE_SHOWN = 200;

/** The view of a whole result, describing segments until the budget is spent. */
export function buildView(
  result: ParseResult,
  dictionaries: Dictionaries,
  budget: ViewBudget = DEFAULT_BUDGET,
): InspectorView {
  const groupCap = budget.groups ?? budget.transactions;
  let segmentsLeft = budget.segments;
  let transactionCount = 0;
  const describe = (standard: StandardId, index: number | undefined, version?: string): ViewSegment | undefined => {
    const s = index === undefined ? undefined : result.segments[index];
    return s && describeSegment(standard, s, dictionaries, version);
  };
  const transaction = (standard: StandardId, t: Transaction): ViewTransaction => {
    const all = t.last - t.first + 1;
    const shown = Math.max(0, Math.min(all, segmentsLeft));
    segmentsLeft -= shown;
    const segments: ViewSegment[] = [];
    for (let i = t.first; i < t.first + shown; i += 1) {
      const d = describe(standard, i, t.version);
      if (d) segments.push(d);
    }
    return {
      code: t.code,
      name: transactionName(standard, t.code, dictionaries, t.version),
      control: t.control,
      ...(t.version && { version: t.version }),
      from: result.segments[t.first]?.pos ?? 0,
      to: result.segments[t.last]?.pos ?? 0,
      segments,
      hidden: all - shown,
    };
  };
  const interchange = (ic: Interchange): ViewInterchange => {
    const { standard } = ic;
    const header: ViewSegment[] = [];
    const una = result.segments[ic.header - 1];
    if (una?.tag === 'UNA' && result.segments[ic.header]?.tag === 'UNB')
      header.push(describeSegment('edifact', una, dictionaries));
    const h = describe(standard, ic.header);
    if (h) header.push(h);
    const trailer = describe(standard, ic.trailer);
    return {
      standard,
      senderQualifier: ic.senderQualifier,
      sender: ic.sender,
      receiverQualifier: ic.receiverQualifier,
      receiver: ic.receiver,
      date: ic.date,
      time: ic.time,
      control: ic.control,
      version: ic.version,
      test: ic.test,
      header,
      ...(trailer && { trailer }),
      hiddenGroups: Math.max(0, ic.groups.length - groupCap),
      groups: ic.groups.slice(0, groupCap).map((g) => {
        const shown = g.transactions.slice(0, budget.transactions);
        const groupHeader = describe(standard, g.header);
        const groupTrailer = describe(standard, g.trailer);
        return {
          explicit: g.explicit,
          functionalId: g.functionalId,
          control: g.control,
          version: g.version,
          ...(groupHeader && { header: groupHeader }),
          ...(groupTrailer && { trailer: groupTrailer }),
          transactions: shown.map((t) => transaction(standard, t)),
          hiddenTransactions: g.transactions.length - shown.length,
        };
      }),
    };
  };
  for (const ic of result.interchanges) for (const g of ic.groups) transactionCount += g.transactions.length;
  const interchanges = result.interchanges.slice(0, groupCap).map(interchange);
  const stray = outsideEnvelopes(result);
  const outside: ViewSegment[] = [];
  for (const index of stray.slice(0, budget.outside ?? OUTSIDE_SHOWN)) {
    const segment = result.segments[index];
    const standard = standardAt(result, index);
    if (segment && standard) outside.push(describeSegment(standard, segment, dictionaries, versionAt(result, index)));
  }
  return {
    standard: result.standard,
    delimiters: result.delimiters,
    interchanges,
    hiddenInterchanges: result.interchanges.length - interchanges.length,
    outside,
    hiddenOutside: stray.length - outside.length,
    issues: result.issues,
    truncated: result.truncated,
    found: Object.values(result.counts).reduce((n, c) => n + c, 0),
    segmentCount: result.segments.length,
    transactionCount,
    length: result.length,
    guides: result.guides ?? [],
  };
}
