/**
 * The acknowledgments the engine writes, as names only: the inspector's panel and the API's options need
 * these, not the writers (acknowledge.ts), which stay out of the page's first load.
 */
import type { StandardId } from '../../standards';

export const ACK_TYPES = ['997', '999', 'TA1', 'CONTRL'] as const;
export type AckType = (typeof ACK_TYPES)[number];

export const isAckType = (value: string): value is AckType => ACK_TYPES.some((t) => t === value);

/** The standard whose interchanges a type answers. */
export const ackStandard = (type: AckType): StandardId => (type === 'CONTRL' ? 'edifact' : 'x12');
