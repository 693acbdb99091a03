/** Why a document cannot become an Excel workbook (past what Excel opens): the API's 422, the inspector's note. */
const grouped = (n: number) => n.toLocaleString('en-US');

export const excelCopy = {
  rows: (max: number) =>
    `The document has more than ${grouped(max)} rows, more than an Excel sheet holds: convert it to CSV instead.`,
  columns: (max: number) =>
    `A segment has more than ${grouped(max)} elements, more columns than an Excel sheet holds: convert it to CSV instead.`,
  cell: (max: number) =>
    `A value is longer than the ${grouped(max)} characters an Excel cell holds: convert it to CSV instead.`,
} as const;
