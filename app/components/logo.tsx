import { css } from '@emotion/react';
import { site } from '../../content/site';
import { theme } from '../lib/theme';

const wordmark = css({ whiteSpace: 'nowrap', fontWeight: 800, fontSize: '1.2rem', letterSpacing: '-0.02em', color: theme.color.brand });
const suffix = css({ color: theme.color.accent });

/** The Northwind mark: a compass needle over an exchange arrow. */
export function Logo({ size = 34 }: { size?: number }) {
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <svg css={{ flex: 'none' }} width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="9" fill={theme.color.brand} />
        <path d="M20 6 L25 20 L20 34 L15 20 Z" fill="#fff" />
        <path d="M20 6 L25 20 L15 20 Z" fill={theme.color.accent} />
        <path d="M8 27h9m-3-3 3 3-3 3M32 13h-9m3-3-3 3 3 3" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
      <span css={wordmark}>
        {site.name.split(' ')[0]} <span css={suffix}>{site.name.split(' ').slice(1).join(' ')}</span>
      </span>
    </span>
  );
}
