/**
 * Words of the hero pictures on the reference guides and the per-code pages: a segment taken apart at its delimiters.
 */
/** One segment to take apart: its text, and a short name for each data element in order. */
export interface SampleSegment {
  text: string;
  caption: string;
  /** Element names by position; a name per element the segment carries, empty ones included. */
  elements: readonly string[];
}

export type DelimiterRole = 'element' | 'component' | 'segment';

export interface StandardSyntax {
  /** The usual delimiter characters of the standard, and what each is called. */
  delimiters: Readonly<Record<DelimiterRole, { char: string; name: string }>>;
  /**
   * A code page's sample: the header that opens every transaction set or message of the code (`version`: an
   * EDIFACT directory as UNH names it, D:01B; the guide's D:96A when absent).
   */
  header: (code: string, version?: string) => SampleSegment;
}

/** Per standard id (shared/standards.ts; client/components/hero/segment-anatomy.tsx checks the keys). */
export const segmentSyntax = {
  x12: {
    delimiters: {
      element: { char: '*', name: 'Element separator' },
      component: { char: ':', name: 'Component separator' },
      segment: { char: '~', name: 'Segment terminator' },
    },
    header: (code) => ({
      text: `ST*${code}*0001~`,
      caption: `Every ${code} opens with its transaction set header`,
      elements: ['Transaction set', 'Control number'],
    }),
  },
  edifact: {
    delimiters: {
      element: { char: '+', name: 'Data element separator' },
      component: { char: ':', name: 'Component separator' },
      segment: { char: "'", name: 'Segment terminator' },
    },
    header: (code, version = 'D:96A') => ({
      text: `UNH+1+${code}:${version}:UN'`,
      caption: `Every ${code} opens with its message header`,
      elements: ['Message reference', 'Type : version : release : agency'],
    }),
  },
} satisfies Record<string, StandardSyntax>;

export const referenceHeroCopy = {
  tag: 'Tag',
  /** The label over a code's flow on its page. */
  flow: (name: string) => `Where it fits: ${name}`,
  /** An element that is present but empty (two separators in a row). */
  empty: 'empty',
} as const;
