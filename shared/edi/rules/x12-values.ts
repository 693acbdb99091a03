/**
 * X12 data element values by type (X12.6, "Data element types"): N0–N9 are digits with an optional
 * leading minus, R a decimal number with at most one point, DT a date (CCYYMMDD, YYMMDD), TM a time
 * (HHMM, seconds and decimals optional). For N and R the minus sign and the point are not counted in
 * the length. Read character by character from the reader: nothing is allocated per value.
 */
import type { ElementReader } from '../syntax/element-reader';
import type { X12Type } from '../model/guide';

const isDigit = (c: number) => c >= 48 && c <= 57;
const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The length X12 counts: for N and R, digits only. */
export const x12Length = (reader: ElementReader, i: number, type: X12Type): number =>
  reader.length(i, 0, type === 'R' || type.startsWith('N'));

/** Whether element `i` (its first component) breaks its type. */
export function badX12Value(reader: ElementReader, i: number, type: X12Type): boolean {
  if (type === 'ID' || type === 'AN' || type === 'C') return false;
  const n = reader.length(i, 0, false);
  if (type === 'DT' || type === 'TM') {
    for (let j = 0; j < n; j += 1) if (!isDigit(reader.codeAt(i, 0, j))) return true;
    return type === 'DT' ? !realDate(reader, i, n) : !realTime(reader, i, n);
  }
  let digits = 0;
  let points = 0;
  for (let j = 0; j < n; j += 1) {
    const c = reader.codeAt(i, 0, j);
    if (isDigit(c)) digits += 1;
    else if (c === 45 && j === 0) continue;
    else if (c === 46 && type === 'R' && points === 0) points += 1;
    else return true;
  }
  return digits === 0;
}

/** The number written by `count` digits of element `i` from `from`. */
function number(reader: ElementReader, i: number, from: number, count: number): number {
  let v = 0;
  for (let j = from; j < from + count; j += 1) v = v * 10 + (reader.codeAt(i, 0, j) - 48);
  return v;
}

function realDate(reader: ElementReader, i: number, n: number): boolean {
  if (n !== 8 && n !== 6) return false;
  const year = n === 8 ? number(reader, i, 0, 4) : number(reader, i, 0, 2);
  const month = number(reader, i, n - 4, 2);
  const day = number(reader, i, n - 2, 2);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = n === 8 ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) : year % 4 === 0;
  return day <= (month === 2 && !leap ? 28 : (DAYS[month - 1] ?? 0));
}

function realTime(reader: ElementReader, i: number, n: number): boolean {
  if (n < 4 || n > 8 || n === 5) return false;
  return number(reader, i, 0, 2) < 24 && number(reader, i, 2, 2) < 60 && (n < 6 || number(reader, i, 4, 2) < 60);
}
