import { css } from '@emotion/react';
import { footerCopy, footerGroups } from '../../content/navigation';
import { site } from '../../content/site';
import { mq, theme } from '../lib/theme';
import { BrandIcon, Mail, Phone } from './icon';
import { ExternalLink } from './external-link';
import { SiteLink as Link } from './site-link';

const footer = css({
  background: theme.color.dark,
  color: theme.color.onDark,
  marginTop: 64,
  a: { color: theme.color.onDark, textDecoration: 'none' },
  'a:hover, a:focus-visible': { color: '#fff', textDecoration: 'underline' },
});

const grid = css({
  maxWidth: theme.container,
  margin: '0 auto',
  padding: '48px 16px 24px',
  display: 'grid',
  gap: '32px 24px',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '& > :first-of-type': { gridColumn: '1 / -1' },
  [mq.lg]: { gridTemplateColumns: '1.4fr repeat(5, 1fr)', '& > :first-of-type': { gridColumn: 'auto' } },
});

const heading = css({
  fontSize: '.8rem',
  letterSpacing: '.1em',
  textTransform: 'uppercase',
  color: '#9fb3d1',
  margin: '0 0 12px',
});
const list = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8, fontSize: '.92rem' });
const social = css({
  display: 'grid',
  placeItems: 'center',
  width: 38,
  height: 38,
  borderRadius: '50%',
  background: 'rgba(255,255,255,.1)',
});

export function Footer() {
  return (
    <footer id="footer" css={footer}>
      <div css={grid}>
        <div>
          <p css={{ fontWeight: 800, fontSize: '1.2rem', margin: '0 0 8px', color: '#fff' }}>{site.name}</p>
          <p css={{ margin: '0 0 16px', lineHeight: 1.6, color: '#c3d0e4' }}>{site.footerTagline}</p>
          <ul css={list}>
            <li>
              <a href={`mailto:${site.supportEmail}`} css={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                <Mail size={16} aria-hidden="true" /> {site.supportEmail}
              </a>
            </li>
            <li>
              <a href={site.phoneHref} css={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                <Phone size={16} aria-hidden="true" /> {site.phone}
              </a>
            </li>
          </ul>
          <p css={[heading, { marginTop: 20 }]}>{footerCopy.followUs}</p>
          <ul css={{ listStyle: 'none', display: 'flex', gap: 10, margin: 0, padding: 0 }}>
            {site.social.map((s) => (
              <li key={s.name}>
                <ExternalLink href={s.href} css={social} aria-label={`${site.name} on ${s.name}`}>
                  <BrandIcon name={s.name} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 css={heading}>{group.heading}</h2>
            <ul css={list}>
              {group.items.map((item) => (
                <li key={item.href}>
                  <Link to={item.href}>{item.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {/* Side padding clears the fixed scroll-to-top button (48 px, 20 px from the edge) at any width. */}
      <div
        css={{
          borderTop: '1px solid rgba(255,255,255,.12)',
          padding: '18px 76px',
          textAlign: 'center',
          fontSize: '.85rem',
          color: '#9fb3d1',
        }}
      >
        {site.copyright}
      </div>
    </footer>
  );
}
