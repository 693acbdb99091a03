/**
 * How the X12 guide a set is checked against is named in the messages of every guide finding (segment, loop,
 * element and code rules): ours, a user's, and where in it (a loop, or the guide as a whole).
 */
export const guideNameMessages = {
  guideName: (set: string, release: string) => `Northwind's ${set} guide (${release})`,
  /** A user's guide: its title, or the set's when it has none. */
  userGuideName: (title: string, set: string) =>
    title.trim() ? `the guide "${title.trim().slice(0, 80)}"` : `your ${set} guide`,
  whereGuide: (guide: string, loop: string | undefined) => (loop ? `in loop ${loop} of ${guide}` : `in ${guide}`),
} as const;
