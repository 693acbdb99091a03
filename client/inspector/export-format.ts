/** The formats the inspector converts a document to (the API's, but EDI back from JSON). */
export const EXPORT_FORMATS = ['json', 'csv', 'xml', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const isExportFormat = (v: unknown): v is ExportFormat => EXPORT_FORMATS.some((f) => f === v);
