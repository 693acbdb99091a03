/** The message of an X12 value not of its guide element's type: element-type, element-date (DT), element-time (TM). */
import { named, x12Types } from '../wording';

export const x12ValueTypeMessages = {
  guideType: (tag: string, ref: string, name: string, value: string, type: string) =>
    `${named(tag, ref)} (${name}) is '${value}'; it must be ${x12Types[type.startsWith('N') ? 'N' : type] ?? type}.`,
} as const;
