import { css } from '@emotion/react';
import { ChevronDown } from './icon';
import { useCallback, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Dropdown } from '../../content/navigation';
import { mq, theme } from '../lib/theme';
import { Icon } from './icon';
import { useDismiss } from './use-dismiss';

const summaryStyle = css({
  listStyle: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  cursor: 'pointer',
  padding: '10px 12px',
  borderRadius: theme.radius.sm,
  fontWeight: 600,
  color: theme.color.text,
  '&::-webkit-details-marker': { display: 'none' },
  '&:hover': { background: theme.color.brandLight },
  '&[aria-current="true"]': { color: theme.color.brand, boxShadow: `inset 0 -3px 0 ${theme.color.brand}` },
  'details[open] > & svg': { transform: 'rotate(180deg)' },
  svg: { transition: 'transform .15s' },
  [mq.navTight]: { padding: '10px 8px', fontSize: '.9rem' },
  // Closed headers stay clickable above the open one and its backdrop.
  position: 'relative',
  zIndex: 2,
  'details[open] > &': { zIndex: 1 },
  // The open panel's backdrop is the summary's own pseudo-element: a press outside the panel toggles
  // the dropdown closed, with or without JavaScript.
  'details[open] > &::before': { content: '""', position: 'fixed', inset: 0, zIndex: -1, cursor: 'default' },
});

const panelStyle = css({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  left: '50%',
  transform: 'translateX(-50%)',
  maxWidth: 'calc(100vw - 32px)',
  // As tall as the window allows below the header; when it must scroll, shadows at the cut edges
  // (scroll-linked backgrounds, no script) show that there is more.
  maxHeight: 'calc(100vh - 124px)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: [
    `linear-gradient(${theme.color.surface} 30%, rgba(255,255,255,0)) top / 100% 40px no-repeat local`,
    `linear-gradient(rgba(255,255,255,0), ${theme.color.surface} 70%) bottom / 100% 40px no-repeat local`,
    'radial-gradient(farthest-side at 50% 0, rgba(10,25,48,.22), rgba(10,25,48,0)) top / 100% 14px no-repeat scroll',
    'radial-gradient(farthest-side at 50% 100%, rgba(10,25,48,.22), rgba(10,25,48,0)) bottom / 100% 14px no-repeat scroll',
    theme.color.surface,
  ].join(', '),
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.panel,
  padding: 16,
  zIndex: 40,
});

const itemStyle = css({
  display: 'flex',
  gap: 12,
  alignItems: 'flex-start',
  padding: '7px 10px',
  borderRadius: theme.radius.md,
  color: theme.color.text,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { background: theme.color.brandLight },
  '&[aria-current="page"]': { background: theme.color.brandLight },
  small: { display: 'block', color: theme.color.muted, fontSize: '.82rem', marginTop: 2 },
  '& > span:first-of-type': {
    flex: 'none',
    display: 'grid',
    placeItems: 'center',
    width: 34,
    height: 34,
    borderRadius: theme.radius.sm,
    background: theme.color.brandLight,
    color: theme.color.brand,
  },
});

const helpStyle = css({
  marginTop: 12,
  padding: '12px 16px',
  borderRadius: theme.radius.md,
  background: theme.color.surfaceAlt,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  alignItems: 'center',
  justifyContent: 'space-between',
  p: { margin: 0, color: theme.color.muted, fontSize: '.9rem', flex: '1 1 260px' },
  strong: { display: 'block', color: theme.color.text, marginBottom: 2 },
  a: { fontWeight: 600, color: theme.color.brand },
});

interface Props {
  dropdown: Dropdown;
  open: boolean;
  active: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * WAI-ARIA disclosure navigation on <details>: without JavaScript the shared `name` keeps one open at a
 * time and a press outside closes it (the summary's backdrop); once hydrated, Escape and link choice
 * close it too.
 */
export function NavDropdown({ dropdown, open, active, onOpenChange }: Props) {
  const ref = useRef<HTMLDetailsElement>(null);
  const onDismiss = useCallback(
    (byEscape: boolean) => {
      onOpenChange(false);
      if (byEscape) ref.current?.querySelector('summary')?.focus();
    },
    [onOpenChange],
  );
  useDismiss(ref, open, onDismiss);
  const panelId = `nav-panel-${dropdown.id}`;

  return (
    <details ref={ref} open={open} name="site-nav" css={{ position: 'relative' }}>
      <summary
        css={summaryStyle}
        aria-controls={panelId}
        aria-current={active ? 'true' : undefined}
        onClick={(event) => {
          event.preventDefault();
          onOpenChange(!open);
        }}
      >
        {dropdown.label}
        <ChevronDown size={16} aria-hidden="true" />
      </summary>
      <div id={panelId} css={[panelStyle, { width: dropdown.width }]}>
        {/* Top right, level with the first heading: visible before any scrolling. */}
        {dropdown.more && (
          <Link to={dropdown.more.href} css={{ position: 'absolute', top: 20, right: 30, fontSize: '.85rem', lineHeight: '24px', fontWeight: 600, color: theme.color.brand }} onClick={() => onOpenChange(false)}>
            {dropdown.more.title} →
          </Link>
        )}
        {dropdown.groups.map((group) => (
          <section key={group.heading} aria-label={group.heading}>
            {dropdown.groups.length > 1 && (
              <h2 css={{ fontSize: '.75rem', letterSpacing: '.08em', textTransform: 'uppercase', color: theme.color.muted, margin: '4px 10px 4px' }}>
                {group.heading}
              </h2>
            )}
            <ul
              css={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                display: 'grid',
                gap: 4,
                gridTemplateColumns: `repeat(${dropdown.columns}, minmax(0, 1fr))`,
              }}
            >
              {group.items.map((item) => (
                <li key={item.href}>
                  <Link to={item.href} css={itemStyle} onClick={() => onOpenChange(false)}>
                    {item.icon && (
                      <span>
                        <Icon name={item.icon} />
                      </span>
                    )}
                    <span>
                      <strong>{item.title}</strong>
                      {item.subtitle && <small>{item.subtitle}</small>}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <div css={helpStyle}>
          <p>
            <strong>{dropdown.help.title}</strong>
            {dropdown.help.text}
          </p>
          <Link to={dropdown.help.href} onClick={() => onOpenChange(false)}>
            {dropdown.help.cta} →
          </Link>
        </div>
      </div>
    </details>
  );
}
