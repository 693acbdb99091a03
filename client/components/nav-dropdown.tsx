import { css } from '@emotion/react';
import { ChevronDown } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Dropdown } from '../../content/navigation';
import { theme } from '../../shared/theme';
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
});

const panelStyle = css({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  left: '50%',
  transform: 'translateX(-50%)',
  maxWidth: 'calc(100vw - 32px)',
  maxHeight: '60vh',
  overflowY: 'auto',
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.panel,
  padding: 20,
  zIndex: 40,
});

const itemStyle = css({
  display: 'flex',
  gap: 12,
  alignItems: 'flex-start',
  padding: 10,
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
    width: 36,
    height: 36,
    borderRadius: theme.radius.sm,
    background: theme.color.brandLight,
    color: theme.color.brand,
  },
});

const helpStyle = css({
  marginTop: 16,
  padding: 16,
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
 * WAI-ARIA disclosure navigation on <details>: it opens without JavaScript; once hydrated, the header
 * keeps one open at a time, and outside presses, Escape and link choice close it.
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
    <details ref={ref} open={open} css={{ position: 'relative' }}>
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
              <h2 css={{ fontSize: '.75rem', letterSpacing: '.08em', textTransform: 'uppercase', color: theme.color.muted, margin: '4px 10px 6px' }}>
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
