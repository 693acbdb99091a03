/** The message of an X12 value outside its guide's length range: element-too-long and element-too-short. */
import { named } from '../wording';

export const elementLengthMessages = {
  lengthRange: (tag: string, ref: string, name: string, length: number, min: number, max: number) =>
    `${named(tag, ref)} (${name}) has ${length} character${length === 1 ? '' : 's'}; it takes ${min === max ? `exactly ${min}` : `${min} to ${max}`}.`,
} as const;
