/**
 * The acknowledgment endpoint's query parameters, checked before any work: `type` (997, 999, TA1 or CONTRL),
 * our ids and qualifiers, the first control number and the usage indicator. Anything else, repeated or out
 * of range is a 400 that says what is accepted. `release` picks a 997's release (004010 or 005010); `guide`
 * checks the document against our guide of a release (or none) first, as the report's `guide` does.
 */
import { apiCopy } from '../../content/inspector/api-copy';
import type { AckOptions } from '../../shared/edi/writers/ack-x12';
import { ACK_TYPES, isAckType, type AckType } from '../../shared/edi/model/ack-types';
import { GUIDE_CHOICES } from './inspect-options';

export { ACK_TYPES };

export const ACK_PARAMETERS = [
  'type',
  'sender',
  'senderQualifier',
  'receiver',
  'receiverQualifier',
  'control',
  'usage',
  'release',
  'guide',
] as const;
type Parameter = (typeof ACK_PARAMETERS)[number];
const isParameter = (name: string): name is Parameter => ACK_PARAMETERS.some((p) => p === name);

/** Ids as both standards allow them in an envelope (letters, digits, space, and . - _ /), up to 35. */
const ID = /^[A-Za-z0-9 ._/-]{1,35}$/;
const QUALIFIER = /^[A-Za-z0-9]{1,4}$/;

export interface AckRequest {
  type: AckType;
  options: Omit<AckOptions, 'now'>;
  /** The guide the document is checked against before it is answered (as the report's `guide`). */
  guide?: string;
}

export function ackOptions(query: Readonly<Record<string, unknown>>): AckRequest | { error: string } {
  const e = apiCopy.acknowledgment;
  const values: Partial<Record<Parameter, string>> = {};
  for (const [name, raw] of Object.entries(query)) {
    if (!isParameter(name)) return { error: apiCopy.parameters.unknown(name, ACK_PARAMETERS) };
    if (typeof raw !== 'string') return { error: apiCopy.parameters.once(name) };
    values[name] = raw.slice(0, 64);
  }
  const type = (values.type ?? '').toUpperCase();
  if (!isAckType(type)) return { error: e.type(values.type ?? '', ACK_TYPES) };
  const options: AckRequest['options'] = {};
  for (const side of ['sender', 'receiver'] as const) {
    const id = values[side];
    const qualifier = values[`${side}Qualifier`] ?? 'ZZ';
    if (id === undefined) continue;
    if (!ID.test(id)) return { error: e.id(side) };
    if (!QUALIFIER.test(qualifier)) return { error: e.qualifier(side) };
    options[side] = { id, qualifier };
  }
  if (values.control !== undefined) {
    const n = /^\d{1,9}$/.test(values.control) ? Number(values.control) : 0;
    if (n < 1) return { error: e.control(values.control) };
    options.control = n;
  }
  if (values.usage !== undefined) {
    if (values.usage !== 'P' && values.usage !== 'T') return { error: e.usage(values.usage) };
    options.usage = values.usage;
  }
  if (values.release !== undefined) {
    if (values.release !== '004010' && values.release !== '005010') return { error: e.release(values.release) };
    options.release = values.release;
  }
  if (values.guide !== undefined) {
    if (!GUIDE_CHOICES.includes(values.guide)) return { error: apiCopy.parameters.guide(values.guide, GUIDE_CHOICES) };
    return { type, options, guide: values.guide };
  }
  return { type, options };
}
