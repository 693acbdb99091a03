// The guide editor's engine side (#48): a guide inferred from sample files as the inspector's worker does it,
// edited as the editor edits (a code list, an element's usage), then checked against as the inspector's "Check
// against" asks: the findings follow the edits, name the guide and link to the element in the editor.
import { inspectorSamples } from '../../../content/inspector/samples';
import { guideEditorCopy } from '../../../content/pages/guide-editor';
import { EDI_GUIDE_SCHEMA_PATH, isLoopJson, type PublicGuide } from '../../../shared/edi/guide-format/schema';
import { inspect } from '../../../shared/edi/inspect';
import { buildView } from '../../../shared/inspector/view';
import { linkUserFindings, type Against } from '../../../client/inspector/guide-choice';
import { inferFromTexts, optionsOf, INFER_LIMITS } from '../../../client/inspector/guide-tasks';
import {
  codesFrom,
  findRef,
  nodeAt,
  updateElement,
  visibleRows,
  type GuideSegmentJson,
} from '../../../client/lib/guide-edits';
import { dictionaries } from '../../fixtures/edi-dictionaries';

const order = inspectorSamples.find((s) => s.id === 'x12-850-005010')?.text ?? '';
const load = async () => dictionaries;

async function inferred(texts: string[]): Promise<PublicGuide> {
  const result = await inferFromTexts(texts, load);
  if (!('guide' in result)) throw new Error(`refused: ${result.refused}`);
  return result.guide;
}

const segmentAt = (guide: PublicGuide, ref: string): { seg: GuideSegmentJson; path: readonly number[]; at: number } => {
  const found = findRef(guide, ref);
  const node = found && nodeAt(guide, found.path);
  if (!found || found.element === undefined || !node || isLoopJson(node)) throw new Error(`no ${ref}`);
  return { seg: node, path: found.path, at: found.element };
};

/** The guide with `ref` changed as the editor's form changes it. */
function edited(guide: PublicGuide, ref: string, change: { codes?: string; usage?: 'must' | 'used' | 'not-used' }) {
  const { seg, path, at } = segmentAt(guide, ref);
  const element = seg.elements[at];
  if (!element) throw new Error(`no ${ref}`);
  const codes = change.codes === undefined ? undefined : codesFrom(change.codes, element.codes);
  if (codes && 'error' in codes) throw new Error('bad codes');
  const { codes: before, ...rest } = element;
  const next = { ...rest, ...(codes ?? (before && { codes: before })), ...(change.usage && { usage: change.usage }) };
  return updateElement(guide, path, at, next);
}

const findings = (guide: PublicGuide, text = order) => {
  const against: Against = { kind: 'user', id: 'g1', guide };
  const result = inspect(text, dictionaries, optionsOf(against));
  return linkUserFindings(buildView(result, dictionaries), against).issues;
};

describe('a guide built from three sample 850s in the browser', () => {
  const samples = [
    order,
    order.replace('BEG*00*SA*', 'BEG*00*NE*'),
    order.replace('CUR*BY*USD~', '').replace('SE*24*', 'SE*23*'),
  ];

  it('has the set, its segments named, and passes its own samples', async () => {
    const guide = await inferred(samples);
    expect(guide).toMatchObject({ set: '850', release: '005010' });
    expect(segmentAt(guide, 'BEG02').seg.name).toBe('Beginning Segment for Purchase Order');
    expect(Object.keys(segmentAt(guide, 'BEG02').seg.elements[1]?.codes ?? {})).toEqual(['SA', 'NE']);
    for (const text of samples) expect(findings(guide, text).filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('follows the edits: a code taken out and an element made must use are errors naming the guide', async () => {
    let guide = await inferred(samples);
    guide = edited(guide, 'BEG02', { codes: 'NE' });
    guide = edited(guide, 'BEG04', { usage: 'must' });
    const errors = findings(guide).filter((f) => f.severity === 'error');
    expect(errors.map((f) => f.element)).toEqual(expect.arrayContaining(['BEG02', 'BEG04']));
    for (const f of errors.filter((e) => e.element?.startsWith('BEG'))) {
      expect(f.message).toContain('the guide "850 Purchase Order"');
      expect(f.guide).toBe(`/edi-guides/new?guide=g1#${f.element}`);
    }
    // The same guide uploaded (no id in the editor's store) is checked alike, without a link to the editor.
    const uploaded: Against = { kind: 'user', id: '', guide };
    const view = buildView(inspect(order, dictionaries, optionsOf(uploaded)), dictionaries);
    expect(linkUserFindings(view, uploaded).issues.some((f) => f.guide?.startsWith('/edi-guides'))).toBe(false);
  });

  it('builds from the first set code met and says which others it left out', async () => {
    const ack = inspectorSamples.find((s) => s.id === 'x12-997-005010')?.text ?? '';
    const result = await inferFromTexts([order, ack], load);
    expect(result).toMatchObject({ guide: { set: '850' }, sets: ['850', '997'] });
  });

  it('refuses what it cannot build from: no X12 set, too many files', async () => {
    expect(await inferFromTexts(['hello'], load)).toEqual({ refused: 'no-sets' });
    expect(await inferFromTexts(Array<string>(INFER_LIMITS.files + 1).fill(order), load)).toEqual({
      refused: 'too-much',
    });
  });
});

describe('the editor’s edits', () => {
  it('links the schema where the site publishes it', () => {
    expect(guideEditorCopy.about.schemaPath).toBe(EDI_GUIDE_SCHEMA_PATH);
  });

  it('reads typed codes at commas and spaces, keeps known meanings and refuses a code too long', () => {
    expect(codesFrom('NE, SA  NE', { SA: 'Stand-alone' })).toEqual({ codes: { NE: '', SA: 'Stand-alone' } });
    expect(codesFrom(' ', undefined)).toEqual({});
    expect(codesFrom('X'.repeat(36), undefined)).toEqual({ error: true });
  });

  it('shows a closed loop without its children', async () => {
    const guide = await inferred([order]);
    const all = visibleRows(guide, new Set());
    const loop = all.find((r) => isLoopJson(r.node));
    if (!loop) throw new Error('no loop');
    const closed = visibleRows(guide, new Set([loop.key]));
    expect(closed.length).toBeLessThan(all.length);
    expect(closed.some((r) => r.parent === loop.key)).toBe(false);
  });
});
