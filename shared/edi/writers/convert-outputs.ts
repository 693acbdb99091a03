/**
 * The converter's outputs, apart from the converter (convert.ts re-exports them): a page that only names an
 * output's type and extension (the inspector's save dialog) does not load the writers, the X12 guides and the
 * segment dictionary with it (issue 46).
 */
/** An Excel workbook's media type. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CONVERT_TARGETS = ['json', 'csv', 'xml', 'xlsx', 'edi'] as const;
export type ConvertTarget = (typeof CONVERT_TARGETS)[number];
export const isConvertTarget = (v: string): v is ConvertTarget => CONVERT_TARGETS.some((t) => t === v);

/** What each output is sent as, and its file name's extension. */
export const OUTPUTS: Readonly<Record<Exclude<ConvertTarget, 'edi'>, { type: string; extension: string }>> = {
  json: { type: 'application/json; charset=utf-8', extension: 'json' },
  csv: { type: 'text/csv; charset=utf-8', extension: 'csv' },
  xml: { type: 'application/xml; charset=utf-8', extension: 'xml' },
  xlsx: { type: XLSX_TYPE, extension: 'xlsx' },
};
