import { css } from '@emotion/react';
import { ChevronDown } from './icon';
import { useId, useState, type ReactNode } from 'react';
import { theme } from '../lib/theme';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

const header = css({
  width: '100%',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 16,
  padding: '16px 18px',
  border: 0,
  background: 'transparent',
  font: 'inherit',
  fontWeight: 700,
  fontSize: '1.02rem',
  textAlign: 'left',
  color: theme.color.text,
  cursor: 'pointer',
  '&:hover': { background: theme.color.surfaceAlt },
  svg: { flex: 'none', transition: 'transform .15s' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
});

// Before hydration (or without JavaScript) every answer shows; the accordion collapses once it can work.
const panel = css({
  padding: '0 18px 18px',
  color: theme.color.muted,
  'html:not([data-hydrated]) &[hidden]': { display: 'block' },
});

/**
 * WAI-ARIA accordion (APG): a button in each heading controls its region. Only one is open at a time;
 * pressing the open one closes it.
 */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const [open, setOpen] = useState<string | null>(null);
  const base = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div css={{ border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.md, background: '#fff' }}>
      {items.map((item, index) => {
        const expanded = open === item.id;
        const buttonId = `${base}-h-${index}`;
        const panelId = `${base}-p-${index}`;
        return (
          <div key={item.id} css={{ borderTop: index ? `1px solid ${theme.color.border}` : 0 }}>
            <Heading css={{ margin: 0 }}>
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                css={header}
                onClick={() => setOpen(expanded ? null : item.id)}
              >
                {item.title}
                <ChevronDown size={18} aria-hidden="true" />
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} hidden={!expanded} css={panel}>
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
