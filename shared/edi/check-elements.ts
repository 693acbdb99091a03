/**
 * Checks one EDIFACT segment's data elements against its definition in the message's directory: too many
 * elements or components, mandatory ones missing, representation (a/n/an, minimum and maximum length;
 * for n the sign and decimal mark are not counted, ISO 9735 9.2) and the UN code lists of coded elements.
 */
import { issueText } from '../../content/inspector/issues';
import {
  isComposite,
  type CompositeDef,
  type EdifactDirectory,
  type SegmentDef,
  type SimpleElementDef,
} from '../../content/directories/directory-types';
import type { ElementReader } from './element-reader';
import type { FindingCode } from './finding-codes';
import type { Collector } from './findings';
import type { Segment } from './types';

/**
 * Checks the segment the reader has just read (`reader.read(s)`), against `def` from `directory`.
 * `subset` is the message's association assigned code (UNH S009 0057, e.g. EAN008): a subset with codes of
 * its own.
 */
export function checkElements(
  s: Segment,
  def: SegmentDef,
  directory: EdifactDirectory,
  issues: Collector,
  reader: ElementReader,
  decimal: string,
  subset: string,
): void {
  const t = issueText;
  const where = directory.label;
  const report = (code: FindingCode, element: string, message: string, elementPos: number, componentPos?: number) =>
    issues.add(code, s, message, element, { elementPos, ...(componentPos !== undefined && { componentPos }) });

  /** Component k of element i, defined by `e` and named `ref`; `agency` is the composite's 3055, if any. */
  const checkValue = (e: SimpleElementDef, ref: string, i: number, k: number, agency: string) => {
    const pos = i + 1;
    const component = e === def.elements[i] ? undefined : k + 1;
    if (reader.badType(i, k, e.type, decimal))
      report('element-type', ref, t.elementType(s.tag, ref, e.name, reader.value(i, k), e.type), pos, component);
    const length = reader.length(i, k, e.type === 'n');
    if (e.maxLength !== undefined && length > e.maxLength)
      report('element-too-long', ref, t.elementTooLong(s.tag, ref, e.name, length, e.maxLength, where), pos, component);
    else if (e.minLength !== undefined && length < e.minLength)
      report(
        'element-too-short',
        ref,
        t.elementTooShort(s.tag, ref, e.name, length, e.minLength, where),
        pos,
        component,
      );
    const codes = directory.codes[e.id];
    // A code from another agency's list (3055 other than 6, UN/ECE) is not the UN list's to judge.
    if (!codes || (agency !== '' && agency !== '6')) return;
    const value = reader.value(i, k);
    if (Object.hasOwn(codes, value)) return;
    // A subset (EANCOM, a national guide) may add codes, and codes starting with Z are agreed between partners.
    if (subset)
      report('code-outside-list', ref, t.codeSubset(s.tag, ref, e.name, value, where, subset), pos, component);
    else if (value.startsWith('Z'))
      report('code-outside-list', ref, t.codeAgreed(s.tag, ref, e.name, value, where), pos, component);
    else report('code-unknown', ref, t.codeUnknown(s.tag, ref, e.name, value, where), pos, component);
  };

  const size = reader.size;
  const defined = def.elements.length;
  if (size > defined) report('element-too-many', s.tag, t.elementTooMany(s.tag, size, defined, where), defined + 1);
  for (let i = 0; i < defined; i += 1) {
    const e = def.elements[i];
    if (!e) continue;
    const parts = reader.components(i);
    let present = false;
    for (let k = 0; k < parts && !present; k += 1) present = reader.present(i, k);
    if (!present) {
      if (e.required) report('element-missing', e.id, t.elementMissing(s.tag, e.id, e.name, where), i + 1);
      continue;
    }
    if (!isComposite(e)) {
      if (parts > 1) report('component-too-many', e.id, t.componentTooMany(s.tag, e.id, parts, 1), i + 1, 2);
      checkValue(e, e.id, i, 0, '');
      continue;
    }
    const { components } = e;
    if (parts > components.length)
      report(
        'component-too-many',
        e.id,
        t.componentTooMany(s.tag, e.id, parts, components.length),
        i + 1,
        components.length + 1,
      );
    const agencyAt = agencyPosition(e);
    const agency = agencyAt >= 0 ? reader.value(i, agencyAt) : '';
    for (let k = 0; k < components.length; k += 1) {
      const c = components[k];
      if (!c) continue;
      if (!reader.present(i, k)) {
        if (c.required)
          report(
            'element-missing',
            `${e.id}/${c.id}`,
            t.elementMissing(s.tag, `${e.id}/${c.id}`, c.name, where),
            i + 1,
            k + 1,
          );
        continue;
      }
      checkValue(c, `${e.id}/${c.id}`, i, k, agency);
    }
  }
}

/** Where a composite carries 3055 (code list responsible agency), or -1: looked up once per composite. */
const agencies = new WeakMap<CompositeDef, number>();
function agencyPosition(e: CompositeDef): number {
  let at = agencies.get(e);
  if (at === undefined) {
    at = e.components.findIndex((c) => c.id === '3055');
    agencies.set(e, at);
  }
  return at;
}
