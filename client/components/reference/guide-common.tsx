// A reference guide's cards of its most common codes: each opens the quick preview and links to the code's page.
import { css } from '@emotion/react';
import { guideCopy } from '../../../content/pages/reference-guides';
import { SiteLink } from '../site-link';
import { card, cardGrid, Section } from '../ui';
import { codeText } from './guide-table';
import { quickViewButton } from './guide-rows';

// One class for the card's code as text and as the button it becomes: the button renders only in the browser, and
// the site stylesheet gathers what server renders use.
const cardCode = css([codeText, { fontSize: '1rem', 'button&': { cursor: 'pointer' } }]);
const detailsLink = css({ display: 'inline-flex', alignItems: 'center', minHeight: 24, marginTop: 8, fontWeight: 600 });

interface Props {
  title: string;
  items: readonly { code: string; name: string; desc: string }[];
  /** The code is a quick-view button once the page runs JavaScript; before, and without it, plain text. */
  hydrated: boolean;
  /** Opens the quick preview of a code. */
  onOpen: (code: string) => void;
  /** A code's page, with the active filters. */
  pagePath: (code: string) => string;
}

/** The "common" section under the table (#common). */
export function GuideCommon({ title, items, hydrated, onOpen, pagePath }: Props) {
  return (
    <Section id="common" title={title}>
      <ul css={cardGrid(3)}>
        {items.map((c) => (
          <li key={c.code} css={card}>
            {hydrated ? (
              <button css={cardCode} {...quickViewButton(c.code)} onClick={() => onOpen(c.code)}>
                {c.code}
              </button>
            ) : (
              <code css={cardCode}>{c.code}</code>
            )}
            <h3>{c.name}</h3>
            <p>{c.desc}</p>
            <SiteLink to={pagePath(c.code)} css={detailsLink}>
              {guideCopy.details} →
            </SiteLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
