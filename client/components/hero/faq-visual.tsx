import { css } from '@emotion/react';
import { faqCategories } from '../../../content/pages/faq';
import { mq, theme, whiteTint } from '../../lib/theme';
import { Icon } from '../icon';
import { wideOnly } from './parts';

// One question from each category, the shortest, so every bubble stays on a line or two. (The category
// grid with its counts follows right under the hero; the picture shows the questions themselves.)
const asked = faqCategories.flatMap((c) => {
  const shortest = [...c.questions].sort((a, b) => a.question.length - b.question.length)[0];
  return shortest ? [{ id: c.id, category: c.name, icon: c.icon, question: shortest.question }] : [];
});

const bubbles = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 8,
  li: {
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    width: 'fit-content',
    maxWidth: '88%',
    padding: '6px 14px',
    borderRadius: '16px 16px 16px 4px',
    background: whiteTint(theme.hero.panelTint),
    border: `1px solid ${whiteTint(0.25)}`,
    fontWeight: 700,
    lineHeight: 1.25,
  },
  // Every other bubble answers from the right, as in a conversation.
  'li:nth-of-type(even)': { justifySelf: 'end', borderRadius: '16px 16px 4px 16px' },
  'li > svg': { flex: 'none' },
  small: {
    display: 'block',
    color: theme.hero.intro,
    fontSize: '.75rem',
    fontWeight: 600,
    letterSpacing: '.04em',
    textTransform: 'uppercase',
  },
});

/** FAQ: a question from each category, as a conversation. */
export function FaqVisual() {
  return (
    <ul css={[bubbles, wideOnly, { color: '#fff', [mq.lg]: { display: 'grid' } }]} aria-hidden="true">
      {asked.map((q) => (
        <li key={q.id}>
          <Icon name={q.icon} size={20} />
          <span>
            <small>{q.category}</small>
            {q.question}
          </span>
        </li>
      ))}
    </ul>
  );
}
