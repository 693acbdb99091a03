// Parsers of php-edifact/edifact-mapping's XML (D.18B–D.24A, and the ISO 9735 service segments): the same
// facts as the UNECE files, but names in camelCase and representations as a type and a maximum length.
import { XMLParser } from 'fast-xml-parser';

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', preserveOrder: true });

/**
 * @typedef {{ [tag: string]: XmlNode[] } & { ':@'?: Record<string, string> }} XmlNode
 * @param {XmlNode} node
 */
const tagOf = (node) => Object.keys(node).find((k) => k !== ':@') ?? '';
const attrs = (/** @type {XmlNode} */ node) => node[':@'] ?? {};
const children = (/** @type {XmlNode} */ node) => node[tagOf(node)] ?? [];

/** @param {string} text */
const root = (text) => {
  const doc = /** @type {XmlNode[]} */ (xml.parse(text));
  return doc.find((n) => tagOf(n) !== '?xml') ?? {};
};

/** An element's representation from its type and maximum length (the minimum is not in this source). */
const repr = (/** @type {Record<string, string>} */ a) => `${a.type ?? 'an'}..${a.maxlength ?? ''}`;

/**
 * segments.xml: segments with their composites and elements inline.
 * @param {string} text
 */
export function parseSegmentsXml(text) {
  /** @type {Map<string, { name: string, repr: string }>} */
  const elements = new Map();
  /** @type {Map<string, { name: string, components: { id: string, required: boolean }[] }>} */
  const composites = new Map();
  /** @type {Map<string, { name: string, elements: { id: string, required: boolean, repeat: number }[], dependencies?: (string | number)[][] }>} */
  const segments = new Map();
  for (const seg of children(root(text))) {
    if (tagOf(seg) !== 'segment') continue;
    const s = attrs(seg);
    const list = [];
    for (const el of children(seg)) {
      const a = attrs(el);
      if (!a.id) continue;
      list.push({ id: a.id, required: a.required === 'true', repeat: 1 });
      if (tagOf(el) === 'composite_data_element') {
        const components = [];
        for (const c of children(el)) {
          const ca = attrs(c);
          if (!ca.id) continue;
          components.push({ id: ca.id, required: ca.required === 'true' });
          if (!elements.has(ca.id)) elements.set(ca.id, { name: ca.name ?? '', repr: repr(ca) });
        }
        if (!composites.has(a.id)) composites.set(a.id, { name: a.name ?? '', components });
      } else if (!elements.has(a.id)) elements.set(a.id, { name: a.name ?? '', repr: repr(a) });
    }
    if (s.id) segments.set(s.id, { name: s.name ?? '', elements: list });
  }
  return { elements, composites, segments };
}

/**
 * codes.xml: element id → [code, title] pairs (the descriptions are left out).
 * @param {string} text
 */
export function parseCodesXml(text) {
  /** @type {Map<string, [string, string][]>} */
  const lists = new Map();
  for (const el of children(root(text))) {
    const id = attrs(el).id;
    if (!id) continue;
    /** @type {[string, string][]} */
    const codes = [];
    for (const c of children(el)) {
      const a = attrs(c);
      if (a.id) codes.push([a.id, (a.title ?? '').replace(/\s+/g, ' ').trim()]);
    }
    lists.set(id, codes);
  }
  return lists;
}

/**
 * A message's XML: its code (0065 in the defaults) and structure.
 * @param {string} text
 */
export function parseMessageXml(text) {
  /** @typedef {{ segment: string, required: boolean, maxRepeat: number } | { group: string, required: boolean, maxRepeat: number, children: Node[] }} Node */
  /** @returns {Node[]} */
  const walk = (/** @type {XmlNode[]} */ nodes) =>
    nodes.flatMap((n) => {
      const a = attrs(n);
      const common = { required: a.required === 'true', maxRepeat: Number(a.maxrepeat ?? 1) };
      /** @type {Node[]} */
      const found = [];
      if (tagOf(n) === 'segment' && a.id) found.push({ segment: a.id, ...common });
      if (tagOf(n) === 'group' && a.id) found.push({ group: a.id, ...common, children: walk(children(n)) });
      return found;
    });
  const top = children(root(text));
  const defaults = top.find((n) => tagOf(n) === 'defaults');
  const code = children(defaults ?? {}).find((d) => attrs(d).id === '0065');
  return { code: code ? (attrs(code).value ?? '') : '', structure: walk(top) };
}
