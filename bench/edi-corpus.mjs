// Runs the EDI engine over every file of ../shared/edi-corpus (real interchanges from public EDI projects,
// see its README) when that folder exists: per file and in total, no exception, segments against a plain
// split on the file's own terminators, every ST/UNH found, findings by code, and time. Numbers, not
// pass/fail; the product and its tests never read ../shared. `node bench/edi-corpus.mjs [corpus dir]`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { importBundled } from './engine-bundle.mjs';

/**
 * The segments of `text` by a plain split: each ISA or UNA sets the terminator and element separator for
 * what follows (UNB alone: the defaults); line breaks are dropped unless they are the terminator.
 * @param {string} text
 * @returns {{ segments: number, sets: number }}
 */
export function plainSplit(text) {
  // Headers where a segment starts (the text's start, after a line break or a terminator), not inside values.
  const headers = [...text.matchAll(/(?:^|(?<=[\r\n'~]))(?:ISA([^A-Za-z0-9\s])|UNA(.{6})|UNB\+)/gs)];
  let segments = 0;
  let sets = 0;
  headers.forEach((m, k) => {
    const start = m.index ?? 0;
    const prev = k > 0 ? headers[k - 1] : undefined;
    if (m[0] === 'UNB+' && prev && prev[0].startsWith('UNA') && (prev.index ?? 0) + 9 >= start - 2) return;
    const next = headers.slice(k + 1).find((h) => !(h[0] === 'UNB+' && m[0].startsWith('UNA')));
    const region = text.slice(start, next?.index ?? text.length);
    const x12 = m[0].startsWith('ISA');
    const element = x12 ? (m[1] ?? '*') : m[2] ? m[2].charAt(1) : '+';
    const terminator = x12 ? region.charAt(105) : m[2] ? m[2].charAt(5) : "'";
    const body = /[\r\n]/.test(terminator) ? region : region.replace(/[\r\n]/g, '');
    const pieces = body
      .split(terminator)
      .map((p) => p.trim())
      .filter(Boolean);
    segments += pieces.length;
    for (const p of pieces) if (p.startsWith(`ST${element}`) || p.startsWith(`UNH${element}`)) sets += 1;
  });
  return { segments, sets };
}

/**
 * Files whose guide errors are their own defects, with the reason (none so far: every file the corpus does
 * not mark invalid passes our guides).
 * @type {Record<string, string>}
 */
const OWN_DEFECTS = {};

/**
 * The files SOURCES.tsv marks intentionally invalid (its marked_invalid column).
 * @param {string} corpus
 */
function markedInvalid(corpus) {
  const sources = join(corpus, 'SOURCES.tsv');
  if (!existsSync(sources)) return new Set();
  const [header = '', ...rows] = readFileSync(sources, 'utf8').split('\n');
  const column = header.split('\t').indexOf('marked_invalid');
  return new Set(
    rows
      .map((r) => r.split('\t'))
      .filter((c) => c[column] === 'yes')
      .map((c) => c[0]),
  );
}

/** @param {string} root @param {string} corpus */
export async function runCorpusBench(root = process.cwd(), corpus = resolve(root, '../shared/edi-corpus')) {
  if (!existsSync(corpus)) {
    console.log(`EDI corpus: ${corpus} is not here; skipped.`);
    return;
  }
  const { inspectLoading, dictionaryLoader, loadDirectories, engineData, siteLinker } = await importBundled(root, [
    "export { inspectLoading, dictionaryLoader } from '<root>/shared/edi/inspect';",
    "export { loadDirectories } from '<root>/shared/edi/load/edifact-pools';",
    "export { engineData } from '<root>/shared/inspector/engine-data';",
    "export { siteLinker } from '<root>/shared/inspector/links';",
  ]);
  // The site's linker, as the API uses: a set checked against one of our guides names the guide's page.
  const load = dictionaryLoader(engineData, loadDirectories, siteLinker);
  const files = readdirSync(corpus)
    .filter((f) => /\.(edi|x12|txt|dat)$/i.test(f))
    .sort();
  /** @type {Record<string, number>} */
  const byCode = {};
  let exceptions = 0;
  let missingSets = 0;
  let totalSets = 0;
  let totalMs = 0;
  const short = [];
  const invalid = markedInvalid(corpus);
  /** Sets checked against one of our guides, and guide errors in files the corpus does not mark invalid. */
  let guidedSets = 0;
  /** @type {string[]} */
  const guideErrors = [];
  /** Per set or message: its segment-order findings (syntax and directories, and our guides when asked). */
  /** @type {{ file: string; set: string; count: number }[]} */
  const orderFindings = [];
  /** @type {Record<string, number>} */
  const guidedByCode = {};
  let guidedFiles = 0;
  /**
   * @param {string} file
   * @param {{ issues: { code: string; pos: number }[]; interchanges: { groups: { transactions: { code: string; control: string; first: number; last: number }[] }[] }[] }} r
   */
  const countOrder = (file, r) => {
    const sets = r.interchanges.flatMap((ic) => ic.groups.flatMap((g) => g.transactions));
    /** @type {Map<object, number>} */
    const per = new Map();
    for (const f of r.issues) {
      if (f.code !== 'segment-order') continue;
      const tx = sets.find((t) => t.first <= f.pos - 1 && f.pos - 1 <= t.last);
      if (tx) per.set(tx, (per.get(tx) ?? 0) + 1);
    }
    for (const [tx, count] of per) {
      const t = /** @type {{ code: string; control: string }} */ (tx);
      const set = `${t.code} ${t.control}`;
      const known = orderFindings.find((o) => o.file === file && o.set === set);
      if (known) known.count = Math.max(known.count, count);
      else orderFindings.push({ file, set, count });
    }
  };
  console.log(
    'file                                                         ms   segs/split  sets/split  ics  findings',
  );
  for (const file of files) {
    const text = readFileSync(join(corpus, file), 'utf8');
    const plain = plainSplit(text);
    let line = `${file.slice(0, 58).padEnd(58)}`;
    try {
      await inspectLoading(text, load); // the directories it names, loaded (and cached) outside the timing
      const started = performance.now();
      const { result: r } = await inspectLoading(text, load);
      const ms = performance.now() - started;
      totalMs += ms;
      let sets = 0;
      for (const ic of r.interchanges) for (const g of ic.groups) sets += g.transactions.length;
      /** @type {Record<string, number>} */
      const codes = {};
      for (const f of r.issues) {
        const code = f.code ?? f.rule;
        codes[code] = (codes[code] ?? 0) + 1;
        byCode[code] = (byCode[code] ?? 0) + 1;
      }
      for (const use of r.guides ?? []) if (use.guide) guidedSets += use.count;
      countOrder(file, r);
      // The same file against our guide of its release, as a user who asks for it gets.
      const release = r.interchanges[0]?.groups[0]?.version.slice(0, 6);
      /** @type {{ code: string; element?: string; tag: string; guide?: string; severity: string }[]} */
      let issues = r.issues;
      if (r.standard === 'x12' && (release === '004010' || release === '005010')) {
        const { result: g } = await inspectLoading(text, load, { guide: release });
        guidedFiles += 1;
        for (const use of g.guides ?? []) if (use.guide) guidedSets += use.count;
        for (const f of g.issues) guidedByCode[f.code] = (guidedByCode[f.code] ?? 0) + 1;
        countOrder(file, g);
        issues = g.issues;
      }
      const fromGuide = issues.filter((f) => f.guide && f.severity === 'error');
      if (fromGuide.length > 0 && !invalid.has(file) && !OWN_DEFECTS[file])
        guideErrors.push(`${file}: ${fromGuide.map((f) => `${f.code} ${f.element ?? f.tag}`).join(', ')}`);
      totalSets += plain.sets;
      if (sets < plain.sets) {
        missingSets += plain.sets - sets;
        short.push(`${file}: ${sets} of ${plain.sets} sets`);
      }
      line += `${ms.toFixed(1).padStart(7)}  ${String(r.segments.length).padStart(5)}/${String(plain.segments).padEnd(5)}`;
      line += `  ${String(sets).padStart(4)}/${String(plain.sets).padEnd(5)}  ${String(r.interchanges.length).padStart(3)}  `;
      line += Object.entries(codes)
        .map(([c, n]) => `${c}×${n}`)
        .join(' ');
    } catch (error) {
      exceptions += 1;
      line += `  EXCEPTION ${String(error)}`;
    }
    console.log(line);
  }
  console.log(
    `\n${files.length} files, ${totalMs.toFixed(0)} ms, ${exceptions} exceptions, ${missingSets} of ${totalSets} sets/messages not found`,
  );
  for (const s of short) console.log(`  short: ${s}`);
  console.log(
    `guides: ${guidedSets} sets checked against our implementation guides; ${guideErrors.length} files the corpus does not mark invalid have guide errors`,
  );
  for (const e of guideErrors) console.log(`  guide error: ${e}`);
  for (const [file, reason] of Object.entries(OWN_DEFECTS)) console.log(`  listed: ${file}: ${reason}`);
  const worst = orderFindings.sort((a, b) => b.count - a.count).slice(0, 5);
  console.log(
    `sets/messages with the most segment-order findings: ${worst.map((w) => `${w.file} ${w.set} ×${w.count}`).join(', ') || 'none'}`,
  );
  console.log(
    `against our guides (asked for, each file with its first group's release): ${guidedFiles} files, findings by code:`,
    Object.entries(guidedByCode)
      .sort((a, b) => b[1] - a[1])
      .map(([c, n]) => `${c} ${n}`)
      .join(', '),
  );
  console.log(
    'findings by code:',
    Object.entries(byCode)
      .sort((a, b) => b[1] - a[1])
      .map(([c, n]) => `${c} ${n}`)
      .join(', '),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await runCorpusBench(process.cwd(), process.argv[2] ? resolve(process.argv[2]) : undefined);
