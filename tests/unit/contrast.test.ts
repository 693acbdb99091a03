import { caseStudies } from '../../content/pages/case-studies';
import { theme } from '../../shared/theme';

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

const { color } = theme;
const WHITE = '#ffffff';

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
});
