/** Dates and times as EDI envelopes carry them: YYMMDD or CCYYMMDD, HHMM (optionally HHMMSS). */

const DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether `value` is a real calendar date in YYMMDD (6 digits) or CCYYMMDD (8 digits). */
export function isDate(value: string): boolean {
  if (!/^(\d{6}|\d{8})$/.test(value)) return false;
  const year = Number(value.length === 8 ? value.slice(0, 4) : value.slice(0, 2));
  const month = Number(value.slice(-4, -2));
  const day = Number(value.slice(-2));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = value.length === 8 ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) : year % 4 === 0;
  return day <= (month === 2 && !leap ? 28 : (DAYS[month - 1] ?? 0));
}

/** Whether `value` is a time of day: HHMM, or HHMMSS. */
export function isTime(value: string): boolean {
  if (!/^(\d{4}|\d{6})$/.test(value)) return false;
  return (
    Number(value.slice(0, 2)) < 24 &&
    Number(value.slice(2, 4)) < 60 &&
    (value.length === 4 || Number(value.slice(4, 6)) < 60)
  );
}

/**
 * EDIFACT date/time/period values by their format code (data element 2379, whose code names are the
 * patterns: 102 is CCYYMMDD). Each pattern is read token by token: CC YY MM DD HH MM(minutes, after HH) SS
 * WW (week 01–53), '-' between the two ends of a period. Formats not listed are not checked.
 */
const FORMATS: Readonly<Record<string, string>> = {
  '2': 'DDMMYY',
  '3': 'MMDDYY',
  '101': 'YYMMDD',
  '102': 'CCYYMMDD',
  '106': 'MMDD',
  '201': 'YYMMDDHHMM',
  '202': 'YYMMDDHHMMSS',
  '203': 'CCYYMMDDHHMM',
  '204': 'CCYYMMDDHHMMSS',
  '401': 'HHMM',
  '402': 'HHMMSS',
  '501': 'HHMMHHMM',
  '502': 'HHMMSS-HHMMSS',
  '602': 'CCYY',
  '609': 'YYMM',
  '610': 'CCYYMM',
  '615': 'YYWW',
  '616': 'CCYYWW',
  '702': 'CCYY-CCYY',
  '709': 'YYMM-YYMM',
  '710': 'CCYYMM-CCYYMM',
  '711': 'CCYYMMDD-CCYYMMDD',
  '713': 'YYMMDDHHMM-YYMMDDHHMM',
  '715': 'YYWW-YYWW',
  '716': 'CCYYWW-CCYYWW',
  '717': 'YYMMDD-YYMMDD',
  '718': 'CCYYMMDD-CCYYMMDD',
  '719': 'CCYYMMDDHHMM-CCYYMMDDHHMM',
};

/** The pattern of a 2379 format code this check knows (CCYYMMDD for 102), or undefined. */
export const formatPattern = (code: string): string | undefined => FORMATS[code];

/** Whether `value` is a real date, time or period in the pattern of 2379 format `code` (true for codes not known). */
export function fitsFormat(value: string, code: string): boolean {
  const pattern = FORMATS[code];
  if (pattern === undefined) return true;
  if (value.length !== pattern.length) return false;
  let at = 0;
  while (at < pattern.length) {
    const dash = pattern.indexOf('-', at);
    const end = dash < 0 ? pattern.length : dash;
    if (!fitsPart(value, pattern, at, end)) return false;
    if (dash >= 0 && value[dash] !== '-') return false;
    at = end + 1;
  }
  return true;
}

/** The number of the two digits at `i` (checked to be digits before). */
const twoDigits = (value: string, i: number) => (value.charCodeAt(i) - 48) * 10 + value.charCodeAt(i + 1) - 48;

/**
 * One end of a period, value[from, to) in pattern[from, to): every token in range, and the day real in its
 * month and year. Reads character codes (it runs for every DTM of a batch: nothing sliced).
 */
function fitsPart(value: string, pattern: string, from: number, to: number): boolean {
  if (to === from) return false;
  for (let i = from; i < to; i += 1) {
    const c = value.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  let year = -1;
  let twoDigitYear = false;
  let month = -1;
  let day = -1;
  let afterHour = false;
  for (let i = from; i < to; i += 2) {
    const a = pattern[i];
    const token = a === pattern[i + 1] ? a : '';
    const n = twoDigits(value, i);
    if (token === 'C') {
      year = n * 100 + twoDigits(value, i + 2);
      i += 2;
    } else if (token === 'Y') {
      year = n;
      twoDigitYear = true;
    } else if (token === 'M' && !afterHour) {
      if (n < 1 || n > 12) return false;
      month = n;
    } else if (token === 'D') {
      if (n < 1) return false;
      day = n;
    } else if (token === 'H') {
      if (n > 24) return false;
      afterHour = true;
    } else if ((token === 'M' || token === 'S') && n > 59) return false;
    else if (token === 'W' && (n < 1 || n > 53)) return false;
  }
  if (day < 0 || month < 0) return true;
  const leap = year < 0 || (twoDigitYear ? year % 4 === 0 : year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0));
  return day <= (month === 2 && !leap ? 28 : (DAYS[month - 1] ?? 0));
}
