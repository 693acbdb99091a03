import { css } from '@emotion/react';
import { headerCopy } from '../../content/navigation';
import { site } from '../../content/site';
import { mq, theme } from '../lib/theme';
import { usePublicConfig } from '../shell/config-context';
import { ExternalLink } from './external-link';
import { SiteLink as Link } from './site-link';
import { Logo } from './logo';
import { SiteNav } from './site-nav/site-nav';
import { SearchTrigger } from './search/search-trigger';

const container = css({ maxWidth: theme.container, margin: '0 auto', padding: '0 16px' });

const topBar = css({
  background: theme.color.dark,
  color: theme.color.onDark,
  fontSize: '.85rem',
  // Phones: smaller type, and the claim may take two lines inside the bar's height rather than be cut.
  [mq.belowSm]: { fontSize: '.78rem', lineHeight: 1.25 },
  a: { color: 'inherit', textDecoration: 'none' },
  'a:hover': { textDecoration: 'underline' },
});

const hideBelowMd = css({ display: 'none', [mq.md]: { display: 'inline-flex' } });
const hideBelowLg = css({ display: 'none', [mq.lg]: { display: 'inline' } });

const pill = css({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '5px 12px',
  borderRadius: theme.radius.pill,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export function Header() {
  const { demoUrl, appUrl } = usePublicConfig();

  return (
    <header
      css={{
        position: 'sticky',
        top: 0,
        zIndex: 30,
        background: theme.color.surface,
        boxShadow: '0 1px 0 ' + theme.color.border,
      }}
    >
      <div css={topBar}>
        <div
          css={[
            container,
            { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, minHeight: 40 },
          ]}
        >
          <Link to="/about-edi-converter" css={{ minWidth: 0, [mq.sm]: { whiteSpace: 'nowrap' } }}>
            {site.topBarText}
          </Link>
          <div css={{ display: 'flex', flex: 'none', alignItems: 'center', gap: 14 }}>
            <span css={hideBelowLg}>{site.topBarClaim}</span>
            <ExternalLink href={demoUrl} css={[pill, { background: theme.color.accentDark, color: '#fff !important' }]}>
              {headerCopy.scheduleDemo}
            </ExternalLink>
            <Link to="/contact" css={hideBelowMd}>
              {headerCopy.contactUs}
            </Link>
            <ExternalLink href={appUrl} css={hideBelowMd}>
              {headerCopy.login}
            </ExternalLink>
          </div>
        </div>
      </div>
      <div
        css={[
          container,
          { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, minHeight: 68 },
        ]}
      >
        <Link to="/" aria-label={headerCopy.logoLabel} css={{ flex: 'none', textDecoration: 'none' }}>
          <Logo />
        </Link>
        <div css={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
          <SearchTrigger />
          <SiteNav />
        </div>
      </div>
    </header>
  );
}
