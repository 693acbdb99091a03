// Every EDI example the site shows passes our own validator: complete interchanges with no error,
// ST…SE and UNH…UNT fragments inside a test envelope with no error, every other segment known with no
// more elements than its definition, and no GS1 check digit wrong anywhere.
import { x12Dictionary } from '../../../content/directories/x12-segments';
import { gs1Mistakes } from '../../../shared/edi/rules/gs1';
import { inspect } from '../../../shared/edi/inspect';
import type { Example } from './extract';
import { documentOf, enveloped, examples, isInterchange, spans } from './site-documents';
import { dictionaries } from '../../fixtures/edi-dictionaries';

/** What is wrong with one example, in words: empty when it is right. */
function mistakes(e: Example): string[] {
  const found: string[] = [];
  const document = (text: string, what: string) => {
    // X12 sets also pass our guide of the release their GS08 names (asked for: they are not addressed to us).
    const release = inspect(text, dictionaries).interchanges[0]?.groups[0]?.version.slice(0, 6);
    const options = release === '004010' || release === '005010' ? { guide: release } : {};
    for (const f of inspect(text, dictionaries, options).issues)
      if (f.severity === 'error' || f.code === 'gs1-check-digit') found.push(`${what}: ${f.tag} ${f.message}`);
  };
  // A complete interchange, header to trailer; the first lines of one are checked segment by segment.
  if (isInterchange(e)) {
    document(documentOf(e), 'interchange');
    return found;
  }
  for (const span of spans(e)) document(enveloped(e, span.segments), span.label);
  // Segments outside a complete set or message: each on its own.
  const inSpan = new Set(spans(e).flatMap((span) => span.indexes));
  e.segments.forEach((s, i) => {
    if (inSpan.has(i)) return;
    // The envelope's UNA/ISA and UNB/GS come first: the segment is the third.
    const parsed = inspect(enveloped(e, [s]), dictionaries).segments[2];
    if (!parsed) return found.push(`${s}: not read as a segment`);
    const def =
      e.standard === 'x12' ? x12Dictionary.segments[parsed.tag] : dictionaries.edifact['d96a']?.segments[parsed.tag];
    if (e.standard === 'edifact' && !def) found.push(`${s}: not a D.96A segment`);
    if (def && parsed.elements.length > def.elements.length)
      found.push(`${s}: ${parsed.elements.length} elements, ${parsed.tag} has ${def.elements.length}`);
    for (const m of gs1Mistakes(e.standard, parsed)) found.push(`${s}: ${m.element} ${m.value} check digit`);
  });
  return found;
}

describe('the EDI examples the site shows', () => {
  it('are found in every source', () => {
    const counts: Record<string, number> = { FAQ: 0 };
    for (const e of examples) counts[e.source] = (counts[e.source] ?? 0) + 1;
    expect(counts).toEqual({
      'inspector samples': 14,
      'converter page': 1,
      FAQ: 0,
      'blog posts': 30,
      'reference pages': 446,
    });
  });

  it.each(examples.map((e) => [`${e.source}: ${e.label}`, e] as const))('%s validates', (_label, e) => {
    expect(mistakes(e)).toEqual([]);
  });
});
