/** Words of the inspector's "Check against" choice: what X12 sets are checked against. */
export const checkAgainstCopy = {
  label: 'Check X12 sets against',
  // Short enough for a 390 px select: the longer "when addressed to Northwind" was cut mid-word (#47 screenshots).
  auto: 'Our guide if sent to us (default)',
  none: 'Syntax and envelopes only',
  release: (release: string) => `Northwind's guides, ${release}`,
  mine: (title: string, set: string) => `My guide: ${title} (${set})`,
  uploaded: (title: string, set: string) => `Uploaded guide: ${title} (${set})`,
  upload: 'Or a guide file (JSON)',
  editor: 'Build or edit a guide',
  hint: 'Your guides are the ones saved in this browser by the guide editor; nothing is sent anywhere.',
  badFile: (problems: readonly string[]) => `Not a guide in our format: ${problems.slice(0, 3).join('; ')}`,
  unsupported: 'Only X12 guides of release 004010 or 005010 can be checked against for now.',
} as const;
