import { mkdirSync } from 'node:fs';
import { expect, hydrated, templatePaths, test } from './fixtures';

// One route per page template, plus an article, a code page of each standard and the not-found page.
const paths = [
  ...templatePaths,
  '/blogs/x12-vs-edifact-whats-the-difference-and-which-do-you-need',
  '/resources/x12-transaction-sets/850',
  '/resources/edifact/d96a/messages/DESADV',
  '/no-such-page',
];

const widths = [360, 390, 768, 1024, 1280, 1440];

// Screenshots stay under test-results/ so CI keeps them as artifacts.
const shotDir = 'test-results/layout-guard';

const fileName = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-'));

interface Findings {
  /** Document width beyond the viewport, in px (0 when nothing scrolls sideways). */
  overflow: number;
  /** Header links and controls that are visible but not wholly inside the viewport. */
  headerOutside: string[];
  /** The logo's icon is shown and its wordmark sits on one line. */
  logoWhole: boolean;
  /** Boxes that hide part of their own text. */
  clipped: string[];
}

/** Runs in the page: measures what a visitor would see as broken. */
// page.evaluate sends this function alone, so its helpers must live inside it.
/* oxlint-disable unicorn/consistent-function-scoping */
function inspect(): Findings {
  const vw = document.documentElement.clientWidth;
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const cls = el.getAttribute('class')?.split(' ')[0] ?? '';
    return `${el.tagName.toLowerCase()}${cls ? '.' + cls : ''} "${text}"`;
  };
  // Closed <details> content keeps a box but is not rendered; checkVisibility knows.
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true });
  };

  const header = document.querySelector('body header');
  const headerOutside = header
    ? [...header.querySelectorAll('a, summary, button')]
        .filter(shown)
        .filter((el) => !el.closest('[role="dialog"]'))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.left < -0.5 || r.right > vw + 0.5;
        })
        .map(describe)
    : ['no header'];

  const logoLink = header?.querySelector('a[href="/"]');
  const logoIcon = logoLink?.querySelector('svg');
  const wordmark = logoLink?.querySelector('svg + span');
  const lineHeight = wordmark ? parseFloat(getComputedStyle(wordmark).fontSize) * 1.6 : 0;
  const logoWhole = Boolean(
    logoIcon && shown(logoIcon) && wordmark && wordmark.getBoundingClientRect().height < lineHeight,
  );

  // Visually hidden text (screen-reader only) is clipped on purpose.
  const visuallyHidden = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width <= 1 || r.height <= 1 || getComputedStyle(el).clipPath.startsWith('inset(50%');
  };
  const clipped: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(el);
    if (!['hidden', 'clip'].includes(style.overflowX) || el.scrollWidth <= el.clientWidth + 1) continue;
    if (!shown(el) || visuallyHidden(el)) continue;
    // Decorative shapes may bleed past a box; what matters is text cut off at its edge.
    const box = el.getBoundingClientRect();
    const left = box.left + el.clientLeft;
    const right = left + el.clientWidth;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const cut = [...range.getClientRects()].some((r) => r.width > 0 && (r.left < left - 1 || r.right > right + 1));
      if (cut) {
        clipped.push(describe(el));
        break;
      }
    }
  }
  return { overflow: document.documentElement.scrollWidth - vw, headerOutside, logoWhole, clipped };
}
/* oxlint-enable unicorn/consistent-function-scoping */

test.describe('every template fits every width', () => {
  mkdirSync(shotDir, { recursive: true });
  for (const width of widths) {
    test(`at ${width} px: no sideways scroll, whole header, no clipped text`, async ({ page, problems }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      for (const path of paths) {
        await page.goto(path);
        await hydrated(page);
        const found = await page.evaluate(inspect);
        expect.soft({ path, ...found }).toEqual({ path, overflow: 0, headerOutside: [], logoWhole: true, clipped: [] });
        await page.screenshot({ path: `${shotDir}/${width}/${fileName(path)}.png`, fullPage: true });
      }
      expect(problems).toEqual([]);
    });
  }
});
