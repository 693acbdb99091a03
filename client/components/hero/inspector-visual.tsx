import { css } from '@emotion/react';
import { inspectorCopy } from '../../../content/inspector/copy';
import { inspectorSamples } from '../../../content/inspector/samples';
import { inspectorHeroCopy } from '../../../content/pages/inspector-hero';
import { theme, whiteTint } from '../../lib/theme';
import { chipRow, panelLabel, wideOnly } from './parts';

const tree = inspectorCopy.tree;
/** Where an X12 interchange header ends: ISA is fixed-width, its terminator is the 106th character. */
const ISA_LENGTH = 106;

/**
 * The first X12 sample's envelopes, read with the two delimiters its ISA declares (a few lines, not the
 * inspector's parser: the picture needs tags and a handful of envelope fields only).
 */
function sampleTree() {
  const sample = inspectorSamples.find((s) => s.standard === 'x12');
  const text = sample?.text.trimStart() ?? '';
  if (!sample || !text.startsWith('ISA') || text.length < ISA_LENGTH) return undefined;
  const [separator, terminator] = [text.charAt(3), text.charAt(ISA_LENGTH - 1)];
  const segments = text
    .split(terminator)
    .map((s) => s.trim().split(separator))
    .filter((s) => s[0]);
  const find = (tag: string) => segments.find((s) => s[0] === tag) ?? [];
  const [isa, gs, st, se] = [find('ISA'), find('GS'), find('ST'), find('SE')];
  const body = segments.slice(segments.indexOf(st) + 1, segments.indexOf(se));
  // Repeats of a tag (loops) collapse into one chip with a count, in the order they first appear.
  const repeats = new Map<string, number>();
  for (const [tag = ''] of body) repeats.set(tag, (repeats.get(tag) ?? 0) + 1);
  return {
    label: sample.label,
    interchange: tree.interchange(isa[13] ?? ''),
    group: tree.group(gs[1] ?? '', gs[6] ?? ''),
    transaction: `${tree.transaction(st[1] ?? '', '', st[2] ?? '')} · ${tree.segmentCount(Number(se[1] ?? body.length + 2))}`,
    body: [...repeats].map(([tag, n]) => inspectorHeroCopy.repeated(tag, n)),
  };
}
const sample = sampleTree();

const card = css({
  padding: '16px 18px',
  borderRadius: theme.radius.lg,
  background: theme.color.dark,
  border: `1px solid ${whiteTint(0.25)}`,
  color: '#fff',
  fontSize: '.9rem',
});
// Each level is indented behind a guide line, as in the inspector's own structure view.
const level = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  'ol, ul': {
    listStyle: 'none',
    marginTop: 6,
    marginLeft: 8,
    paddingLeft: 14,
    borderLeft: `2px solid ${whiteTint(0.3)}`,
  },
});
const node = css({
  display: 'flex',
  gap: 10,
  alignItems: 'baseline',
  fontWeight: 600,
  code: { flex: 'none', minWidth: '3ch', fontFamily: theme.font.mono, fontWeight: 800, color: theme.color.focus },
});
const chips = css([
  chipRow,
  { gap: 6, margin: '6px 0 4px', li: { fontFamily: theme.font.mono, fontSize: '.75rem', padding: '1px 8px' } },
]);

/** The EDI inspector: the envelope tree of one sample document, as the tool shows it. */
export function InspectorVisual() {
  if (!sample) return null;
  return (
    <div css={[wideOnly, card]} aria-hidden="true">
      <span css={panelLabel}>{sample.label}</span>
      <ol css={level}>
        <li>
          <span css={node}>
            <code>ISA</code>
            {sample.interchange}
          </span>
          <ol>
            <li>
              <span css={node}>
                <code>GS</code>
                {sample.group}
              </span>
              <ol>
                <li>
                  <span css={node}>
                    <code>ST</code>
                    {sample.transaction}
                  </span>
                  <ul css={chips}>
                    {sample.body.map((b) => (
                      <li key={b}>{b}</li>
                    ))}
                  </ul>
                  <span css={node}>
                    <code>SE</code>
                  </span>
                </li>
              </ol>
              <span css={node}>
                <code>GE</code>
              </span>
            </li>
          </ol>
          <span css={node}>
            <code>IEA</code>
          </span>
        </li>
      </ol>
    </div>
  );
}
