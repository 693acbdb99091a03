/**
 * Checks one EDIFACT segment's data elements against its definition in the message's directory: too many
 * elements or components, mandatory ones missing, representation (a/n/an, minimum and maximum length;
 * for n the sign and decimal mark are not counted, ISO 9735 9.2) and the UN code lists of coded elements.
 */
import { issueText } from './messages';
import {
  isComposite,
  type CompositeDef,
  type EdifactDirectory,
  type SegmentDef,
  type SimpleElementDef,
} from '../model/directory';
import { fitsFormat, formatPattern } from '../syntax/dates';
import type { ElementReader } from '../syntax/element-reader';
import { dependencyBreach } from './relational-conditions';
import type { FindingCode } from './finding-codes';
import type { Collector } from './findings';
import type { Segment } from '../model/types';

/**
 * Checks segments the reader has just read (`reader.read(s)`) against their definitions. One checker per
 * run of segments: the message's directory and subset change with each UNH (`message`). Nothing is
 * allocated for a segment that is right (element references are written only into findings).
 */
/**
 * The composites a CONTRL repeats from the interchange, group or message it reports (ISO 9735 CONTRL: UCI
 * S002/S003, UCF S006/S007, UCM S009). Their values are what was received, the unknown message type that was
 * rejected among them, so their code lists and mandatory components are not the CONTRL's to meet; its own codes
 * (0083, 0085) are checked.
 */
const ECHOES: Readonly<Record<string, readonly string[]>> = {
  UCI: ['S002', 'S003'],
  UCF: ['S006', 'S007'],
  UCM: ['S009'],
};

export class ElementChecker {
  private directory: EdifactDirectory | undefined;
  /** The message's association assigned code (UNH S009 0057, e.g. EAN008): a subset with codes of its own. */
  private subset = '';
  private segment: Segment | undefined;
  private echoes = false;

  constructor(
    private readonly issues: Collector,
    private readonly reader: ElementReader,
    private readonly decimal: string,
  ) {}

  /** The directory and subset of the message that opens; `echoes`: it is a CONTRL (see ECHOES). */
  message(directory: EdifactDirectory | undefined, subset: string, echoes = false): void {
    this.directory = directory;
    this.subset = subset;
    this.echoes = echoes;
  }

  /**
   * Whether a finding of `code` is worded and reported: past the cap of its code it is only counted (no
   * message, no reference worked out). Every report() call is behind one, so that a file with 50,000
   * findings costs little more than a clean one. (Messages stay strings: closures here would make V8
   * allocate a context for every value checked.)
   */
  private kept(code: FindingCode): boolean {
    return !this.issues.counted(code);
  }

  private report(code: FindingCode, element: string, message: string, elementPos: number, componentPos?: number) {
    const s = this.segment;
    if (!s) return;
    // The element's page in the message's directory: the component of C507/2005, or the composite itself.
    const id = element.slice(element.lastIndexOf('/') + 1);
    const reference =
      this.directory &&
      this.issues.link({
        kind: 'reference',
        directory: this.directory.id,
        entry: /^[A-Z]/.test(id) ? 'composites' : 'elements',
        id,
      });
    this.issues.add(code, s, message, element, {
      elementPos,
      ...(componentPos !== undefined && { componentPos }),
      ...(reference && { reference }),
    });
  }

