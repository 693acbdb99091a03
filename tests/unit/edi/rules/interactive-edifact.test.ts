// Interactive EDIFACT (UIB…UIZ): read, reported once, not checked.
import { sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const orders = sample('edifact-orders');

ruleCase('interactive-edifact', {
  triggers: {
    text: "UNA:+.? 'UIB+UNOA:4+1234+SENDER+RECEIVER+20240101:1200'UIH+SANCRT:D:03B:UN+1'MSG+1'UIT+1+3'UIZ+1+1'",
  },
  clean: { text: orders },
});
