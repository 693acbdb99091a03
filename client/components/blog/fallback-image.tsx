import { useEffect, useRef, useState } from 'react';

/**
 * An image that walks its list of sources when one fails (docs/spec.md, "Blog list": header image, then the
 * first image of the content, then a default stock image). A failure before hydration is caught too.
 * `eager`: the image is likely above the fold (the largest paint), so it loads at once.
 */
export function FallbackImage({
  sources,
  alt,
  width,
  height,
  className,
  eager = false,
}: {
  sources: (string | undefined)[];
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}) {
  const list = sources.filter((s): s is string => Boolean(s));
  const [index, setIndex] = useState(0);
  const ref = useRef<HTMLImageElement>(null);
  const last = list.length - 1;
  const next = () => setIndex((i) => Math.min(i + 1, last));
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setIndex((i) => Math.min(i + 1, last));
  }, [last]);
  return (
    <img
      ref={ref}
      src={list[index]}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={className}
      onError={() => index < list.length - 1 && next()}
    />
  );
}