  /**
   * Component k (of a composite `owner`) of element i, defined by `e` with its code list `codes`; `agency` is
   * the composite's 3055.
   */
  private checkValue(
    e: SimpleElementDef,
    owner: CompositeDef | undefined,
    i: number,
    k: number,
    agency: string,
    codes: Codes | null,
  ) {
    const { reader, directory } = this;
    if (!directory) return;
    const t = issueText;
    const tag = this.segment?.tag ?? '';
    const pos = i + 1;
    const component = owner ? k + 1 : undefined;
    const where = directory.label;
    if (reader.badType(i, k, e.type, this.decimal) && this.kept('element-type'))
      this.report(
        'element-type',
        refOf(owner, e),
        t.elementType(tag, refOf(owner, e), e.name, reader.value(i, k), e.type),
        pos,
        component,
      );
    const length = reader.length(i, k, e.type === 'n');
    const { maxLength, minLength } = e;
    if (maxLength !== undefined && length > maxLength) {
      if (this.kept('element-too-long'))
        this.report(
          'element-too-long',
          refOf(owner, e),
          t.elementTooLong(tag, refOf(owner, e), e.name, length, maxLength, where),
          pos,
          component,
        );
    } else if (minLength !== undefined && length < minLength && this.kept('element-too-short'))
      this.report(
        'element-too-short',
        refOf(owner, e),
        t.elementTooShort(tag, refOf(owner, e), e.name, length, minLength, where),
        pos,
        component,
      );
    // A code from another agency's list (3055 other than 6, UN/ECE) is not the UN list's to judge, nor a value a
    // CONTRL repeats from what it reports (ECHOES).
    if (!codes || (agency !== '' && agency !== '6') || this.echoed(owner)) return;
    const value = reader.value(i, k);
    if (Object.hasOwn(codes, value)) return;
    // A subset (EANCOM, a national guide) may add codes, and codes starting with Z are agreed between partners.
    const code = this.subset || value.startsWith('Z') ? 'code-outside-list' : 'code-unknown';
    if (!this.kept(code)) return;
    if (this.subset)
      this.report(
        'code-outside-list',
        refOf(owner, e),
        t.codeSubset(tag, refOf(owner, e), e.name, value, where, this.subset),
        pos,
        component,
      );
    else if (value.startsWith('Z'))
      this.report(
        'code-outside-list',
        refOf(owner, e),
        t.codeAgreed(tag, refOf(owner, e), e.name, value, where),
        pos,
        component,
      );
    else
      this.report(
        'code-unknown',
        refOf(owner, e),
        t.codeUnknown(tag, refOf(owner, e), e.name, value, where),
        pos,
        component,
      );
  }

  private echoed(owner: CompositeDef | undefined): boolean {
    const tag = this.segment?.tag ?? '';
    return this.echoes && owner !== undefined && (ECHOES[tag]?.includes(owner.id) ?? false);
  }

  /** C507 (DTM): the value 2380 in the form its format code 2379 names (102: a real CCYYMMDD). */
  private checkDateTime(i: number) {
    const { reader } = this;
    const format = reader.value(i, 2);
    if (format === '' || !reader.present(i, 1)) return;
    const value = reader.value(i, 1);
    const pattern = formatPattern(format);
    if (pattern === undefined || fitsFormat(value, format) || !this.kept('element-date')) return;
    const tag = this.segment?.tag ?? '';
    this.report('element-date', 'C507/2380', issueText.dateFormat(tag, 'C507/2380', value, format, pattern), i + 1, 2);
  }

