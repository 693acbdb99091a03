/**
 * Checks one EDIFACT segment's data elements against its definition in the message's directory: too many
 * elements or components, mandatory ones missing, representation (a/n/an, minimum and maximum length;
 * for n the sign and decimal mark are not counted, ISO 9735 9.2) and the UN code lists of coded elements.
 */
import { issueText } from '../../content/inspector/issues';
import {
  isComposite,
  type EdifactDirectory,
  type SegmentDef,
  type SimpleElementDef,
} from '../../content/directories/directory-types';
import type { FindingCode } from './finding-codes';
import type { Collector } from './findings';
import type { Segment } from './types';

/** What a value's characters are: digits only (with sign and decimal mark), letters, or anything. */
function kindError(type: string, value: string, decimal: string): boolean {
  if (type === 'n') {
    let digits = 0;
    for (let i = 0; i < value.length; i += 1) {
      const c = value.charCodeAt(i);
      if (c >= 48 && c <= 57) digits += 1;
      else if (!(i === 0 && c === 45) && value[i] !== decimal && value[i] !== '.' && value[i] !== ',') return true;
    }
    return digits === 0;
  }
  return type === 'a' && /\d/.test(value);
}

/** A numeric value's length as ISO 9735 counts it: without its sign and decimal mark. */
const lengthOf = (type: string, value: string) => (type === 'n' ? value.replace(/[-.,]/g, '').length : value.length);

export function checkElements(
  s: Segment,
  def: SegmentDef,
  directory: EdifactDirectory,
  issues: Collector,
  decimal: string,
  /** The association assigned code of the message (UNH S009 0057, e.g. EAN008): a subset with codes of its own. */
  subset: string,
): void {
  const t = issueText;
  const where = directory.label;
  const report = (code: FindingCode, element: string, message: string, elementPos: number, componentPos?: number) =>
    issues.add(code, s, message, element, { elementPos, ...(componentPos !== undefined && { componentPos }) });

  const checkValue = (
    e: SimpleElementDef,
    ref: string,
    value: string,
    pos: number,
    component?: number,
    agency = '',
  ) => {
    if (kindError(e.type, value, decimal))
      report('element-type', ref, t.elementType(s.tag, ref, e.name, value, e.type), pos, component);
    const length = lengthOf(e.type, value);
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
    // A code from another agency's list (3055 other than 6, UN/ECE) is not the UN list's to judge.
    const codes = directory.codes[e.id];
    if (codes && (agency === '' || agency === '6') && !Object.hasOwn(codes, value)) {
      if (subset) report('code-subset', ref, t.codeSubset(s.tag, ref, e.name, value, where, subset), pos, component);
      else report('code-unknown', ref, t.codeUnknown(s.tag, ref, e.name, value, where), pos, component);
    }
  };

  const { elements } = s;
  if (elements.length > def.elements.length)
    report(
      'element-too-many',
      s.tag,
      t.elementTooMany(s.tag, elements.length, def.elements.length, where),
      def.elements.length + 1,
    );
  def.elements.forEach((e, i) => {
    const pos = i + 1;
    const given = elements[i] ?? [];
    const present = given.some((v) => v !== '');
    if (!present) {
      if (e.required) report('element-missing', e.id, t.elementMissing(s.tag, e.id, e.name, where), pos);
      return;
    }
    if (!isComposite(e)) {
      if (given.length > 1)
        report('component-too-many', e.id, t.componentTooMany(s.tag, e.id, given.length, 1), pos, 2);
      checkValue(e, e.id, given[0] ?? '', pos);
      return;
    }
    if (given.length > e.components.length)
      report(
        'component-too-many',
        e.id,
        t.componentTooMany(s.tag, e.id, given.length, e.components.length),
        pos,
        e.components.length + 1,
      );
    const agency = e.components.findIndex((c) => c.id === '3055');
    e.components.forEach((c, k) => {
      const value = given[k] ?? '';
      const ref = `${e.id}/${c.id}`;
      if (value === '') {
        if (c.required) report('element-missing', ref, t.elementMissing(s.tag, ref, c.name, where), pos, k + 1);
        return;
      }
      checkValue(c, ref, value, pos, k + 1, agency >= 0 ? (given[agency] ?? '') : '');
    });
  });
}
