/**
 * Finds the EDI the site shows: complete interchanges, and fragments (a few segments, or ST…SE and
 * UNH…UNT without their envelopes) in blog code blocks, post pictures, inline code that ends with a
 * terminator, page copy and the reference heroes. Abbreviated segments ("ISA*...*") are not examples.
 */
import type { StandardId } from '../../../shared/standards';

export interface Example {
  source: string;
  /** Where in the source, for a failure message. */
  label: string;
  standard: StandardId;
  /** Segments, each without its terminator. */
  segments: string[];
}

const X12_SEGMENT = /^[A-Z][A-Z0-9]{1,2}\*/;
const EDIFACT_SEGMENT = /^(UNA|[A-Z][A-Z0-9]{2}\+)/;
const abbreviated = (s: string) => s.includes('...') || s.includes('…');

/** The standard of a block of lines, by its first segment-like line. */
function standardOf(lines: readonly string[]): StandardId | undefined {
  for (const l of lines) {
    if (X12_SEGMENT.test(l)) return 'x12';
    if (EDIFACT_SEGMENT.test(l)) return 'edifact';
  }
  return undefined;
}

/**
 * The segments of a block: X12 up to each '~' (a note after it is not EDI), EDIFACT up to each
 * unreleased "'" (the UNA's own characters kept). Lines that are not segments are left out.
 */
export function segmentsOf(block: string, standard: StandardId): string[] {
  const segments: string[] = [];
  for (const raw of block.split('\n')) {
    const line = raw.trim();
    if (standard === 'x12') {
      // Examples end each segment with '~'; a line without one is a note (a loop diagram, a heading).
      if (!X12_SEGMENT.test(line) || !line.includes('~')) continue;
      const end = line.lastIndexOf('~');
      for (const s of (end < 0 ? line : line.slice(0, end)).split('~')) if (s.trim()) segments.push(s.trim());
    } else {
      if (!EDIFACT_SEGMENT.test(line) || (!line.includes("'") && !line.startsWith('UNA'))) continue;
      if (line.startsWith('UNA')) {
        segments.push(line.slice(0, 9));
        continue;
      }
      for (const s of line.split(/(?<!\?)'/)) if (EDIFACT_SEGMENT.test(s.trim())) segments.push(s.trim());
    }
  }
  return segments.filter((s) => !abbreviated(s));
}

/** Examples in one text: its fenced code blocks when it is Markdown, else the text itself. */
export function examplesIn(source: string, label: string, text: string, markdown: boolean): Example[] {
  const blocks: { label: string; text: string }[] = [];
  if (markdown) {
    let n = 0;
    for (const m of text.matchAll(/```[^\n]*\n([\s\S]*?)```/g))
      blocks.push({ label: `${label} block ${(n += 1)}`, text: m[1] ?? '' });
    const image = /^imageCode: "(.*)"$/m.exec(text)?.[1];
    const pictured = [...(image ?? '').matchAll(/[A-Z][A-Z0-9]{1,2}\*[^~]*~|[A-Z]{3}\+[^']*'/g)].map((m) => m[0]);
    // One picture may show both standards (x12-vs-edifact): each standard's segments are one example.
    for (const standard of [/\*/, /\+/]) {
      const shown = pictured.filter((p) => standard.test(p.slice(0, 4))).join('\n');
      if (shown) blocks.push({ label: `${label} picture`, text: shown });
    }
    const prose = text.replace(/```[\s\S]*?```/g, '');
    for (const m of prose.matchAll(/`([^`\n]+)`/g)) {
      const code = m[1] ?? '';
      if (/^[A-Z][A-Z0-9]{1,2}(\*.*~|\+.*')$/.test(code)) blocks.push({ label: `${label} inline`, text: code });
    }
  } else blocks.push({ label, text });
  return blocks.flatMap((b) => {
    const lines = b.text.split('\n').map((l) => l.trim());
    const standard = standardOf(lines);
    if (!standard) return [];
    const segments = segmentsOf(b.text, standard);
    return segments.length ? [{ source, label: b.label, standard, segments }] : [];
  });
}
