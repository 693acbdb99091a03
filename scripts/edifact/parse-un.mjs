// Parsers of UNECE's directory text files (UNTDID, D.93A–D.18A): facts only (ids, names, status,
// representation, structure, code values and names); the descriptive texts (Desc, Note, Function) are skipped.

/** A change indicator in the first columns (+ added, * amended, # renamed, | text changed, - deleted, X marked). */
const INDICATOR = /^[+*#|X-]{1,2}(?=\s)/;
const SEPARATOR = /^\s*-{10,}\s*$/;
const clean = (/** @type {string} */ s) => s.replace(/\s+/g, ' ').trim();

/**
 * Entries of a directory file: the blocks between separator lines (a row of dashes), each as its lines.
 * @param {string} text
 */
function entries(text) {
  /** @type {string[][]} */
  // A file may start with an entry (UNCL split in two files): the text before the first separator is one.
  const blocks = [[]];
  let current = /** @type {string[] | undefined} */ (blocks[0]);
  for (const line of text.split('\n')) {
    if (SEPARATOR.test(line)) {
      current = [];
      blocks.push(current);
    } else current?.push(line);
  }
  return blocks;
}

/** A change indicator before an entry's tag, at the margin or indented (TRSD writes `    + CDI`). */
const HEAD_INDICATOR = /^(\s*)[+*#|X-]{1,2}(?=\s)/;

/** The first non-blank line of an entry, its change indicator removed, and whether it was a deletion. */
function header(/** @type {string[]} */ lines) {
  const line = lines.find((l) => l.trim() !== '') ?? '';
  const deleted = /^\s*-[|#]?\s/.test(line);
  return { text: line.replace(HEAD_INDICATOR, '$1 '), deleted };
}

/**
 * An index file (…I1): tag → name, as UNECE writes the names (punctuation and case).
 * @param {string} text
 * @param {RegExp} tag
 */
export function parseIndex(text, tag) {
  /** @type {Map<string, string>} */
  const names = new Map();
  for (const raw of text.split('\n')) {
    const m = /^\s*(\S+)\s{2,}(\S.*?)\s*$/.exec(raw.replace(INDICATOR, ' '));
    if (m?.[1] && m[2] && tag.test(m[1]) && !names.has(m[1])) names.set(m[1], clean(m[2]));
  }
  return names;
}

/**
 * The element directory (EDED/TRED): id → name and representation.
 * @param {string} text
 */
export function parseElements(text) {
  /** @type {Map<string, { name: string, repr: string }>} */
  const elements = new Map();
  for (const lines of entries(text)) {
    const { text: head, deleted } = header(lines);
    const m = /^\s*(\d{4})\s+(.+?)\s*(\[[BCI]\])?\s*$/.exec(head);
    if (!m?.[1] || !m[2] || deleted) continue;
    const repr = lines.map((l) => /^\s*Repr:\s*(\S+)/.exec(l)?.[1]).find(Boolean);
    if (repr) elements.set(m[1], { name: clean(m[2]), repr });
  }
  return elements;
}

/**
 * A line listing one element of a composite or segment: position (absent in D.93A), id, name, status,
 * repeat (syntax 4 directories) and representation.
 */
const ELEMENT_LINE =
  /^\s*(?:(\d{3})\s+)?[+*#|X-]?\s*([A-Z]?\d{3,4})\s+(.+?)\s+([MC])(?:\s+(\d+))?(?:\s+([an]{1,2}(?:\.\.)?\d+))?\s*$/;
const STARTS_ELEMENT = /^\s*(?:\d{3}\s+)?[+*#|X-]?\s*[A-Z]?\d{4}\s+\S/;

/**
 * The element lines of an entry, a line whose long name runs onto the next one joined with it.
 * @param {string[]} lines
 */
function elementLines(lines) {
  /** @type {RegExpExecArray[]} */
  const found = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = (lines[i] ?? '').replace(INDICATOR, ' ');
    let m = ELEMENT_LINE.exec(line);
    if (!m && STARTS_ELEMENT.test(line) && lines[i + 1]?.trim()) {
      m = ELEMENT_LINE.exec(`${line.trimEnd()} ${(lines[i + 1] ?? '').trim()}`);
      if (m) i += 1;
    }
    if (m) found.push(m);
  }
  return found;
}

/**
 * The composite directory (EDCD/TRCD): id → its components (element id, status), in order.
 * @param {string} text
 */
export function parseComposites(text) {
  /** @type {Map<string, { name: string, components: { id: string, required: boolean }[] }>} */
  const composites = new Map();
  for (const lines of entries(text)) {
    const { text: head, deleted } = header(lines);
    const m = /^\s*([CES]\d{3})\s+(.+?)\s*(\[[BCI]\])?\s*$/.exec(head);
    if (!m?.[1] || !m[2] || deleted) continue;
    const components = [];
    for (const c of elementLines(lines.slice(1)))
      if (c[2] && c[4] && /^\d{4}$/.test(c[2])) components.push({ id: c[2], required: c[4] === 'M' });
    composites.set(m[1], { name: clean(m[2]), components });
  }
  return composites;
}

/**
 * A segment's dependency notes (from D.16A on: `Dependency note:` then `040  D5(040,030) If first, then all`)
 * as [type, positions…]: positions are the element's place (040 → 4), in the note's order; the words are the UN's
 * and are left out.
 * @param {string[]} lines
 */
function dependencyNotes(lines) {
  const at = lines.findIndex((l) => /^\s*Dependency notes?:/.test(l));
  if (at < 0) return [];
  /** @type {(string | number)[][]} */
  const notes = [];
  for (const line of lines.slice(at + 1)) {
    if (line.trim() === '') break;
    for (const m of line.matchAll(/\b(D[1-7])\((\d{3}(?:,\d{3})+)\)/g))
      notes.push([m[1] ?? '', ...(m[2] ?? '').split(',').map((p) => Number(p) / 10)]);
  }
  return notes;
}

/**
 * The segment directory (EDSD/TRSD): tag → its elements (simple or composite id, status, repeat), in order.
 * Components listed under a composite are not read here: the composite directory has them.
 * @param {string} text
 */
export function parseSegments(text) {
  /** @type {Map<string, { name: string, elements: { id: string, required: boolean, repeat: number }[], dependencies?: (string | number)[][] }>} */
  const segments = new Map();
  for (const lines of entries(text)) {
    const { text: head, deleted } = header(lines);
    const m = /^\s*([A-Z]{3})\s+(\S.*?)\s*(\[[BCI]\])?\s*$/.exec(head);
    if (!m?.[1] || !m[2] || deleted) continue;
    const elements = [];
    // The segment's own elements are named in capitals; the components listed under a composite are not.
    for (const e of elementLines(lines.slice(1)))
      if (e[2] && e[3] && e[4] && !/[a-z]/.test(e[3]))
        elements.push({ id: e[2], required: e[4] === 'M', repeat: Number(e[5] ?? 1) });
    const dependencies = dependencyNotes(lines);
    segments.set(m[1], { name: clean(m[2]), elements, ...(dependencies.length && { dependencies }) });
  }
  return segments;
}

/**
 * The code lists (UNCL): element id → [code, name] pairs, deleted codes left out. Code lines start
 * left of the descriptions; a line at the name's column right after a code line continues its name.
 * @param {string[]} texts
 */
export function parseCodes(texts) {
  /** @type {Map<string, [string, string][]>} */
  const lists = new Map();
  for (const text of texts)
    for (const lines of entries(text)) {
      const { text: head, deleted } = header(lines);
      const m = /^\s*(\d{4})\s+(.+?)\s*(\[[BCI]\])?\s*$/.exec(head);
      if (!m?.[1] || deleted) continue;
      /** @type {[string, string][]} */
      const codes = [];
      let block = 'head';
      let nameColumn = -1;
      let last = /** @type {[string, string] | undefined} */ (undefined);
      let lastDeleted = false;
      for (const raw of lines.slice(lines.indexOf(lines.find((l) => l.trim() !== '') ?? '') + 1)) {
        if (raw.trim() === '') {
          if (block === 'label') block = 'body';
          nameColumn = last ? nameColumn : -1;
          continue;
        }
        if (/^\s*(Desc|Repr|Note):/.test(raw)) {
          block = 'label';
          continue;
        }
        if (block === 'label' || block === 'head') {
          block = block === 'head' ? 'body' : block;
          if (block === 'label') continue;
        }
        const isDeleted = /^-[|#]?\s/.test(raw);
        const line = raw.replace(INDICATOR, ' ');
        const column = line.search(/\S/);
        if (column === nameColumn && last && !lastDeleted) {
          last[1] = clean(`${last[1]} ${line}`);
          continue;
        }
        const code = /^(\s*)(\S+)(\s+)(\S.*)$/.exec(line);
        if (code && column <= 10 && code[1] !== undefined && code[2] && code[3] && code[4]) {
          nameColumn = code[1].length + code[2].length + code[3].length;
          lastDeleted = isDeleted;
          last = [code[2], clean(code[4])];
          if (!isDeleted) codes.push(last);
          continue;
        }
        nameColumn = -2;
      }
      if (codes.length) lists.set(m[1], codes);
    }
  return lists;
}

/**
 * A message (EDMD/TRMD): its name and segment table as nested nodes. Groups open at "Segment group N"
 * rows; a segment row closes as many groups as its line ends with corners (+).
 * @param {string} text
 */
export function parseMessage(text) {
  const lines = text.split('\n');
  // The title block: UN/EDIFACT, a banner (DRAFT RECOMMENDATION, UNITED NATIONS STANDARD MESSAGE (UNSM)),
  // the message's name, then sometimes a notice (version 4 only, marked for deletion) before "Message Type".
  const top = lines.slice(
    0,
    lines.findIndex((l) => /^-{5,}|Message Type\s*:/.test(l.trim())),
  );
  const banner = /^(UN\/EDIFACT|DRAFT RECOMMENDATION|RECOMMENDATION|UNITED NATIONS STANDARD MESSAGE.*|.*\(UNSM\))$/i;
  const name = clean(top.find((l) => l.trim() !== '' && !banner.test(l.trim())) ?? '');
  const start = lines.findIndex((l) => /^\s{0,4}4\.\d(\.\d)?\s+Segment [Tt]able/.test(l));
  /** @typedef {{ segment: string, required: boolean, maxRepeat: number } | { group: string, required: boolean, maxRepeat: number, children: Node[] }} Node */
  /** @type {Node[]} */
  const root = [];
  /** @type {Node[][]} */
  const stack = [root];
  for (const raw of lines.slice(start + 1)) {
    // A numbered heading after the table ends it.
    if (/^\d(\.\d+)*\.?\s+[A-Z][a-z]/.test(raw) && root.length) break;
    const line = raw.replace(/^(\d{4,5})\s+[+*#|X-](?=\s)/, '$1  ');
    const group = /^(?:\d{4,5})?\s*-+\s*Segment [Gg]roup (\d+)\s*-+\s*([MC])\s+(\d+)/.exec(line);
    if (group?.[1] && group[2] && group[3]) {
      /** @type {Node[]} */
      const children = [];
      stack[stack.length - 1]?.push({
        group: `SG${group[1]}`,
        required: group[2] === 'M',
        maxRepeat: Number(group[3]),
        children,
      });
      stack.push(children);
      continue;
    }
    const segment = /^(?:\d{4,5})?\s+([A-Z]{3})\s+.+?\s+([MC])\s+(\d+)(.*)$/.exec(line);
    if (segment?.[1] && segment[2] && segment[3]) {
      stack[stack.length - 1]?.push({
        segment: segment[1],
        required: segment[2] === 'M',
        maxRepeat: Number(segment[3]),
      });
      const closes = (segment[4] ?? '').split('+').length - 1;
      for (let k = 0; k < closes && stack.length > 1; k += 1) stack.pop();
    }
  }
  return { name, structure: root };
}
