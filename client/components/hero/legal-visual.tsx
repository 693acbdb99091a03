import { css } from '@emotion/react';
import { legalCopy, type LegalDocument } from '../../../content/pages/legal';
import { mq, theme } from '../../lib/theme';
import { wideOnly } from './parts';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

const sheet = css({
  maxWidth: 360,
  justifySelf: 'center',
  width: '100%',
  padding: '22px 24px',
  borderRadius: theme.radius.md,
  background: '#fff',
  boxShadow: theme.shadow.panel,
  color: theme.color.text,
  // A second sheet peeks out behind the first: the document goes on.
  position: 'relative',
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    zIndex: -1,
    borderRadius: 'inherit',
    background: 'rgba(255,255,255,.35)',
    transform: 'rotate(3deg) translate(8px, 4px)',
  },
});
const rows = css({
  listStyle: 'none',
  margin: '14px 0 0',
  padding: 0,
  columnGap: 18,
  fontSize: '.75rem',
  fontWeight: 700,
  lineHeight: '20px',
  color: theme.color.muted,
  li: { display: 'flex', alignItems: 'center', gap: 10, breakInside: 'avoid' },
  'li > span:first-of-type': { flex: 'none', width: '2.2ch' },
  'li > span:last-of-type': { flex: 1 },
});

/** Legal pages: the document in miniature, each section a line as long as its text. */
export function LegalVisual({ doc }: { doc: LegalDocument }) {
  const lengths = doc.sections.map((s) => words([...s.paragraphs, ...(s.list ?? [])].join(' ')));
  const longest = Math.max(...lengths);
  // A long document's lines run in two columns, so the sheet stays about as tall as the hero's text.
  const columns = doc.sections.length > 8 ? 2 : 1;
  return (
    <div css={[wideOnly, { isolation: 'isolate', [mq.lg]: { display: 'grid' } }]} aria-hidden="true">
      <div css={sheet}>
        <strong css={{ display: 'block', fontSize: '1.05rem' }}>{doc.title}</strong>
        <span css={{ color: theme.color.muted, fontSize: '.85rem', fontWeight: 600 }}>
          {legalCopy.sections(doc.sections.length)}
        </span>
        <ol css={rows} style={{ columnCount: columns }}>
          {doc.sections.map((s, i) => (
            <li key={s.id}>
              <span>{doc.numbered ? i + 1 : '•'}</span>
              <span>
                <span
                  css={{ display: 'block', height: 7, borderRadius: 4, background: theme.color.border }}
                  style={{ width: `${Math.max(12, Math.round(((lengths[i] ?? 0) / longest) * 100))}%` }}
                />
              </span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
