/**
 * The keys our JSON gives a segment's elements: the name in snake case, the EDIFACT data element id, and
 * the position last (which makes a key reversible without a dictionary), as Stedi's and most EDI APIs'
 * JSON spell fields, so that code reads `beg.purchase_order_number_03`. X12: `purchase_order_number_03`
 * (BEG03); EDIFACT: `party_identification_details_C082_02` with components `party_identifier_3039_01`.
 * Keys are made once per segment tag and position (per directory for EDIFACT), not per segment.
 */
import { isComposite, type ElementDef, type EdifactDirectory } from './directory';
import type { X12Dictionary } from './directory';
import type { Dictionaries } from '../model/dictionaries';
import { directoryFor } from '../syntax/locate';
import type { PerStandard, StandardId } from '../../standards';

const pad = (n: number) => String(n).padStart(2, '0');

/** `Interchange ID Qualifier (sender)` → `interchange_id_qualifier_sender`. */
export const snakeName = (name: string): string =>
  name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

const joined = (...parts: string[]) => parts.filter(Boolean).join('_');

/** The key of element `i` (0-based) of a segment, and of its components when it is a composite. */
export interface ElementKey {
  key: string;
  /** Component keys by 0-based position; absent when the element is simple in the dictionary. */
  components?: readonly string[];
  /** The readable name (for XML's name attribute). */
  name: string;
  id: string;
}

/** A dictionary that names nothing: keys of segments no dictionary knows are `element_NN`. */
export const NO_NAMES: X12Dictionary = {
  segments: {},
  codes: {},
  transactionSets: {},
  functionalIds: {},
  coveredSets: [],
};

/** Keys per tag: an array indexed by element position, filled as elements are met. */
export class ElementKeys {
  private readonly cache = new Map<string, ElementKey[]>();

  constructor(
    private readonly x12: X12Dictionary,
    private readonly edifact?: EdifactDirectory,
  ) {}

  /** The key of element `i` (0-based) of a `tag` segment. */
  of(tag: string, i: number): ElementKey {
    let keys = this.cache.get(tag);
    if (!keys) {
      keys = [];
      this.cache.set(tag, keys);
    }
    let key = keys[i];
    if (!key) {
      key = this.edifact ? this.edifactKey(tag, i) : this.x12Key(tag, i);
      keys[i] = key;
    }
    return key;
  }

  private x12Key(tag: string, i: number): ElementKey {
    const ref = `${tag}${pad(i + 1)}`;
    const name = this.x12.segments[tag]?.elements[i] ?? '';
    return { key: joined(snakeName(name) || 'element', pad(i + 1)), name, id: ref };
  }

  private edifactKey(tag: string, i: number): ElementKey {
    const def: ElementDef | undefined = this.edifact?.segments[tag]?.elements[i];
    if (!def) return { key: joined('element', pad(i + 1)), name: '', id: '' };
    const key = joined(snakeName(def.name), def.id, pad(i + 1));
    if (!isComposite(def)) return { key, name: def.name, id: def.id };
    const components = def.components.map((c, j) => joined(snakeName(c.name), c.id, pad(j + 1)));
    return { key, components, name: def.name, id: def.id };
  }
}

/** A component's key where the dictionary names none: `component_02`. */
export const componentKey = (key: ElementKey, j: number): string =>
  key.components?.[j] ?? joined('component', pad(j + 1));

/** An element's or component's key → its 0-based position (`purchase_order_number_03` → 2, `element_120` → 119). */
export function keyPosition(key: string): number | undefined {
  const m = /(?:^|_)(\d{2,3})$/.exec(key);
  const n = m ? Number(m[1]) : 0;
  return n >= 1 ? n - 1 : undefined;
}

/**
 * The keys of a document's segments: one set for X12, one per EDIFACT directory its messages name (made on
 * first use), and unnamed `element_NN` keys for EDIFACT without a loaded directory. The JSON and XML writers
 * share it.
 */
export class KeyBook {
  private readonly byDirectory = new Map<EdifactDirectory, ElementKeys>();
  private readonly unnamed = new ElementKeys(NO_NAMES);
  readonly x12: ElementKeys;
  constructor(private readonly d: Dictionaries) {
    this.x12 = new ElementKeys(d.x12);
  }
  /** Keys of a message of this version (D:96A), or of an EDIFACT envelope segment (any loaded directory). */
  edifact(version: string | undefined): ElementKeys {
    const directory = directoryFor(this.d, version);
    if (!directory) return this.unnamed;
    let keys = this.byDirectory.get(directory);
    if (!keys) {
      keys = new ElementKeys(this.d.x12, directory);
      this.byDirectory.set(directory, keys);
    }
    return keys;
  }
  /** Keys of a segment of `standard`: of the message's version (EDIFACT), undefined for an envelope. */
  keys(standard: StandardId, version?: string): ElementKeys {
    return this.byStandard[standard](version);
  }
  private readonly byStandard: PerStandard<(version: string | undefined) => ElementKeys> = {
    x12: () => this.x12,
    edifact: (version) => this.edifact(version),
  };
}
