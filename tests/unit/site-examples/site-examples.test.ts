// Every EDI example the site shows passes our own validator: complete interchanges with no error,
// ST…SE and UNH…UNT fragments inside a test envelope with no error, every other segment known with no
// more elements than its definition, and no GS1 check digit wrong anywhere.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { x12Dictionary } from '../../../content/directories/x12-segments';
import { inspectorSamples } from '../../../content/inspector/samples';
import { sample850 } from '../../../content/pages/converter';
import { faqCategories } from '../../../content/pages/faq';
import { segmentSyntax } from '../../../content/pages/reference-heroes';
import { edifactMessages } from '../../../content/reference-guides/edifact';
import { x12TransactionSets } from '../../../content/reference-guides/x12';
import { gs1Mistakes } from '../../../shared/edi/gs1';
import { inspect } from '../../../shared/edi/inspect';
import { examplesIn, type Example } from './extract';
import { dictionaries } from '../../fixtures/edi-dictionaries';

const postsDir = join(__dirname, '../../../content/blog/posts');

const examples: Example[] = [
  ...inspectorSamples.flatMap((s) => examplesIn('inspector samples', s.id, s.text, false)),
  ...examplesIn('converter page', 'live validation example', sample850, false),
  ...faqCategories.flatMap((c) =>
    c.questions.flatMap((q) => examplesIn('FAQ', q.question, JSON.stringify(q).replaceAll('\\n', '\n'), false)),
  ),
  ...readdirSync(postsDir)
    .filter((f) => f.endsWith('.md'))
    .flatMap((f) => examplesIn('blog posts', f, readFileSync(join(postsDir, f), 'utf8'), true)),
  ...[segmentSyntax.x12.guideSample, segmentSyntax.edifact.guideSample].flatMap((s) =>
    examplesIn('reference pages', s.caption, s.text, false),
  ),
  ...x12TransactionSets.flatMap((e) =>
    examplesIn('reference pages', e.code, segmentSyntax.x12.header(e.code).text, false),
  ),
  ...edifactMessages.flatMap((e) =>
    examplesIn('reference pages', e.code, segmentSyntax.edifact.header(e.code).text, false),
  ),
];

const ISA =
  'ISA*00*          *00*          *ZZ*NORTHWIND      *ZZ*PARTNER        *250101*1200*U*00401*000000001*0*P*>~';

/** A transaction set or message fragment inside a test envelope, as one document. */
function enveloped(e: Example, segments: readonly string[]): string {
  if (e.standard === 'x12') {
    const code = segments[0]?.split('*')[1] ?? '';
    const group = x12Dictionary.functionalIds[code] ?? 'PO';
    return [
      ISA,
      `GS*${group}*NORTHWIND*PARTNER*20250101*1200*1*X*004010~`,
      ...segments.map((s) => `${s}~`),
      'GE*1*1~',
      'IEA*1*000000001~',
    ].join('\n');
  }
  return [
    "UNA:+.? '",
    "UNB+UNOC:3+NORTHWIND:ZZZ+PARTNER:ZZZ+250101:1200+1'",
    ...segments.map((s) => `${s}'`),
    "UNZ+1+1'",
  ].join('\n');
}

/** What is wrong with one example, in words: empty when it is right. */
function mistakes(e: Example): string[] {
  const found: string[] = [];
  const document = (text: string, what: string) => {
    for (const f of inspect(text, dictionaries).issues)
      if (f.severity === 'error' || f.code === 'gs1-check-digit') found.push(`${what}: ${f.tag} ${f.message}`);
  };
  const [first = ''] = e.segments;
  const last = e.segments[e.segments.length - 1] ?? '';
  // A complete interchange, header to trailer; the first lines of one are checked segment by segment.
  if (/^(ISA|UNA|UNB)/.test(first) && /^(IEA|UNZ)/.test(last)) {
    document(
      e.segments.map((s) => (s.startsWith('UNA') ? s : `${s}${e.standard === 'x12' ? '~' : "'"}`)).join('\n'),
      'interchange',
    );
    return found;
  }
  const [header, trailer] = e.standard === 'x12' ? ['ST', 'SE'] : ['UNH', 'UNT'];
  const tagOf = (s: string) => s.split(e.standard === 'x12' ? '*' : '+')[0] ?? '';
  let open = -1;
  e.segments.forEach((s, i) => {
    const tag = tagOf(s);
    if (tag === header) open = i;
    if (tag === trailer && open >= 0) {
      document(enveloped(e, e.segments.slice(open, i + 1)), `${header}…${trailer}`);
      open = -1;
    }
  });
  // Segments outside a complete set or message: each on its own.
  const inSpan = new Set<number>();
  let start = -1;
  e.segments.forEach((s, i) => {
    if (tagOf(s) === header) start = i;
    if (tagOf(s) === trailer && start >= 0) for (let k = start; k <= i; k += 1) inSpan.add(k);
  });
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
