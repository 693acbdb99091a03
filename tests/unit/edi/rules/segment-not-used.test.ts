// A segment our 850 guide does not use (MTX), checked against the guide.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('segment-not-used', {
  triggers: {
    text: change(change(po, 'CUR*BY*USD~', 'CUR*BY*USD~\nMTX**Handle with care~'), 'SE*24*', 'SE*25*'),
    options: { guide: '005010' },
  },
  clean: { text: po, options: { guide: '005010' } },
});
