import { css } from '@emotion/react';
import { faqCategories, faqCopy } from '../../../content/pages/faq';
import { theme, whiteTint } from '../../lib/theme';
import { Icon } from '../icon';
import { panel, wideOnly, xl } from './parts';

const total = faqCategories.reduce((sum, c) => sum + c.questions.length, 0);

const grid = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 10,
  li: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'center', gap: '0 8px', padding: '9px 10px', [xl]: { gap: '0 10px', padding: '9px 12px' }, borderRadius: theme.radius.md, background: whiteTint(theme.hero.panelTint), border: `1px solid ${whiteTint(0.2)}`, lineHeight: 1.25 },
  'li > svg': { gridRow: 'span 2' },
  // "Implementation" fits a 384 px column's half only in smaller type.
  strong: { fontSize: '.85rem', [xl]: { fontSize: '.95rem' } },
  small: { color: theme.hero.intro, fontSize: '.8rem', fontWeight: 600 },
});
// The total closes the grid on a white tile, so the eye lands on it last.
const totalTile = css({ background: '#fff !important', color: theme.color.text, small: { color: `${theme.color.muted} !important` } });

/** FAQ: the categories with their question counts, and the total. */
export function FaqVisual() {
  return (
    <div css={[wideOnly, panel]} aria-hidden="true">
      <ul css={grid}>
        {faqCategories.map((c) => (
          <li key={c.id}>
            <Icon name={c.icon} size={20} />
            <strong>{c.name}</strong>
            <small>{faqCopy.questionsCount(c.questions.length)}</small>
          </li>
        ))}
        <li css={totalTile}>
          <Icon name="help" size={20} />
          <strong>{faqCopy.heroVisual.all}</strong>
          <small>{faqCopy.questionsCount(total)}</small>
        </li>
      </ul>
    </div>
  );
}
