/**
 * The commands on several documents: `compare` (the tree diff of two, a change a line, or JSON) and
 * `reconcile` (an order, its ship notice and invoice: the lines with their flags, or JSON, CSV, Excel).
 */
import { compareResults } from '../tools/compare';
import { inspectLoading } from '../inspect';
import { reconcileDocuments, type ReconcileRefusal } from '../tools/reconcile-documents';
import { reconcileTable } from '../tools/reconcile-table';
import { csvChunks } from '../writers/to-csv';
import { xlsxBytes } from '../writers/to-xlsx';
import type { DictionaryLoader } from '../model/dictionaries';
import { readInput, UnusableInput } from './input';
import { write, writeAll } from './output';

export async function compareCommand(paths: readonly string[], json: boolean, load: DictionaryLoader): Promise<number> {
  const [a = '', b = ''] = paths;
  const [left, right] = await Promise.all([
    readInput(a).then((t) => inspectLoading(t, load)),
    readInput(b).then((t) => inspectLoading(t, load)),
  ]);
  const comparison = compareResults(left, right);
  if (json) await write(`${JSON.stringify(comparison, null, 2)}\n`);
  else
    await writeAll(
      comparison.changes.map((c) => {
        const where = [c.left && `${a}:${c.left}`, c.right && `${b}:${c.right}`].filter(Boolean).join(' ');
        const elements = (c.elements ?? []).map((e) => ` ${e.ref} ${e.before} -> ${e.after}`).join(';');
        return `${c.change} ${c.label ?? c.tag} ${[...c.path].join(' > ')} (${where})${elements}\n`;
      }),
    );
  // Like diff(1): 1 when the documents differ.
  return comparison.changes.length > 0 ? 1 : 0;
}

const refusal = (r: ReconcileRefusal, paths: readonly string[]) =>
  r.refused === 'count'
    ? 'give two or three documents'
    : `${paths[r.index] ?? ''}: ${
        r.refused === 'not-edi'
          ? 'not X12 or EDIFACT'
          : r.refused === 'unknown-kind'
            ? `no order, ship notice or invoice (${r.codes.join(', ')})`
            : r.refused === 'several-sets'
              ? `${r.count} orders, ship notices or invoices: give one of each`
              : `a second ${r.role}`
      }`;

export async function reconcileCommand(
  paths: readonly string[],
  format: string,
  load: DictionaryLoader,
): Promise<number> {
  if (!['text', 'json', 'csv', 'xlsx'].includes(format))
    throw new UnusableInput(`--format must be text, json, csv or xlsx, not "${format}"`);
  const texts = await Promise.all(paths.map((p) => readInput(p)));
  const result = reconcileDocuments(texts, await load([]));
  if ('refused' in result) throw new UnusableInput(refusal(result, paths));
  if (format === 'json') await write(`${JSON.stringify(result, null, 2)}\n`);
  else if (format === 'csv') await writeAll(csvChunks(reconcileTable(result)));
  else if (format === 'xlsx') await write(await xlsxBytes(reconcileTable(result)));
  else {
    const table = reconcileTable(result);
    const widths = table.columns.map((c, i) => Math.max(c.length, ...[...table.rows].map((r) => (r[i] ?? '').length)));
    const line = (cells: readonly string[]) =>
      `${cells
        .map((c, i) => c.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd()}\n`;
    await write(line(table.columns));
    await writeAll([...table.rows].map(line));
    for (const r of result.references)
      await write(`${r.element} ${r.value}${r.matches === false ? ' (not the order number)' : ''}\n`);
  }
  // 1 when any line differs, as a check in a script would want.
  return result.lines.some((l) => l.flags.length > 0) || result.references.some((r) => r.matches === false) ? 1 : 0;
}
