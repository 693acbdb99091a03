// Deduplicates the directories into pools: most definitions repeat unchanged from one directory to the
// next, so each distinct one is stored once and each directory lists the indexes of its own.

/**
 * @typedef {{ segment: string, required: boolean, maxRepeat: number } | { group: string, required: boolean, maxRepeat: number, children: StructureNode[] }} StructureNode
 * @typedef {object} Directory
 * @property {string} id
 * @property {string} label
 * @property {'unece' | 'php-edifact'} source
 * @property {Map<string, { name: string, repr: string }>} elements
 * @property {Map<string, { name: string, components: { id: string, required: boolean }[] }>} composites
 * @property {Map<string, { name: string, elements: { id: string, required: boolean, repeat: number }[], dependencies?: (string | number)[][] }>} segments
 * @property {Map<string, [string, string][]>} codes
 * @property {Map<string, { name: string, structure: StructureNode[] }>} messages
 * @property {string[]} derived
 */

const sorted = (/** @type {Map<string, unknown>} */ m) => [...m.keys()].sort();

/** A pool of distinct values, each added once; `add` answers the value's index. */
function pool() {
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {unknown[]} */
  const list = [];
  return {
    list,
    add(/** @type {unknown} */ value) {
      const key = JSON.stringify(value);
      let i = index.get(key);
      if (i === undefined) {
        i = list.length;
        index.set(key, i);
        list.push(value);
      }
      return i;
    },
  };
}

/**
 * A structure as arrays: [tag, mandatory 0/1, max] for a segment, [group number, 0/1, max, children] for a group.
 * @param {StructureNode[]} nodes
 * @returns {unknown[]}
 */
const encode = (nodes) =>
  nodes.map((n) =>
    'segment' in n
      ? [n.segment, n.required ? 1 : 0, n.maxRepeat]
      : [Number(n.group.replace('SG', '')), n.required ? 1 : 0, n.maxRepeat, encode(n.children)],
  );

/**
 * @param {Directory[]} directories in publication order
 * @param {Record<string, { repository: string, commit: string }>} sources
 */
export function buildPools(directories, sources) {
  const elements = pool();
  const composites = pool();
  const segments = pool();
  const entries = pool();
  const lists = pool();
  const structures = pool();
  const messages = pool();
  /** @type {Record<string, Record<string, number[]>>} */
  const dirs = { elements: {}, composites: {}, segments: {}, codes: {}, messages: {} };
  const summary = directories.map((d) => {
    dirs.elements[d.id] = sorted(d.elements).map((id) => {
      const e = /** @type {{ name: string, repr: string }} */ (d.elements.get(id));
      return elements.add([id, e.name, e.repr]);
    });
    dirs.composites[d.id] = sorted(d.composites).map((id) => {
      const c = /** @type {{ name: string, components: { id: string, required: boolean }[] }} */ (d.composites.get(id));
      return composites.add([id, c.name, c.components.map((x) => [x.id, x.required ? 1 : 0])]);
    });
    dirs.segments[d.id] = sorted(d.segments).map((tag) => {
      const s =
        /** @type {{ name: string, elements: { id: string, required: boolean, repeat: number }[], dependencies?: (string | number)[][] }} */ (
          d.segments.get(tag)
        );
      const fields = s.elements.map((x) => [x.id, x.required ? 1 : 0, x.repeat]);
      // Dependency notes (D1–D7), only where the directory states them: [type, positions…].
      return segments.add(s.dependencies ? [tag, s.name, fields, s.dependencies] : [tag, s.name, fields]);
    });
    dirs.codes[d.id] = sorted(d.codes).map((id) =>
      lists.add([id, (d.codes.get(id) ?? []).map(([code, name]) => entries.add([code, name]))]),
    );
    dirs.messages[d.id] = sorted(d.messages).map((code) => {
      const m = /** @type {{ name: string, structure: StructureNode[] }} */ (d.messages.get(code));
      return messages.add([code, m.name, structures.add(encode(m.structure))]);
    });
    const codeCount = [...d.codes.values()].reduce((n, l) => n + l.length, 0);
    return {
      id: d.id,
      label: d.label,
      source: d.source === 'unece' ? sources['unedifact'] : sources['mapping'],
      ...(d.derived.length && { derived: d.derived }),
      counts: {
        messages: d.messages.size,
        segments: d.segments.size,
        composites: d.composites.size,
        elements: d.elements.size,
        codeLists: d.codes.size,
        codes: codeCount,
      },
    };
  });
  return {
    directories: summary,
    elements: { pool: elements.list, directories: dirs.elements },
    composites: { pool: composites.list, directories: dirs.composites },
    segments: { pool: segments.list, directories: dirs.segments },
    codes: { entries: entries.list, lists: lists.list, directories: dirs.codes },
    messages: { structures: structures.list, pool: messages.list, directories: dirs.messages },
  };
}
