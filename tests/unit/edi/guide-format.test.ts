// The public guide format (#48): every guide of ours in it validates, by zod and by its published JSON Schema (ajv),
// and comes back to the engine's shape unchanged; broken guides are refused with the path of what is wrong; a guide
// inferred from three 850s of ours has their structure, usage, repeats, lengths and codes.
import Ajv2020 from 'ajv/dist/2020';
import { guides } from '../../../content/x12-guides';
import { inspectorSamples } from '../../../content/inspector/samples';
import { publicGuideOf } from '../../../shared/edi/guide-format/from-internal';
import { inferGuide } from '../../../shared/edi/guide-format/infer';
import { parseGuide, readGuide } from '../../../shared/edi/guide-format/read-guide';
import {
  guideJsonSchema,
  isLoopJson,
  type GuideNodeJson,
  type PublicGuide,
} from '../../../shared/edi/guide-format/schema';
import { internalGuideOf, userGuideOf } from '../../../shared/edi/guide-format/to-internal';
import { inspect } from '../../../shared/edi/inspect';
import { dictionaries } from '../../fixtures/edi-dictionaries';

const schema = guideJsonSchema('https://www.northwind-edi.example');
const ajv = new Ajv2020({ allErrors: true, strict: false });
const validate = ajv.compile(schema);

