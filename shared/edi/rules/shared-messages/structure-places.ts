/**
 * Where in an EDIFACT message's structure a segment or group is missing or repeated, in the messages of the
 * structure rules (segment-missing, group-missing, segment-repeat, group-repeat).
 */
export const structurePlaceMessages = {
  whereMessage: (message: string) => `in ${message}`,
  whereGroup: (group: string, message: string) => `in segment group ${group} of ${message}`,
} as const;
