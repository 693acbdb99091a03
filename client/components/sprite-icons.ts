import type { SocialName } from '../../content/site';
import { theme } from '../lib/theme';

/**
 * Every icon the site draws, by lucide name. scripts/icon-sprite.mjs (run by build.mjs) writes exactly these,
 * plus the filled variants and brand marks below, as the <symbol>s of one hashed sprite; pages draw them with
 * <use> (client/components/icon.tsx), so each icon's path data reaches the browser once, cached.
 */
export const lucideIcons = [
  'activity',
  'arrow-down',
  'arrow-down-up',
  'arrow-left',
  'arrow-up',
  'award',
  'bell',
  'book-open',
  'briefcase',
  'calculator',
  'calendar-days',
  'chart-column',
  'check',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'circle-check',
  'circle-question-mark',
  'circle-x',
  'clock',
  'cloud',
  'code',
  'cog',
  'contact',
  'copy',
  'database',
  'dollar-sign',
  'download',
  'external-link',
  'eye',
  'factory',
  'file-search',
  'file-text',
  'hard-drive',
  'headset',
  'heart-pulse',
  'landmark',
  'layers',
  'layout-grid',
  'mail',
  'map-pin',
  'menu',
  'message-square-quote',
  'network',
  'newspaper',
  'package',
  'pause',
  'phone',
  'play',
  'receipt',
  'route',
  'search',
  'server',
  'shield-check',
  'shopping-bag',
  'shopping-cart',
  'star',
  'table',
  'ticket',
  'triangle-exclamation-point',
  'truck',
  'users',
  'warehouse',
  'x',
] as const;

export type LucideName = (typeof lucideIcons)[number];

/** Icons also drawn filled (a rating's stars): the sprite holds `<name>-filled`, painted with currentColor. */
export const filledIcons = ['star'] as const satisfies readonly LucideName[];

export type FilledName = (typeof filledIcons)[number];

/** Brand marks (not in the icon set): simple paths, filled with currentColor; symbols `brand-<name>`. */
export const brandPaths: Record<SocialName, string> = {
  LinkedIn:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-4.9c0-1.17-.02-2.67-1.63-2.67-1.63 0-1.88 1.27-1.88 2.59V21h-4z',
  X: 'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77zm-1.08 16.2h1.7L7.4 4.7H5.58z',
  YouTube:
    'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.75 15.5v-7l6 3.5z',
};

export const brandSymbol = (name: SocialName) => `brand-${name.toLowerCase()}` as const;

/** The Northwind mark (client/components/logo.tsx), a compass needle over an exchange arrow: symbol `logo`, 40 × 40. */
export const logoMark = [
  `<rect width="40" height="40" rx="9" fill="${theme.color.brand}"/>`,
  '<path d="M20 6 L25 20 L20 34 L15 20 Z" fill="#fff"/>',
  `<path d="M20 6 L25 20 L15 20 Z" fill="${theme.color.accent}"/>`,
  '<path d="M8 27h9m-3-3 3 3-3 3M32 13h-9m3-3-3 3 3 3" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round"/>',
].join('');

/** A symbol of the sprite. */
export type SpriteSymbol = LucideName | `${FilledName}-filled` | ReturnType<typeof brandSymbol> | 'logo';
