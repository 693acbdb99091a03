/**
 * The public entry of @northwind/edi (README.md): read and check a document, then answer, convert, compare or
 * reconcile it. The site's modules import the files behind these names directly (the browser's bundles stay
 * per feature); a program outside the site imports from here.
 */
export { detectStandard, dictionaryLoader, directoriesNamed, inspect, inspectLoading } from './inspect';
export type { Dictionaries, DictionaryLoader, DirectoryLoader } from './model/dictionaries';
export type { GuideHit, Linker, LinkHit, ReferenceHit } from './model/links';
export type { Standard } from './syntax/standard';
export { engineStandards } from './syntax/engine-standards';
export type * from './model/types';
export type * from './model/directory';
export type * from './model/guide';
export { MAX_DOCUMENT_CHARS } from './model/types';
export { findingCodes, ackLevel, x12Code } from './rules/finding-codes';
export type { AckMapping, FindingCode, FindingCodeDef } from './rules/finding-codes';
export { report, reportJson } from './writers/report';
export type { Report, ReportFinding, ReportOptions } from './writers/report';
export { acknowledge, isAckType, type AckType } from './writers/acknowledge';
export { textChunks, workbook, utf8Bytes, isConvertTarget, type ConvertTarget } from './writers/convert';
export { jsonToEdi, JsonInputError } from './writers/from-json';
export { compareResults } from './tools/compare';
export { reconcileDocuments } from './tools/reconcile-documents';
export { reconcileTable } from './tools/reconcile-table';
export { redact } from './tools/redact';
export { loadDirectories, knownDirectories } from './load/edifact-pools';
export { parseGuide } from './guide-format/read-guide';
export { userGuideOf } from './guide-format/to-internal';
