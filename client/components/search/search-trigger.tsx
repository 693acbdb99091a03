// The header's search control: a link to /search without JavaScript; once hydrated it opens the search dialog,
// as do `/` (outside a field) and Ctrl/⌘+K. The dialog's code and index load on first hover, focus or open,
// never with the page: this file is all the first load carries.
import { css } from '@emotion/react';
import { useEffect, useEffectEvent, useRef, useState, type ComponentType } from 'react';
import { headerCopy } from '../../../content/navigation';
import { theme } from '../../lib/theme';
import { toggle } from '../site-nav/styles';
import { Search } from '../icon';
import type { SearchDialogProps } from './search-dialog';

let loading: Promise<ComponentType<SearchDialogProps>> | undefined;
const loadDialog = () =>
  (loading ??= import('./search-dialog').then(
    (m) => m.SearchDialog,
    (error: unknown) => {
      loading = undefined; // tried again next time
      throw error;
    },
  ));

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

// The menu button's look (a 44 px icon button); where the header has room, a field's, with its `/` hint.
const WIDE = '@media (min-width: 1280px)';
const control = css({
  textDecoration: 'none',
  [WIDE]: { display: 'flex', gap: 8, width: 150, padding: '0 10px', border: `1px solid ${theme.color.border}` },
  '& span, & kbd': { display: 'none', color: theme.color.muted, [WIDE]: { display: 'inline' } },
  '& kbd': { marginLeft: 'auto', padding: '0 6px', border: `1px solid ${theme.color.border}`, borderRadius: 4 },
});

export function SearchTrigger() {
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps>>();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  const show = () => {
    setOpen(true);
    // Without the dialog's code (offline, a new deploy), the link's own page still searches.
    loadDialog().then(
      (component) => setDialog(() => component),
      () => window.location.assign('/search'),
    );
  };
  const onShortcut = useEffectEvent(show);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut =
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') ||
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target));
      if (!shortcut || event.defaultPrevented) return;
      event.preventDefault();
      onShortcut();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <a
        ref={trigger}
        href="/search"
        aria-haspopup="dialog"
        aria-label={headerCopy.searchLabel}
        css={[toggle, control]}
        onPointerEnter={() => void loadDialog().catch(() => {})}
        onFocus={() => void loadDialog().catch(() => {})}
        onClick={(event) => {
          // A new tab or window keeps the link's meaning.
          if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          show();
        }}
      >
        <Search size={20} aria-hidden="true" />
        <span>{headerCopy.search}</span>
        <kbd aria-hidden="true">{headerCopy.searchKey}</kbd>
      </a>
      {open && Dialog && (
        <Dialog
          onClose={() => {
            setOpen(false);
            trigger.current?.focus();
          }}
        />
      )}
    </>
  );
}
