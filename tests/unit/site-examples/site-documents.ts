/**
 * Every EDI example the site shows (extract.ts finds them): the inspector's samples, the converter page's,
 * the FAQ, blog posts and the reference pages. The validation test and the conversion round trip read it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { x12Dictionary } from '../../../content/directories/x12-segments';
import { inspectorSamples } from '../../../content/inspector/samples';
import { sample850 } from '../../../content/pages/converter';
import { faqCategories } from '../../../content/pages/faq';
import { guideSamples } from '../../../content/pages/reference-guide-samples';
import { segmentSyntax } from '../../../content/pages/reference-heroes';
import { edifactMessages } from '../../../content/reference-guides/edifact';
import { x12TransactionSets } from '../../../content/reference-guides/x12';
import { examplesIn, type Example } from './extract';

const postsDir = join(__dirname, '../../../content/blog/posts');

export const examples: Example[] = [
  ...inspectorSamples.flatMap((s) => examplesIn('inspector samples', s.id, s.text, false)),
  ...examplesIn('converter page', 'live validation example', sample850, false),
  ...faqCategories.flatMap((c) =>
    c.questions.flatMap((q) => examplesIn('FAQ', q.question, JSON.stringify(q).replaceAll('\\n', '\n'), false)),
  ),
  ...readdirSync(postsDir)
    .filter((f) => f.endsWith('.md'))
    .flatMap((f) => examplesIn('blog posts', f, readFileSync(join(postsDir, f), 'utf8'), true)),
  ...[guideSamples.x12, guideSamples.edifact].flatMap((s) => examplesIn('reference pages', s.caption, s.text, false)),
  ...x12TransactionSets.flatMap((e) =>
    examplesIn('reference pages', e.code, segmentSyntax.x12.header(e.code).text, false),
  ),
  ...edifactMessages.flatMap((e) =>
    examplesIn('reference pages', e.code, segmentSyntax.edifact.header(e.code).text, false),
  ),
];

/** Whether an example is a complete interchange, header to trailer. */
export const isInterchange = (e: Example): boolean =>
  /^(ISA|UNA|UNB)/.test(e.segments[0] ?? '') && /^(IEA|UNZ)/.test(e.segments[e.segments.length - 1] ?? '');

/** A complete interchange example as one document, a segment per line. */
export const documentOf = (e: Example): string =>
  e.segments.map((s) => (s.startsWith('UNA') ? s : `${s}${e.standard === 'x12' ? '~' : "'"}`)).join('\n');

const ISA =
  'ISA*00*          *00*          *ZZ*NORTHWIND      *ZZ*PARTNER        *250101*1200*U*00401*000000001*0*P*>~';

/** A transaction set or message fragment inside a test envelope, as one document. */
export function enveloped(e: Example, segments: readonly string[]): string {
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

/** The complete sets or messages (ST…SE, UNH…UNT) of an example that is not a whole interchange. */
export function spans(e: Example): { label: string; segments: string[]; indexes: number[] }[] {
  const [header, trailer] = e.standard === 'x12' ? ['ST', 'SE'] : ['UNH', 'UNT'];
  const tagOf = (s: string) => s.split(e.standard === 'x12' ? '*' : '+')[0] ?? '';
  const found: { label: string; segments: string[]; indexes: number[] }[] = [];
  let open = -1;
  e.segments.forEach((s, i) => {
    const tag = tagOf(s);
    if (tag === header) open = i;
    if (tag === trailer && open >= 0) {
      const indexes = Array.from({ length: i - open + 1 }, (_, k) => open + k);
      found.push({ label: `${header}…${trailer}`, segments: e.segments.slice(open, i + 1), indexes });
      open = -1;
    }
  });
  return found;
}

/** Every document an example makes: itself when it is an interchange, else each set or message enveloped. */
export const documentsOf = (e: Example): string[] =>
  isInterchange(e) ? [documentOf(e)] : spans(e).map((span) => enveloped(e, span.segments));