describe('our guides in the public format', () => {
  it.each(guides.map((g) => [`${g.set} ${g.release}`, g] as const))(
    '%s validates and comes back unchanged',
    (_name, g) => {
      const json = publicGuideOf(g);
      expect(readGuide(JSON.parse(JSON.stringify(json)))).toEqual({ guide: json });
      expect(validate(json)).toBe(true);
      const back = internalGuideOf(json);
      // A composite element (C) is text (AN) in the format; everything else, relational conditions included
      // (a C there is a conditional), is the guide as we wrote it.
      const composites = JSON.stringify(g).replaceAll(/"type":"C"(?!,"positions")/g, '"type":"AN"');
      expect(back).toEqual(JSON.parse(composites));
    },
  );

  it('publishes a JSON Schema with its own $id', () => {
    expect(schema.$id).toBe('https://www.northwind-edi.example/schemas/edi-guide/v1.json');
    expect(schema).toMatchObject({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object' });
  });
});

/** A refused guide's problems as `path: message`. */
const problems = (value: unknown) => {
  const read = readGuide(value);
  return 'problems' in read ? read.problems.map((p) => `${p.path}: ${p.message}`) : [];
};

describe('broken guides', () => {
  const first = guides[0];
  if (!first) throw new Error('no guides');
  const good = publicGuideOf(first);

  it('names the path of each problem', () => {
    const broken = JSON.parse(JSON.stringify(good));
    broken.structure[1].elements[0].max = 0;
    broken.structure[1].usage = 'maybe';
    expect(problems(broken)).toEqual([
      expect.stringMatching(/^structure\.1\.usage: /),
      expect.stringMatching(/^structure\.1\.elements\.0\.max: /),
    ]);
    expect(validate(broken)).toBe(false);
    expect(problems({ ...good, format: 'other/2' })).toEqual([expect.stringMatching(/^format: /)]);
    expect(problems({ ...good, set: '85O' })).toEqual([expect.stringMatching(/^set: /)]);
  });

  it('refuses what is not JSON, too large or nested past the limit, without throwing', () => {
    expect('problems' in parseGuide('{"format":')).toBe(true);
    expect(parseGuide('x'.repeat(3 * 1024 * 1024))).toEqual({
      problems: [{ path: '(file)', message: 'larger than 2 MB' }],
    });
    let deep: GuideNodeJson = { segment: 'N1', usage: 'used', max: 1, elements: [] };
    for (let i = 0; i < 5000; i += 1) deep = { loop: 'N1', usage: 'used', max: 1, children: [deep] };
    expect(problems({ ...good, structure: [deep] })).toEqual([expect.stringMatching(/^structure: nested deeper/)]);
  });
});

describe('a guide inferred from three sample 850s', () => {
  const base = inspectorSamples.find((s) => s.id === 'x12-850-005010')?.text ?? '';
  const samples = [
    base,
    base.replace('BEG*00*SA*4500098231', 'BEG*00*NE*4500098299').replace('CUR*BY*USD~\n', ''),
    base.replace('PO1*3*120*EA*8.75', 'PO1*3*120*EA*8.75~PO1*4*6*CA*12.5*PE*UP*012345678936*VP*AC-3390'),
  ];
  const guide = inferGuide(
    samples.map((t) => inspect(t, dictionaries)),
    dictionaries,
  );

  it('is a valid guide of the set and release', () => {
    expect(guide).toMatchObject({ set: '850', release: '005010', standard: 'x12', functionalId: 'PO' });
    expect(validate(guide)).toBe(true);
  });

  it('has the structure seen, usage from presence, the most repeats seen, observed codes and lengths', () => {
    const structure = guide?.structure ?? [];
    const tags = structure.map((n) => (isLoopJson(n) ? `${n.loop}*` : n.segment));
    expect(tags.slice(0, 6)).toEqual(['ST', 'BEG', 'CUR', 'REF', 'PER', 'FOB']);
    const cur = structure.find((n) => !isLoopJson(n) && n.segment === 'CUR');
    expect(cur?.usage).toBe('used');
    const beg = structure.find((n) => !isLoopJson(n) && n.segment === 'BEG');
    expect(beg && !isLoopJson(beg) && beg.elements.find((e) => e.ref === 'BEG02')).toMatchObject({
      usage: 'must',
      type: 'ID',
      codes: { SA: expect.any(String), NE: expect.any(String) },
    });
    const po1 = structure.find((n) => isLoopJson(n) && n.loop === 'PO1');
    expect(po1).toMatchObject({ usage: 'must', max: 4 });
    const ref = structure.find((n) => !isLoopJson(n) && n.segment === 'REF');
    expect(ref).toMatchObject({ usage: 'must', max: 2 });
  });
});

describe('checking against a user guide', () => {
  const base = inspectorSamples.find((s) => s.id === 'x12-850-005010')?.text ?? '';
  const samples = [
    base,
    base.replace('BEG*00*SA*4500098231', 'BEG*00*NE*4500098299'),
    base
      .replace('PO1*3*120*EA*8.75', 'PO1*3*120*EA*8.75~PO1*4*6*CA*12.5*PE*UP*012345678936*VP*AC-3390')
      .replace('CTT*3*192~', 'CTT*4*198~')
      .replace('SE*24*', 'SE*25*'),
  ];
  const made = inferGuide(
    samples.map((t) => inspect(t, dictionaries)),
    dictionaries,
  );
  if (!made) throw new Error('no guide inferred');
  const inferred: PublicGuide = made;
  const check = (text: string, guide = inferred) => {
    const userGuide = userGuideOf(guide);
    return inspect(text, dictionaries, userGuide ? { userGuide } : {}).issues.filter((f) => f.severity === 'error');
  };
  const edit = (change: (g: typeof inferred) => void) => {
    const copy: typeof inferred = JSON.parse(JSON.stringify(inferred));
    change(copy);
    return copy;
  };
  const segment = (g: typeof inferred, tag: string) => {
    const found = g.structure.find((n) => !isLoopJson(n) && n.segment === tag);
    if (!found || isLoopJson(found)) throw new Error(`no ${tag}`);
    return found;
  };

  it('validates the samples it was made from with no error, and says which guide checked them', () => {
    for (const text of samples) expect(check(text)).toEqual([]);
    const userGuide = userGuideOf(inferred);
    const result = inspect(base, dictionaries, userGuide ? { userGuide } : {});
    expect(result.guides).toEqual([
      expect.objectContaining({ set: '850', basis: 'user', userGuide: 'the guide "850 Purchase Order"' }),
    ]);
  });

  it('flags a planted deviation, worded as a deviation from that guide and without a link to our pages', () => {
    const planted = check(base.replace('BEG*00*SA*', 'BEG*00*KN*'));
    expect(planted.map((f) => [f.code, f.element])).toEqual([['code-unknown', 'BEG02']]);
    expect(planted[0]?.guide).toBeUndefined();
    const extra = check(base.replace('FOB*PP~', 'FOB*PP~\nMSG*Handle with care~').replace('SE*24*', 'SE*25*'));
    expect(extra.map((f) => [f.code, f.message])).toEqual([
      ['segment-not-used', expect.stringContaining('the guide "850 Purchase Order"')],
    ]);
  });

  it('follows edits: a code removed, an element made mandatory', () => {
    const noNe = edit((g) => {
      const beg02 = segment(g, 'BEG').elements.find((e) => e.ref === 'BEG02');
      if (beg02?.codes) delete beg02.codes['NE'];
    });
    expect(check(samples[1] ?? '', noNe).map((f) => [f.code, f.element])).toEqual([['code-unknown', 'BEG02']]);
    expect(check(base, noNe)).toEqual([]);
    const begDate = edit((g) => {
      const beg04 = segment(g, 'BEG').elements.find((e) => e.ref === 'BEG04');
      if (beg04) beg04.usage = 'must';
    });
    expect(check(base, begDate).map((f) => [f.code, f.element])).toEqual([['element-missing', 'BEG04']]);
  });
});
