// A partner's guide that marks BEG05 not used: a document sending it gets a warning.
import { partnerGuide } from '../../../fixtures/partner-guide';
import { change, sample } from '../../../fixtures/edi-text';
import { isLoopJson } from '../../../../shared/edi/guide-format/schema';
import { userGuideOf } from '../../../../shared/edi/guide-format/to-internal';
import { findingsOf, ruleCase } from './rule-case';

const guide = partnerGuide();
const beg = guide.structure.find((n) => !isLoopJson(n) && n.segment === 'BEG');
const beg05 = beg && !isLoopJson(beg) ? beg.elements.find((e) => e.ref === 'BEG05') : undefined;
if (!beg05) throw new Error('no BEG05');
beg05.usage = 'not-used';
const userGuide = userGuideOf(guide);
if (!userGuide) throw new Error('the guide does not convert');

// The sample with BEG02 NE, which the partner's guide requires.
const po = change(sample('x12-850-005010'), 'BEG*00*SA*', 'BEG*00*NE*');
const sent = { text: po, options: { userGuide } };
const left = { text: change(po, '*4500098231**20260315~', '*4500098231**~'), options: { userGuide } };

ruleCase('element-not-used', { triggers: sent, clean: left });

it('is a warning naming BEG05', () => {
  expect(findingsOf('element-not-used', sent).map((f) => [f.severity, f.element])).toEqual([['warning', 'BEG05']]);
});
