import { css } from '@emotion/react';
import { ediCategoryCards } from '../../../content/pages/blog-category-edi';
import { ediCategoryCopy } from '../../../content/pages/blogs';
import { theme } from '../../lib/theme';
import { chipRow, panel, panelLabel, wideOnly } from './parts';

// The codes the cards name: X12 transaction sets are three digits ("820s" too), EDIFACT messages six capitals.
const text = ediCategoryCards.map((c) => `${c.title} ${c.description}`).join(' ');
const codes = (pattern: RegExp) => [...new Set(text.match(pattern) ?? [])].sort();
const groups = [
  { name: ediCategoryCopy.heroVisual.x12, codes: codes(/\b\d{3}(?=s?\b)/g) },
  { name: ediCategoryCopy.heroVisual.edifact, codes: codes(/\b[A-Z]{6}\b/g) },
].filter((g) => g.codes.length > 0);

const group = css({
  margin: 0,
  '& + &': { marginTop: 14 },
  dt: { marginBottom: 8, fontSize: '.85rem', fontWeight: 700, color: theme.hero.intro },
  dd: { margin: 0 },
});
const code = css({ fontFamily: theme.font.mono, fontSize: '.85rem !important', fontWeight: '700 !important' });

/** The EDI category: the transaction sets and messages its articles explain. */
export function BlogCategoryVisual() {
  return (
    <div css={[wideOnly, panel]} aria-hidden="true">
      <span css={panelLabel}>{ediCategoryCopy.heroVisual.title}</span>
      {groups.map((g) => (
        <dl key={g.name} css={group}>
          <dt>{g.name}</dt>
          <dd>
            <ul css={chipRow}>
              {g.codes.map((c) => (
                <li key={c} css={code}>
                  {c}
                </li>
              ))}
            </ul>
          </dd>
        </dl>
      ))}
    </div>
  );
}
