import { css, keyframes } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import { pendingText as pendingCopy } from '../../content/pending';
import { pageAt, type PageKey } from '../../shared/routes';

/** The content's keys checked against the route table's templates. */
const pendingText: Partial<Record<PageKey, string>> = pendingCopy satisfies Partial<Record<PageKey, string>>;
import { theme } from '../lib/theme';

/** Cached data arrives at once; only a navigation slower than this says it is loading. */
const SHOW_AFTER_MS = 250;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const pill = css({
  position: 'fixed',
  top: 124,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 35,
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  whiteSpace: 'nowrap',
  padding: '10px 18px',
  borderRadius: 999,
  background: theme.color.surface,
  color: theme.color.text,
  border: `1px solid ${theme.color.border}`,
  fontWeight: 600,
  boxShadow: theme.shadow.panel,
  '&::before': {
    content: '""',
    width: 16,
    height: 16,
    borderRadius: '50%',
    border: `2px solid ${theme.color.border}`,
    borderTopColor: theme.color.brand,
    animation: `${spin} 0.8s linear infinite`,
  },
});

/** Announces the target page's loading text while a slow client-side navigation waits for its loader. */
export function NavigationStatus() {
  const navigation = useNavigation();
  const target = navigation.state === 'loading' ? navigation.location?.pathname : undefined;
  const page = target ? pageAt(target) : undefined;
  const text = page ? pendingText[page] : undefined;
  const [shownFor, setShownFor] = useState<string>();

  useEffect(() => {
    if (!text || !target) return undefined;
    const timer = setTimeout(() => setShownFor(target), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text, target]);

  // The live region stays in the document so screen readers hear the text when it appears.
  return <output>{text && shownFor === target ? <span css={pill}>{text}</span> : null}</output>;
}
