import { css } from '@emotion/react';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { headerCopy } from '../../content/navigation';
import { theme } from '../lib/theme';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { NavigationStatus } from '../components/navigation-status';
import { ScrollReset, ScrollToTopButton } from '../components/scroll';
import { GlobalStyles } from './global-styles';

const skipLink = css({
  position: 'absolute',
  left: 8,
  top: -60,
  zIndex: 100,
  padding: '10px 16px',
  background: theme.color.brand,
  color: '#fff',
  borderRadius: theme.radius.sm,
  '&:focus': { top: 8 },
});

/** The shell every route shares: header above, footer and scroll button below (docs/spec.md, "Shell"). */
export function Layout() {
  // Lets tests (and CSS) tell a hydrated page from server HTML.
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return (
    <>
      <GlobalStyles />
      <a href="#main" css={skipLink}>
        {headerCopy.skipToContent}
      </a>
      <Header />
      <NavigationStatus />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollToTopButton />
      <ScrollReset />
    </>
  );
}
