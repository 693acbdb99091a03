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
