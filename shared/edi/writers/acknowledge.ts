/**
 * One entry for every acknowledgment the engine writes (the API's worker and the inspector's call it): the
 * X12 997, 999 and TA1 (ack-x12.ts) and the EDIFACT CONTRL (ack-contrl.ts). Empty when the document holds
 * nothing the type answers: no interchange of its standard (a 997 or 999: none with a functional group).
 * Which finding becomes which code, and why: docs/acknowledgment-codes.md.
 */
import { contrl } from './ack-contrl';
import { x12Acknowledgment, type AckOptions } from './ack-x12';
import type { ParseResult } from '../model/types';

import type { AckType } from '../model/ack-types';

export { ACK_TYPES, ackStandard, isAckType, type AckType } from '../model/ack-types';

export const acknowledge = (result: ParseResult, type: AckType, options: AckOptions = {}): string =>
  type === 'CONTRL' ? contrl(result, options) : x12Acknowledgment(result, type, options);
