/**
 * @jest-environment jsdom
 */
import { css } from '@emotion/react';
import { browserStyleCache } from '../../client/shell/browser-style-cache';

const rules = () =>
  Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText));

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it("moves the server's inline style elements out of React's way before hydration, and adopts its own", () => {
  document.body.innerHTML =
    '<style data-emotion="e a1 b2">.e-a1{color:red;}.e-b2{color:blue;}</style>' +
    '<main><style data-emotion="e-global g3">@page{margin:1cm;}</style></main>';
  const { cache } = browserStyleCache('e', undefined);
  expect(document.head.querySelector('style[data-emotion="e a1 b2"]')).not.toBeNull();
  // <Global>'s element too (the guide's print view has one): left in <main>, hydration failed on it.
  expect(document.head.querySelector('style[data-emotion="e-global g3"]')).not.toBeNull();
  expect(document.body.querySelector('style')).toBeNull();
  expect(cache.inserted).toEqual({ a1: true, b2: true });
});

it('inserts a style first seen after hydration, compiled by Emotion, once its compiler has loaded', async () => {
  const { cache, loadCompiler } = browserStyleCache('e', undefined);
  const style = css`
    color: red;
    &:hover {
      color: blue;
    }
  `;
  cache.insert(`.e-${style.name}`, style, cache.sheet, true);
  // Marked at once, so a second render does not ask again; the rules follow with the compiler.
  expect(cache.inserted[style.name]).toBe(true);
  expect(rules().some((rule) => rule.includes(style.name))).toBe(false);
  await loadCompiler();
  expect(rules()).toEqual(
    expect.arrayContaining([
      expect.stringMatching(new RegExp(`^\\.e-${style.name} \\{\\s*color: red;\\s*\\}$`)),
      expect.stringMatching(new RegExp(`^\\.e-${style.name}:hover \\{\\s*color: blue;\\s*\\}$`)),
    ]),
  );
  // Once loaded, the compiler inserts at once.
  const later = css`
    margin: 0;
  `;
  cache.insert(`.e-${later.name}`, later, cache.sheet, true);
  expect(rules().some((rule) => rule.startsWith(`.e-${later.name} `))).toBe(true);
});
