import { caseStudies } from '../../content/pages/case-studies';
import { solutionModules } from '../../content/solution-pages';
import { theme } from '../../client/lib/theme';

// WCAG 2 relative luminance and contrast ratio.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [dark, light] = [luminance(a), luminance(b)].sort((x, y) => x - y) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const { color, hero } = theme;
const WHITE = '#ffffff';

/** White at `alpha` laid over an opaque colour, as the browser composites a translucent chip. */
const whiteOver = (hex: string, alpha: number) =>
  '#' +
  [1, 3, 5]
    .map((i) =>
      Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - alpha) + 255 * alpha)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

/** Every pairing on a hero, checked at one end of its gradient. */
const heroPairs = (end: string): [string, string, string, number][] => [
  ['heading', WHITE, end, 4.5],
  ['intro', hero.intro, end, 4.5],
  ['eyebrow chip', WHITE, whiteOver(end, hero.chipTint), 4.5],
  ['capability panel', hero.intro, whiteOver(end, hero.panelTint), 4.5],
  // The call to action's white edge against the gradient (a UI boundary: 3:1), its label on its fill.
  ['button edge', WHITE, end, 3],
  ['button label', WHITE, color.accentDark, 4.5],
];

describe('text colours are readable (WCAG AA, 4.5:1 for body text)', () => {
  it.each([
    ['white on the primary button', WHITE, color.accentDark],
    ['white on the primary button hovered', WHITE, color.accentDeep],
    ['accent text on white', color.accentDark, WHITE],
    ['accent text on the Featured badge', color.accentDark, '#fff3e0'],
    ['brand text on white', color.brand, WHITE],
    ['white on brand', WHITE, color.brand],
    ['body text on white', color.text, WHITE],
    ['muted text on white', color.muted, WHITE],
    ['muted text on the alternate surface', color.muted, color.surfaceAlt],
    ['footer text on dark', color.onDark, color.dark],
  ])('%s', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(caseStudies.map((s) => [s.title, s.color] as const))('the %s accent on white', (_title, accent) => {
    expect(contrast(accent, WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  const heroes: [string, () => Promise<readonly [string, string]>][] = [
    ['the default hero', async () => hero.gradient],
    ...Object.entries(solutionModules).map(([slug, load]): [string, () => Promise<readonly [string, string]>] => [
      `the ${slug} hero`,
      async () => (await load()).default.heroGradient,
    ]),
  ];
  // The pictures beside the default hero's text (client/components/hero/): chips and tiles on a panel, the
  // dark code cards with their marked delimiters, and the white cards' tinted rows.
  const pictureParts = (end: string): [string, string, string, number][] => {
    const onPanel = whiteOver(end, hero.panelTint);
    return [
      ['chip on a panel', WHITE, whiteOver(onPanel, hero.chipTint), 4.5],
      ['tile label on a panel', hero.intro, whiteOver(onPanel, hero.panelTint), 4.5],
      ['intro text on a code card', hero.intro, color.dark, 4.5],
      ['delimiter on a code card', color.focus, color.dark, 4.5],
      ['chip on a code card', WHITE, whiteOver(color.dark, hero.chipTint), 4.5],
      ['group row on a white card', color.text, color.brandLight, 4.5],
    ];
  };
  it.each([0, 1])('the pictures beside the default hero, end %i', (end) => {
    const colour = hero.gradient[end] ?? '';
    const found = pictureParts(colour).map(([what, fg, bg, min]) => ({
      what,
      ratio: Math.round(contrast(fg, bg) * 100) / 100,
      min,
    }));
    expect(found.filter((f) => f.ratio < f.min)).toEqual([]);
  });

  describe.each(heroes)('%s, at both ends of its gradient', (_name, gradient) => {
    it.each([0, 1])('end %i', async (end) => {
      const colour = (await gradient())[end] ?? '';
      const found = heroPairs(colour).map(([what, fg, bg, min]) => ({
        what,
        colour,
        ratio: Math.round(contrast(fg, bg) * 100) / 100,
        min,
      }));
      expect(found.filter((f) => f.ratio < f.min)).toEqual([]);
    });
  });
});
