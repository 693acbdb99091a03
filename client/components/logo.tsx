import { css } from '@emotion/react';
import { site } from '../../content/site';
import { theme } from '../lib/theme';
import { SpriteIcon } from './icon';

const wordmark = css({
  whiteSpace: 'nowrap',
  fontWeight: 800,
  fontSize: '1.2rem',
  letterSpacing: '-0.02em',
  color: theme.color.brand,
});
const suffix = css({ color: theme.color.accent });

/** The Northwind mark: a compass needle over an exchange arrow. */
export function Logo({ size = 34 }: { size?: number }) {
  return (
    <span css={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <SpriteIcon symbol="logo" size={size} css={{ flex: 'none' }} />
      <span css={wordmark}>
        {site.name.split(' ')[0]} <span css={suffix}>{site.name.split(' ').slice(1).join(' ')}</span>
      </span>
    </span>
  );
}
