/** Design tokens shared by every component. */
export const theme = {
  color: {
    brand: '#0b3d91',
    brandDark: '#072a66',
    brandLight: '#e8effb',
    accent: '#f26b1d',
    // Buttons and small text sit on accentDark (5.2:1 with white); accent itself is for marks and rules.
    accentDark: '#c2410c',
    accentDeep: '#9a3412',
    text: '#14213d',
    muted: '#4a5568',
    border: '#d9e1ec',
    surface: '#ffffff',
    surfaceAlt: '#f5f8fc',
    dark: '#0a1930',
    onDark: '#e6ecf5',
    focus: '#f2a900',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 3px rgba(10,25,48,.08), 0 4px 14px rgba(10,25,48,.06)',
    panel: '0 12px 40px rgba(10,25,48,.18)',
  },
  container: '1200px',
  /** Page heroes: text sits on a gradient, chips and panels on white tints of it (contrast-tested). */
  hero: {
    gradient: ['#0a1930', '#0b3d91'],
    intro: '#e6ecf5',
    chipTint: 0.14,
    panelTint: 0.1,
  },
} as const;

/** White at `alpha` over a colour: how the hero's translucent chips and panels look. */
export const whiteTint = (alpha: number) => `rgba(255,255,255,${alpha})`;

/** Breakpoints in px; `lg` is the narrowest width where logo and desktop navigation fit one row. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export const mq = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
  belowSm: `@media (max-width: ${breakpoints.sm - 0.02}px)`,
  /** Desktop navigation; below it the menu button. */
  nav: `@media (min-width: ${breakpoints.lg}px)`,
  /** Between `nav` and `xl` the navigation tightens so it fits beside the logo. */
  navTight: `@media (min-width: ${breakpoints.lg}px) and (max-width: ${breakpoints.xl - 0.02}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
