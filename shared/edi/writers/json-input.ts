/**
 * Reads our JSON (to-json.ts; schema in edi-json-schema.ts) back from a parsed, untrusted value: every
 * field checked by type guards, in one pass over the input, with a path in the message of the first thing
 * wrong (`interchanges[0].groups[0].transactions[2].segments[5]: …`). Sizes are bounded: loops nest at most
 * MAX_DEPTH deep and a segment has at most 99 elements (keys end in two digits).
 */
import { jsonInputCopy as say } from './json-input-copy';
import { keyPosition } from '../model/element-keys';
import type { Delimiters } from '../model/types';
import { isStandardId, type PerStandard, type StandardId } from '../../standards';

/** Whether a group must be sent with its header: X12's GS always, EDIFACT's UNG only when groups are used. */
export const groupHeaderRequired: PerStandard<boolean> = { x12: true, edifact: false };

/** Per element (by 0-based position, gaps empty): its occurrences, each a list of components. */
export type InElements = string[][][];

export interface InSegment {
  tag: string;
  elements: InElements;
}
export interface InLoop {
  loop: string;
  nodes: InNode[];
}
export type InNode = InSegment | InLoop;
export const isInLoop = (n: InNode): n is InLoop => 'loop' in n;

export interface InTransaction {
  nodes: InNode[];
}
export interface InGroup {
  header?: InSegment;
  transactions: InTransaction[];
  trailer?: InSegment;
}
export interface InInterchange {
  standard: StandardId;
  delimiters: Delimiters;
  una: boolean;
  header: InSegment;
  groups: InGroup[];
  trailer?: InSegment;
}

/** What is wrong with the JSON, and where. */
export class JsonInputError extends Error {}

/** How deep loops may nest (the tree nests the 856's HL levels no deeper either). */
export const MAX_DEPTH = 32;
const TAG = /^[A-Z][A-Z0-9]{1,2}$/;

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const fail = (path: string, message: string): never => {
  throw new JsonInputError(`${path}: ${message}`);
};

/** An array's entries (holes read as undefined, so a sparse array is refused like any gap). */
function list(v: unknown, path: string): unknown[] {
  return Array.isArray(v) ? Array.from(v) : fail(path, say.array);
}

function record(v: unknown, path: string): Json {
  return isRecord(v) ? v : fail(path, say.object);
}

/** One occurrence: a string, or an object of components keyed `name_01`. */
function occurrence(v: unknown, path: string): string[] {
  if (typeof v === 'string') return [v];
  const components: string[] = [];
  for (const [key, value] of Object.entries(record(v, path))) {
    const at = keyPosition(key);
    if (at === undefined) fail(`${path}.${key}`, say.componentKey);
    else if (typeof value !== 'string') fail(`${path}.${key}`, say.string);
    else {
      if (components[at] !== undefined) fail(`${path}.${key}`, say.twice(at + 1));
      components[at] = value;
    }
  }
  return Array.from(components, (c) => c ?? '');
}

export function readSegment(v: unknown, path: string): InSegment {
  const o = record(v, path);
  const tag = o.tag;
  if (typeof tag !== 'string' || !TAG.test(tag)) return fail(`${path}.tag`, say.tag);
  const elements: InElements = [];
  for (const [key, value] of Object.entries(o)) {
    if (key === 'tag') continue;
    const at = keyPosition(key);
    const here = `${path}.${key}`;
    if (at === undefined) fail(here, say.elementKey);
    else {
      if (elements[at] !== undefined) fail(here, say.twice(at + 1));
      elements[at] = Array.isArray(value)
        ? list(value, here).map((x, r) => occurrence(x, `${here}[${r}]`))
        : [occurrence(value, here)];
    }
  }
  return { tag, elements: Array.from(elements, (e) => e ?? [['']]) };
}

function readNodes(v: unknown, path: string, depth: number): InNode[] {
  if (depth > MAX_DEPTH) fail(path, say.depth(MAX_DEPTH));
  return list(v, path).map((n, i) => readNode(n, `${path}[${i}]`, depth));
}

/** One entry of a `segments` list `depth` loops deep: a segment, or a loop of its own entries. */
export function readNode(n: unknown, here: string, depth: number): InNode {
  const o = record(n, here);
  if ('tag' in o) return readSegment(o, here);
  const keys = Object.keys(o);
  const key = keys[0];
  if (keys.length !== 1 || key === undefined) return fail(here, say.node);
  return { loop: key.replace(/_loop$/, ''), nodes: readNodes(o[key], `${here}.${key}`, depth + 1) };
}

const char = (v: unknown, path: string): string =>
  typeof v === 'string' && v.length === 1 && !/[A-Za-z0-9 ]/.test(v) ? v : fail(path, say.delimiter);

export function readDelimiters(v: unknown, path: string): Delimiters {
  const o = record(v, path);
  const optional = (key: 'repetition' | 'release') =>
    o[key] === undefined ? {} : { [key]: char(o[key], `${path}.${key}`) };
  return {
    element: char(o.element, `${path}.element`),
    component: char(o.component, `${path}.component`),
    segment: char(o.segment, `${path}.segment`),
    ...optional('repetition'),
    ...optional('release'),
    ...(o.decimal === ',' || o.decimal === '.' ? { decimal: o.decimal } : {}),
  };
}

/** One set or message: an object whose `segments` are its segments and loops. */
export const readTransaction = (v: unknown, path: string): InTransaction => ({
  nodes: readNodes(record(v, path).segments, `${path}.segments`, 0),
});

const optionalSegment = (v: unknown, path: string) => (v === undefined ? {} : { header: readSegment(v, path) });

function readInterchange(v: unknown, path: string): InInterchange {
  const o = record(v, path);
  const standard = o.standard;
  if (!isStandardId(standard)) return fail(`${path}.standard`, say.standard);
  const groups = list(o.groups, `${path}.groups`).map((g, i): InGroup => {
    const here = `${path}.groups[${i}]`;
    const go = record(g, here);
    const transactions = list(go.transactions, `${here}.transactions`).map((t, j) =>
      readTransaction(t, `${here}.transactions[${j}]`),
    );
    if (groupHeaderRequired[standard] && go.header === undefined) fail(`${here}.header`, say.noGroupHeader);
    return {
      ...optionalSegment(go.header, `${here}.header`),
      transactions,
      ...(go.trailer !== undefined && { trailer: readSegment(go.trailer, `${here}.trailer`) }),
    };
  });
  return {
    standard,
    delimiters: readDelimiters(o.delimiters, `${path}.delimiters`),
    una: o.una === true,
    header: readSegment(o.header, `${path}.header`),
    groups,
    ...(o.trailer !== undefined && { trailer: readSegment(o.trailer, `${path}.trailer`) }),
  };
}

/** Our JSON, parsed: its interchanges, checked. */
export function readEdiJson(value: unknown): InInterchange[] {
  const interchanges = list(record(value, '$').interchanges, '$.interchanges');
  if (interchanges.length === 0) fail('$.interchanges', say.none);
  return interchanges.map((ic, i) => readInterchange(ic, `$.interchanges[${i}]`));
}
