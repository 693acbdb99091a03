import { css } from '@emotion/react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { notFoundHead } from '../../content/head';
import { errorCopy, notFoundCopy } from '../../content/pages/errors';
import { mq, theme } from '../lib/theme';
import { PageHead } from '../components/page-head';
import { buttonStyles, container } from '../components/ui';
import { GlobalStyles } from './global-styles';
import { ButtonLink } from '../components/button-link';

const box = css([
  container,
  { padding: '72px 16px', textAlign: 'center', h1: { fontSize: '2.2rem', margin: '8px 0 12px' } },
]);
// Two by two on phones (a wrapping row left "Contact us" alone on the second line), one row from `sm`.
const links = css({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 10rem))',
  gap: 12,
  justifyContent: 'center',
  // A row's buttons share its height: "All UN/EDIFACT directories" takes two lines at 390 px beside a one-line Home.
  li: { display: 'flex' },
  a: { width: '100%' },
  [mq.sm]: { gridTemplateColumns: 'repeat(4, auto)' },
});

// A plain GET form: the results page works with or without JavaScript. Styled as /search's own form (#47: the
// browser's bare field and grey button read as broken).
const searchForm = css({
  display: 'flex',
  gap: 8,
  maxWidth: 460,
  margin: '0 auto 20px',
  input: {
    flex: 1,
    minWidth: 0,
    minHeight: 48,
    padding: '10px 14px',
    fontSize: '1rem',
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.sm,
  },
});

function NotFound() {
  const { pathname } = useLocation();
  // Under the EDIFACT directories, the way back to them comes first.
  const shown = pathname.startsWith(notFoundCopy.edifact.prefix)
    ? [notFoundCopy.edifact, ...notFoundCopy.links.slice(0, 3)]
    : notFoundCopy.links;
  return (
    <section css={box}>
      <PageHead title={notFoundHead.title} description={notFoundHead.description} noIndex />
      <p css={{ fontSize: '4rem', fontWeight: 800, color: theme.color.brand, margin: 0 }}>{notFoundCopy.code}</p>
      <h1>{notFoundCopy.title}</h1>
      <p css={{ color: theme.color.muted }}>{notFoundCopy.text}</p>
      <search>
        <form method="get" action="/search" css={searchForm}>
          <input
            type="search"
            name="q"
            aria-label={notFoundCopy.search.label}
            placeholder={notFoundCopy.search.placeholder}
          />
          <button type="submit" css={[buttonStyles.base, buttonStyles.primary]}>
            {notFoundCopy.search.submit}
          </button>
        </form>
      </search>
      <ul css={links}>
        {shown.map((link) => (
          <li key={link.href}>
            <ButtonLink to={link.href} variant="outline">
              {link.title}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GenericError() {
  const { pathname, search } = useLocation();
  return (
    <section css={box}>
      <PageHead title={`${errorCopy.title} | Northwind EDI`} noIndex />
      <h1>{errorCopy.title}</h1>
      <p css={{ color: theme.color.muted }}>{errorCopy.text}</p>
      <p css={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
        <ButtonLink to={pathname + search} variant="primary">
          {errorCopy.retry}
        </ButtonLink>
        <ButtonLink to="/contact" variant="outline">
          {errorCopy.contact}
        </ButtonLink>
      </p>
    </section>
  );
}

/** Errors of a page render inside the shell: 404 → not-found page, anything else → a generic message. */
export function PageError() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <GenericError />;
}

/** The shell itself failed: a bare page, no stack trace. */
export function RootError() {
  return (
    <>
      <GlobalStyles />
      <GenericError />
    </>
  );
}
