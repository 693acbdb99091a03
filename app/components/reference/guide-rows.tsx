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

/** What Row renders once hydrated, done to the server's rows React adopted without rendering: codes become buttons. */
export function upgradeRows(body: HTMLTableSectionElement): void {
  for (const tr of body.rows) {
    const text = tr.cells[0]?.firstElementChild;
    if (text?.localName !== 'code') continue;
    const button = document.createElement('button');
    for (const [name, value] of Object.entries(quickViewButton(text.textContent ?? ''))) {
      button.setAttribute(name, value);
    }
    button.textContent = text.textContent;
    text.replaceWith(button);
  }
}
