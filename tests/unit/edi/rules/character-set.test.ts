// Lower-case letters in an interchange declared UNOA (upper case only).
import { change, sample } from '../../../fixtures/edi-text';
import { findingsOf, ruleCase } from './rule-case';

const orders = sample('edifact-orders');

ruleCase('character-set', { triggers: { text: change(orders, 'UNOC:3', 'UNOA:3') }, clean: { text: orders } });

// The Edifact-Rails sample's own separators (UNA!^.\ ~): ^ and ~ are service characters, not data, so UNOA
// holds; a released ~ inside a value is data, and UNOA does not have it.
const custom = [
  'UNA!^.\\ ~',
  'UNB^UNOA!3^SENDER!1^RECEIVER!1^051107!1159^6002~',
  'UNH^1^ORDERS!D!96A!UN~',
  'BGM^220^PO1^9~',
  'DTM^137!20051107!102~',
  'UNS^S~',
  'UNT^5^1~',
  'UNZ^1^6002~',
].join('\n');

describe('separators a UNA declares', () => {
  it('are not reported as characters outside UNOA', () => {
    expect(findingsOf('character-set', { text: custom })).toEqual([]);
  });
  it('a released separator inside a value is data, and is reported', () => {
    const released = custom.replace('BGM^220^PO1^9~', 'BGM^220^PO\\~1^9~');
    expect(findingsOf('character-set', { text: released }).map((f) => [f.tag, f.message])).toEqual([
      ['BGM', expect.stringContaining("'~'")],
    ]);
  });
});
