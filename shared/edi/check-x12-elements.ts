/**
 * Checks one X12 segment's elements against its place in a guide: too many elements, required ones
 * missing, "not used" ones present, type (x12-values.ts), minimum and maximum length, and the codes the
 * guide accepts. Reads through the ElementReader (no arrays per segment); text is built for findings only.
 */
import { issueText } from '../../content/inspector/issues';
import type { Guide, GuideElement, GuideSegment } from '../../content/x12-guides/guide-types';
import { elementAnchor, segmentAnchor } from '../../content/x12-guides/guide-anchors';
import type { ElementReader } from './element-reader';
import type { FindingCode } from './finding-codes';
import type { Collector } from './findings';
import type { Segment } from './types';
import { badX12Value, x12Length } from './x12-values';

export interface GuideContext {
  guide: Guide;
  /** The guide's page, to which each finding's anchor is added. */
  page: string;
  /** "Northwind's 850 guide (004010)". */
  name: string;
  issues: Collector;
  reader: ElementReader;
  /** Whether X12 knows a tag: an unknown one is reported once, as unknown, not again by the guide. */
  known: (tag: string) => boolean;
}

export function checkGuideElements(s: Segment, node: GuideSegment, ctx: GuideContext): void {
  const { reader, issues, guide, page, name } = ctx;
  reader.read(s);
  const t = issueText;
  const elements = node.elements;
  const report = (code: FindingCode, e: GuideElement | undefined, message: string, pos: number) =>
    issues.add(code, s, message, e?.ref ?? s.tag, {
      elementPos: pos,
      guide: `${page}#${e ? elementAnchor(guide, node, e.ref) : segmentAnchor(guide, node)}`,
    });
  if (reader.size > elements.length)
    report(
      'element-too-many',
      undefined,
      t.elementTooMany(s.tag, reader.size, elements.length, name),
      elements.length + 1,
    );
  for (let i = 0; i < elements.length; i += 1) {
    const e = elements[i];
    if (!e) continue;
    if (!reader.present(i, 0)) {
      if (e.usage === 'M') report('element-missing', e, t.elementMissing(s.tag, e.ref, e.name, name), i + 1);
      continue;
    }
    if (e.usage === 'N') {
      report('element-not-used', e, t.elementNotUsed(s.tag, e.ref, e.name, name), i + 1);
      continue;
    }
    if (e.type === 'C') continue;
    if (badX12Value(reader, i, e.type)) {
      report('element-type', e, t.guideType(s.tag, e.ref, e.name, reader.value(i, 0), e.type), i + 1);
      continue;
    }
    const length = x12Length(reader, i, e.type);
    if (length > e.max) report('element-too-long', e, t.lengthRange(s.tag, e.ref, e.name, length, e.min, e.max), i + 1);
    else if (length < e.min)
      report('element-too-short', e, t.lengthRange(s.tag, e.ref, e.name, length, e.min, e.max), i + 1);
    const codes = e.codes;
    if (!codes) continue;
    const value = reader.value(i, 0);
    if (Object.hasOwn(codes, value)) continue;
    if (e.open) report('code-outside-list', e, t.codeOutsideGuide(s.tag, e.ref, e.name, value, name), i + 1);
    else report('code-unknown', e, t.codeNotInGuide(s.tag, e.ref, e.name, value, name), i + 1);
  }
}
