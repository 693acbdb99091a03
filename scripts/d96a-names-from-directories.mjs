// Gives the D.96A files the guide and the inspector read (content/directories/edifact-d96a-*.json, first
// made from a camelCase source that lost commas: "Message function coded") the official names of the
// pooled UN/EDIFACT directories (shared/edi/data/edifact/, from UNECE's own D.96A files), for segments,
// composites, elements, code values and messages. Ids, structures and codes are left as they are.
// Usage: node scripts/d96a-names-from-directories.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const dir = 'content/directories';
// The files' shapes are described in shared/edi/data/edifact/README.md; this one-off reads them as any.
/** @param {string} file @returns {any} */
const read = (file) => JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
/** @param {string} file @returns {any} */
const pool = (file) => JSON.parse(readFileSync(`shared/edi/data/edifact/${file}`, 'utf8'));
/** @param {any} data @returns {any[]} */
const own = (data, key = 'pool') => (data.directories.d96a ?? []).map((/** @type {number} */ i) => data[key][i]);

const elements = new Map(own(pool('elements.json')).map(([id, name]) => [id, name]));
const composites = new Map(own(pool('composites.json')).map(([id, name]) => [id, name]));
const segmentNames = new Map(own(pool('segments.json')).map(([tag, name]) => [tag, name]));
const codes = pool('codes.json');
const codeNames = new Map(
  own(codes, 'lists').map(([id, indexes]) => [id, new Map(indexes.map((/** @type {number} */ i) => codes.entries[i]))]),
);
const messages = new Map(own(pool('messages.json')).map(([code, name]) => [code, name]));

let changed = 0;
/** @param {{ name: string }} item @param {string | undefined} name */
const rename = (item, name) => {
  if (name && item.name !== name) {
    item.name = name;
    changed += 1;
  }
};

const segments = read('edifact-d96a-segments.json');
for (const [tag, segment] of Object.entries(segments)) {
  rename(segment, segmentNames.get(tag));
  for (const e of segment.elements) {
    rename(e, e.components ? composites.get(e.id) : elements.get(e.id));
    for (const c of e.components ?? []) rename(c, elements.get(c.id));
  }
}
writeFileSync(`${dir}/edifact-d96a-segments.json`, JSON.stringify(segments));

const codeLists = read('edifact-d96a-codes.json');
for (const [id, list] of Object.entries(codeLists))
  for (const code of Object.keys(list)) {
    const name = codeNames.get(id)?.get(code);
    if (name && list[code] !== name) {
      list[code] = name;
      changed += 1;
    }
  }
writeFileSync(`${dir}/edifact-d96a-codes.json`, JSON.stringify(codeLists));

const messageList = read('edifact-d96a-messages.json');
for (const m of messageList) {
  const name = messages.get(m.code);
  if (name && m.name !== name) {
    m.name = name;
    changed += 1;
  }
}
writeFileSync(`${dir}/edifact-d96a-messages.json`, `${JSON.stringify(messageList, null, 2)}\n`);
console.log(`${changed} names now as the UN directory spells them`);
