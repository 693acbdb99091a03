import { css } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { theme } from '../lib/theme';
import { visuallyHidden } from './visually-hidden';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

const textStyle = css({ fontWeight: 800, color: theme.color.muted, textAlign: 'center', lineHeight: 1.2 });

/**
 * A logo that becomes text when the image cannot load: the name (carousel) or initials (tiles).
 * An error before hydration is caught too, by checking the image once mounted.
 */
export function LogoImage({
  src,
  name,
  width,
  height,
  fallback,
}: {
  src: string;
  name: string;
  width: number;
  height: number;
  fallback: 'name' | 'initials';
}) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return fallback === 'name' ? (
      <span css={textStyle}>{name}</span>
    ) : (
      <span css={[textStyle, { fontSize: '1.4rem', color: theme.color.brand }]}>
        <span aria-hidden="true">{initials(name)}</span>
        <span css={visuallyHidden}>{name}</span>
      </span>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      alt={name}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      onLoad={() => setFailed(false)}
      css={{ maxWidth: '100%', height: 'auto' }}
    />
  );
}
