/**
 * The rows of a guide's table. The whole table is most of the guide's HTML (318 rows on the X12 guide), so
 * a row carries its text and two elements in its code cell, nothing more: no class or data attribute of its
 * own (the table's styles reach it, the industry filter's field travels in the hydration data), no second
 * copy of the code. Its controls work through the table body's click handler, so the rows the browser adopts
 * from the server's HTML work without React rendering them.
 */
import { guideCopy } from '../../../content/pages/reference-guides';
import type { GuideRow } from './guide-data';

/** A quick-view button's attributes: spread by React's rows and cards, set by upgradeRows on adopted rows. */
export const quickViewButton = (code: string) =>
  ({ type: 'button', 'aria-haspopup': 'dialog', 'aria-label': guideCopy.quickView(code) }) as const;

interface RowProps {
  row: GuideRow;
  href: string;
  /** The code is a quick-view button once the page runs JavaScript; before, and without it, plain text. */
  hydrated: boolean;
  serviceBadge: string | undefined;
}

export function Row({ row, href, hydrated, serviceBadge }: RowProps) {
  return (
    <tr>
      <td>
        {hydrated ? <button {...quickViewButton(row.code)}>{row.code}</button> : <code>{row.code}</code>}
        <a href={href} aria-label={guideCopy.openPage(row.code)}>
          {guideCopy.details}
        </a>
      </td>
      <td>
        {row.name}
        {row.service && serviceBadge && <span>{serviceBadge}</span>}
      </td>
      <td>{row.description}</td>
      <td>{row.category}</td>
    </tr>
  );
}

/** A row's code: the text of its code cell's first element (the code, or the button it became). */
export const codeOf = (tr: HTMLTableRowElement) => tr.cells[0]?.firstElementChild?.textContent ?? '';

export interface Adopted {
  entries: GuideRow[];
  rows: Map<string, HTMLTableRowElement>;
}

/** Reads the entries back from the rows the server rendered, keeping the row elements. */
export function adoptRows(body: HTMLTableSectionElement, industries: readonly string[]): Adopted {
  const entries: GuideRow[] = [];
  const rows = new Map<string, HTMLTableRowElement>();
  for (const tr of body.rows) {
    const [, name, description, category] = tr.cells;
    const code = codeOf(tr);
    entries.push({
      code,
      name: name?.firstChild?.textContent ?? '',
      description: description?.textContent ?? '',
      category: category?.textContent ?? '',
      industry: industries[tr.sectionRowIndex] ?? '',
      ...(name?.querySelector('span') && { service: true }),
    });
    rows.set(code, tr);
  }
  return { entries, rows };
}

/** What Row renders once hydrated, done to a server row React adopted without rendering: its code becomes a button. */
function upgradeRow(tr: HTMLTableRowElement): void {
  const text = tr.cells[0]?.firstElementChild;
  if (text?.localName !== 'code') return;
  const button = document.createElement('button');
  for (const [name, value] of Object.entries(quickViewButton(text.textContent ?? ''))) button.setAttribute(name, value);
  button.textContent = text.textContent;
  text.replaceWith(button);
}

// Rows per slice: all 318 at once took 30 ms on a phone-speed CPU (Chromium, 4× slowdown), a long task of its own
// right after hydration; 40 take about 4.
const SLICE = 40;

const whenIdle = (callback: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: 500 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 0);
  return () => clearTimeout(id);
};

/**
 * Upgrades the server's rows (upgradeRow) a slice at a time while the browser is idle, in table order (the rows on
 * screen first). Filters may move rows meanwhile: the rows are the ones the table had at the start. Returns a cancel.
 */
export function upgradeRows(body: HTMLTableSectionElement): () => void {
  const rows = [...body.rows];
  let next = 0;
  const slice = () => {
    for (const end = Math.min(next + SLICE, rows.length); next < end; next++) {
      const row = rows[next];
      if (row) upgradeRow(row);
    }
    if (next < rows.length) cancel = whenIdle(slice);
  };
  let cancel = whenIdle(slice); // slice runs later, and reschedules through it
  return () => cancel();
}
