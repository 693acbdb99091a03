/**
 * Checks one X12 segment's elements against its place in a guide: too many elements, required ones
 * missing, "not used" ones present, type (x12-values.ts), minimum and maximum length, and the codes the
 * guide accepts, then the relational conditions between them (relational-conditions.ts). Reads through the
 * ElementReader (no arrays per segment); text is built for findings only.
 */
import { issueText } from './messages';
import type { Guide, GuideElement, GuideSegment } from '../model/guide';
import type { ElementReader } from '../syntax/element-reader';
import type { FindingCode } from './finding-codes';
import type { Collector } from './findings';
import type { Segment } from '../model/types';
import { guideLink } from './guide-link';

export { guideLink };
import { breachOf } from './relational-conditions';
import { badX12Value, x12Length } from './x12-values';

export interface GuideContext {
  guide: Guide;
  /** Whether findings link into the guide's page (Collector.link); not for a user's guide (no page of ours). */
  linked: boolean;
  /** "Northwind's 850 guide (004010)". */
  name: string;
  issues: Collector;
  reader: ElementReader;
}

/**
 * Whether a finding of `code` is worded and reported: past the cap of its code it is only counted (no
 * message, no page anchor worked out). Every report() call is behind one, so that a file with 50,000
 * findings costs little more than a clean one. (Messages stay strings: closures here would make V8
 * allocate a context for every element checked.)
 */
const kept = (ctx: GuideContext, code: FindingCode): boolean => !ctx.issues.counted(code);

/** Reports a finding about element `e` (or the segment) of `s`, linked to its place in the guide. */
function report(
  ctx: GuideContext,
  s: Segment,
  node: GuideSegment,
  code: FindingCode,
  e: GuideElement | undefined,
  message: string,
  pos: number,
): void {
  const at = e ? { segment: node, element: e.ref } : { segment: node };
  ctx.issues.add(code, s, message, e?.ref ?? s.tag, { elementPos: pos, ...guideLink(ctx, at) });
}

export function checkGuideElements(s: Segment, node: GuideSegment, ctx: GuideContext): void {
  const { reader, name } = ctx;
  reader.read(s);
  const t = issueText;
  const elements = node.elements;
  if (reader.size > elements.length && kept(ctx, 'element-too-many'))
    report(
      ctx,
      s,
      node,
      'element-too-many',
      undefined,
      t.elementTooMany(s.tag, reader.size, elements.length, name),
      elements.length + 1,
    );
  for (let i = 0; i < elements.length; i += 1) {
    const e = elements[i];
    if (!e) continue;
    const pos = i + 1;
    // None of our guides' elements repeats: a repetition separator inside one is a deviation.
    const occurrences = reader.repeats?.[i]?.length ?? 1;
    if (occurrences > 1 && kept(ctx, 'element-repeat'))
      report(ctx, s, node, 'element-repeat', e, t.elementRepeat(s.tag, e.ref, e.name, occurrences, 1, name), pos);
    if (!reader.present(i, 0)) {
      if (e.usage === 'M' && kept(ctx, 'element-missing'))
        report(ctx, s, node, 'element-missing', e, t.elementMissing(s.tag, e.ref, e.name, name), pos);
      continue;
    }
    if (e.usage === 'N') {
      if (kept(ctx, 'element-not-used'))
        report(ctx, s, node, 'element-not-used', e, t.elementNotUsed(s.tag, e.ref, e.name, name), pos);
      continue;
    }
    // A component separator inside a simple element (BEG03 `4500>098231`) splits its value: only the
    // first part would be read, so the rest is reported rather than silently dropped.
    const parts = e.type === 'C' ? 1 : reader.components(i);
    if (parts > 1 && kept(ctx, 'component-too-many'))
      report(ctx, s, node, 'component-too-many', e, t.componentTooMany(s.tag, e.ref, parts, 1), pos);
    if (e.type === 'C' || e.type === 'AN') {
      checkLength(ctx, s, node, e, pos, reader.length(i, 0, false));
      continue;
    }
    if (badX12Value(reader, i, e.type)) {
      const code = e.type === 'DT' ? 'element-date' : e.type === 'TM' ? 'element-time' : 'element-type';
      if (kept(ctx, code))
        report(ctx, s, node, code, e, t.guideType(s.tag, e.ref, e.name, reader.value(i, 0), e.type), pos);
      continue;
    }
    checkLength(ctx, s, node, e, pos, x12Length(reader, i, e.type));
    const codes = e.codes;
    if (!codes) continue;
    const value = reader.value(i, 0);
    if (Object.hasOwn(codes, value) || !kept(ctx, e.open ? 'code-outside-list' : 'code-unknown')) continue;
    if (e.open)
      report(ctx, s, node, 'code-outside-list', e, t.codeOutsideGuide(s.tag, e.ref, e.name, value, name), pos);
    else report(ctx, s, node, 'code-unknown', e, t.codeNotInGuide(s.tag, e.ref, e.name, value, name), pos);
  }
  if (node.conditions) checkConditions(ctx, s, node);
}

/** The guide's conditions between the segment's elements; a mandatory element left out is already reported. */
function checkConditions(ctx: GuideContext, s: Segment, node: GuideSegment): void {
  const conditions = node.conditions ?? [];
  for (let n = 0; n < conditions.length; n += 1) {
    const c = conditions[n];
    const breach = c && breachOf(c, ctx.reader.firstPresent);
    const e = breach && node.elements[breach.position - 1];
    if (!breach || !e || (breach.kind === 'missing' && e.usage === 'M')) continue;
    const code = breach.kind === 'missing' ? 'element-condition' : 'element-exclusion';
    if (!kept(ctx, code)) continue;
    const refs = c.positions.map((p) => `${s.tag}${String(p).padStart(2, '0')}`);
    report(ctx, s, node, code, e, issueText.conditionBroken(c.type, refs, c.note, ctx.name), breach.position);
  }
}

function checkLength(ctx: GuideContext, s: Segment, node: GuideSegment, e: GuideElement, pos: number, length: number) {
  if (length > e.max) {
    if (kept(ctx, 'element-too-long'))
      report(
        ctx,
        s,
        node,
        'element-too-long',
        e,
        issueText.lengthRange(s.tag, e.ref, e.name, length, e.min, e.max),
        pos,
      );
  } else if (length < e.min && kept(ctx, 'element-too-short'))
    report(
      ctx,
      s,
      node,
      'element-too-short',
      e,
      issueText.lengthRange(s.tag, e.ref, e.name, length, e.min, e.max),
      pos,
    );
}
