import type { ReactNode } from 'react';

/** A labelled region that may scroll; it takes focus so keyboard users can scroll it too (WCAG 2.1.1). */
export function ScrollRegion({
  labelledBy,
  className,
  children,
}: {
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the WAI pattern for a scrollable region
    <section className={className} tabIndex={0} aria-labelledby={labelledBy}>
      {children}
    </section>
  );
}
