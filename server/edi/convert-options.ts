/**
 * The conversion endpoint's query parameters, checked before any work: `to` (json, csv, xml, xlsx or edi),
 * `rows` (csv and xlsx: lines or segments), and for `to=edi` the delimiters to write (`element`,
 * `component`, `segment`, `repetition`, `release`) and `lineBreaks`. Anything else, repeated or out of
 * range is a 400 that says what is accepted.
 */
import { apiCopy } from '../../content/inspector/api-copy';
import { CONVERT_TARGETS, isConvertTarget, type ConvertTarget } from '../../shared/edi/writers/convert';
import type { EdiWriteOptions } from '../../shared/edi/writers/from-json';
import type { CsvRows } from '../../shared/edi/writers/to-csv';

const DELIMITERS = ['element', 'component', 'segment', 'repetition', 'release'] as const;
export const CONVERT_PARAMETERS = ['to', 'rows', ...DELIMITERS, 'lineBreaks'] as const;
type Parameter = (typeof CONVERT_PARAMETERS)[number];
const isParameter = (name: string): name is Parameter => CONVERT_PARAMETERS.some((p) => p === name);

export type ConvertRequest =
  { to: Exclude<ConvertTarget, 'edi'>; rows?: CsvRows } | { to: 'edi'; write: EdiWriteOptions };

export function convertOptions(query: Readonly<Record<string, unknown>>): ConvertRequest | { error: string } {
  const e = apiCopy.conversion;
  const values: Partial<Record<Parameter, string>> = {};
  for (const [name, raw] of Object.entries(query)) {
    if (!isParameter(name)) return { error: apiCopy.parameters.unknown(name, CONVERT_PARAMETERS) };
    if (typeof raw !== 'string') return { error: apiCopy.parameters.once(name) };
    values[name] = raw.slice(0, 64);
  }
  const to = (values.to ?? '').toLowerCase();
  if (!isConvertTarget(to)) return { error: e.to(values.to ?? '', CONVERT_TARGETS) };
  if (to !== 'edi') {
    for (const name of [...DELIMITERS, 'lineBreaks'] as const)
      if (values[name] !== undefined) return { error: e.onlyFor(name, 'to=edi') };
    const rows = values.rows;
    if (rows === undefined) return { to };
    if (to !== 'csv' && to !== 'xlsx') return { error: e.onlyFor('rows', 'to=csv and to=xlsx') };
    if (rows !== 'lines' && rows !== 'segments') return { error: e.rows(rows) };
    return { to, rows };
  }
  if (values.rows !== undefined) return { error: e.onlyFor('rows', 'to=csv and to=xlsx') };
  const write: EdiWriteOptions = {};
  for (const name of DELIMITERS) {
    const v = values[name];
    if (v === undefined) continue;
    if (v.length !== 1 || /[A-Za-z0-9 ]/.test(v)) return { error: e.delimiter(name) };
    write.delimiters = { ...write.delimiters, [name]: v };
  }
  const breaks = values.lineBreaks;
  if (breaks !== undefined) {
    if (breaks !== 'true' && breaks !== 'false') return { error: e.lineBreaks(breaks) };
    write.lineBreaks = breaks === 'true';
  }
  return { to, write };
}
