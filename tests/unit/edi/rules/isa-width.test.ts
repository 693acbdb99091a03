// An ISA element not its fixed width: ISA06 without its padding.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('isa-width', { triggers: { text: change(po, '*HARBORMART     *', '*HARBORMART*') }, clean: { text: po } });
