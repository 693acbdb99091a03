import { css, keyframes } from '@emotion/react';
import { X } from './icon';
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { mq, theme } from '../lib/theme';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { closeButtonStyle } from './close-button';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const overlay = css({
  position: 'fixed',
  inset: 0,
  zIndex: 80,
  background: 'rgba(10,25,48,.6)',
  display: 'grid',
  placeItems: 'center',
  padding: 16,
  animation: `${fadeIn} .15s ease-out`,
  [mq.reducedMotion]: { animation: 'none' },
});

const panel = css({
  position: 'relative',
  width: 'min(720px, 100%)',
  maxHeight: 'calc(100dvh - 32px)',
  display: 'flex',
  flexDirection: 'column',
  background: '#fff',
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.panel,
  overflow: 'hidden',
});

const closeButton = css([closeButtonStyle, { position: 'absolute', top: 12, right: 12 }]);

interface Props {
  title: ReactNode;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Height of the scrolling body, e.g. '70vh'. */
  bodyMaxHeight?: string;
  /** When the dialog is opened by a URL, where closing leads (so Close works without JavaScript). */
  closeHref?: string;
}

/**
 * A modal dialog: role=dialog with aria-modal, focus kept inside, Escape and a press on the overlay
 * close it, the page behind does not scroll, and focus returns to whatever opened it.
 */
export function Modal({ title, onClose, closeLabel, children, footer, bodyMaxHeight, closeHref }: Props) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const pressedBackdrop = useRef(false);
  const closeOnEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  });

  // Declared before the focus trap so it records the opener before focus moves into the dialog.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => closeOnEscape(event);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  useFocusTrap(panelRef, true, closeRef);

  return (
    // The backdrop is presentation only: the keyboard closes the dialog with Escape.
    <div
      role="presentation"
      css={overlay}
      // A press that starts and ends on the backdrop closes. Closing on pointerdown let the mousedown that
      // follows land on the page behind (focusing <main> instead of the opener); keeping mousedown's
      // default from moving focus leaves it in the dialog until the cleanup hands it back to the opener.
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) event.preventDefault();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedBackdrop.current) onClose();
        pressedBackdrop.current = false;
      }}
    >
      {/* Not <dialog>: a dialog opened by URL is rendered on the server and must show without JavaScript. */}
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role */}
      <div ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} css={panel}>
        <div css={{ padding: '22px 64px 14px 24px', borderBottom: `1px solid ${theme.color.border}` }}>
          <h2 id={titleId} css={{ margin: 0, fontSize: '1.35rem' }}>
            {title}
          </h2>
        </div>
        {closeHref ? (
          <Link
            ref={closeRef}
            to={closeHref}
            replace
            preventScrollReset
            aria-label={closeLabel}
            css={closeButton}
            onClick={(event) => {
              event.preventDefault();
              onClose();
            }}
          >
            <X size={20} aria-hidden="true" />
          </Link>
        ) : (
          <button ref={closeRef} type="button" aria-label={closeLabel} onClick={onClose} css={closeButton}>
            <X size={20} aria-hidden="true" />
          </button>
        )}
        {/* minHeight 0: the body, not the panel, scrolls when the dialog is taller than the window. */}
        <div css={{ padding: 24, overflowY: 'auto', minHeight: 0, maxHeight: bodyMaxHeight }}>{children}</div>
        {footer && (
          <div
            css={{
              padding: '14px 24px',
              borderTop: `1px solid ${theme.color.border}`,
              display: 'flex',
              flexWrap: 'wrap',
              gap: 12,
              justifyContent: 'flex-end',
            }}
          >
            {footer}
          </div>
        )}
      </div>
    </div>
  );
}