  /** Checks segment `s` (read by the reader) against `def`, from the open message's directory. */
  check(s: Segment, def: SegmentDef): void {
    const { reader, directory } = this;
    if (!directory) return;
    this.segment = s;
    const t = issueText;
    const where = directory.label;
    const size = reader.size;
    const defined = def.elements.length;
    const plan = planOf(directory, def);
    if (size > defined && this.kept('element-too-many'))
      this.report('element-too-many', s.tag, t.elementTooMany(s.tag, size, defined, where), defined + 1);
    for (let i = 0; i < defined; i += 1) {
      const e = def.elements[i];
      if (!e) continue;
      const occurrences = reader.repeats?.[i]?.length ?? 1;
      if (occurrences > (e.repeat ?? 1) && this.kept('element-repeat'))
        this.report(
          'element-repeat',
          e.id,
          t.elementRepeat(s.tag, e.id, e.name, occurrences, e.repeat ?? 1, where),
          i + 1,
        );
      const parts = reader.components(i);
      let present = false;
      for (let k = 0; k < parts && !present; k += 1) present = reader.present(i, k);
      if (!present) {
        if (e.required && this.kept('element-missing'))
          this.report('element-missing', e.id, t.elementMissing(s.tag, e.id, e.name, where), i + 1);
        continue;
      }
      if (!isComposite(e)) {
        if (parts > 1 && this.kept('component-too-many'))
          this.report('component-too-many', e.id, t.componentTooMany(s.tag, e.id, parts, 1), i + 1, 2);
        this.checkValue(e, undefined, i, 0, '', plan[i]?.codes[0] ?? null);
        continue;
      }
      const { components } = e;
      if (parts > components.length && this.kept('component-too-many'))
        this.report(
          'component-too-many',
          e.id,
          t.componentTooMany(s.tag, e.id, parts, components.length),
          i + 1,
          components.length + 1,
        );
      if (e.id === 'C507') this.checkDateTime(i);
      const slot = plan[i];
      const agencyAt = slot?.agencyAt ?? -1;
      const agency = agencyAt >= 0 ? reader.value(i, agencyAt) : '';
      for (let k = 0; k < components.length; k += 1) {
        const c = components[k];
        if (!c) continue;
        if (reader.present(i, k)) this.checkValue(c, e, i, k, agency, slot?.codes[k] ?? null);
        // A component the reported message lacked is not the CONTRL's to supply.
        else if (c.required && !this.echoed(e) && this.kept('element-missing')) {
          const ref = `${e.id}/${c.id}`;
          this.report('element-missing', ref, t.elementMissing(s.tag, ref, c.name, where), i + 1, k + 1);
        }
      }
    }
    if (def.dependencies) this.checkDependencies(def, where);
  }

  /** The directory's dependency notes between the segment's elements (TDT D5: C001 needs C220). */
  private checkDependencies(def: SegmentDef, where: string): void {
    const notes = def.dependencies ?? [];
    for (let n = 0; n < notes.length; n += 1) {
      const note = notes[n];
      const breach = note && dependencyBreach(note, this.reader.anyPresent);
      const e = breach && def.elements[breach.position - 1];
      if (!breach || !e || (breach.kind === 'missing' && e.required)) continue;
      const code = breach.kind === 'missing' ? 'element-condition' : 'element-exclusion';
      if (!this.kept(code)) continue;
      const refs = note.positions.map((p) => def.elements[p - 1]?.id ?? String(p));
      this.report(code, e.id, issueText.conditionBroken(breach.type, refs, note.type, where), breach.position);
    }
  }
}

type Codes = Readonly<Record<string, string>>;

/** Per element of a segment definition: the code lists of its value or components, and where 3055 is. */
interface ElementPlan {
  codes: (Codes | null)[];
  /** The component carrying 3055 (code list responsible agency) in a composite, or -1. */
  agencyAt: number;
}

/**
 * What checking a segment of `def` looks up, looked up once per definition: a segment costs one lookup
 * here rather than one per element and component.
 */
const plans = new WeakMap<SegmentDef, ElementPlan[]>();
function planOf(directory: EdifactDirectory, def: SegmentDef): ElementPlan[] {
  let plan = plans.get(def);
  if (!plan) {
    plan = makePlan(directory, def);
    plans.set(def, plan);
  }
  return plan;
}

/** (Apart from planOf: a closure over `directory` there would make V8 allocate a context on every call.) */
function makePlan(directory: EdifactDirectory, def: SegmentDef): ElementPlan[] {
  const codesOf = (e: SimpleElementDef) => directory.codes[e.id] ?? null;
  return def.elements.map((e) =>
    isComposite(e)
      ? { codes: e.components.map(codesOf), agencyAt: e.components.findIndex((c) => c.id === '3055') }
      : { codes: [codesOf(e)], agencyAt: -1 },
  );
}

/** An element's reference in findings: 1004, or C507/2005 for a component. */
const refOf = (owner: CompositeDef | undefined, e: SimpleElementDef) => (owner ? `${owner.id}/${e.id}` : e.id);
