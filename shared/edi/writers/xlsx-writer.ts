// write-excel-file, imported by to-xlsx.ts when a workbook is made: a module of our own as the import()'s
// target, so the browser build treats its chunk like every other lazily loaded module (scripts/build/chunking.mjs,
// oneShellChunk) and no page's first load pays for a chunk of bundler helpers of its own.
export { default as writeXlsxFile } from 'write-excel-file/universal';
