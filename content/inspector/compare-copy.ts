/** Words of the inspector's Compare tab: the document diff. */
import { grouped } from './copy';

type Counted = Readonly<Record<string, number>>;
const plural = (n: number, one: string, many = `${one}s`) => `${grouped(n)} ${n === 1 ? one : many}`;
const listed = (counts: Counted, word: string) =>
  Object.entries(counts).map(([id, n]) => `${plural(n, `${id} ${word}`, `${id} ${word}s`)}`);

export const compareCopy = {
  heading: 'Compare two documents',
  intro:
    'Paste or choose two versions of a document (the first and the corrected 856, say). They are aligned by interchange, set, loop and segment, so you see what changed in which line, not which text moved.',
  left: 'First document',
  right: 'Second document',
  file: 'Choose a file',
  run: 'Compare',
  working: 'Comparing…',
  same: 'The two documents hold the same segments.',
  results: 'Differences',
  previous: 'Previous change',
  next: 'Next change',
  keys: 'Arrow keys move between changes.',
  export: 'Download the differences (JSON)',
  change: { added: 'Added', removed: 'Removed', changed: 'Changed' },
  at: (left?: number, right?: number) =>
    [left && `segment ${grouped(left)} of the first`, right && `segment ${grouped(right)} of the second`]
      .filter(Boolean)
      .join(', '),
  columns: { element: 'Element', name: 'Name', before: 'First', after: 'Second' },
  summary: (s: {
    segmentsChanged: number;
    segmentsAdded: number;
    segmentsRemoved: number;
    added: Counted;
    removed: Counted;
    elements: readonly { ref: string; name: string; count: number }[];
  }) => [
    ...s.elements.map((e) => `${e.ref}${e.name ? ` (${e.name})` : ''} changed in ${plural(e.count, 'segment')}`),
    ...listed(s.added, 'loop').map((t) => `${t} added`),
    ...listed(s.removed, 'loop').map((t) => `${t} removed`),
    ...(s.segmentsAdded ? [`${plural(s.segmentsAdded, 'segment')} added`] : []),
    ...(s.segmentsRemoved ? [`${plural(s.segmentsRemoved, 'segment')} removed`] : []),
  ],
};
