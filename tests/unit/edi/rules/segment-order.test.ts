// A BGM after the summary section, out of its place.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const orders = sample('edifact-orders');

ruleCase('segment-order', {
  triggers: { text: change(change(orders, "CNT+2:2'\n", "CNT+2:2'\nBGM+220+X'\n"), 'UNT+24+1', 'UNT+25+1') },
  clean: { text: orders },
});
