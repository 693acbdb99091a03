export const x12GuideCopy = {
  hero: {
    eyebrow: 'Resources',
    title: 'X12 Transaction Sets',
    intro:
      'Every ASC X12 transaction set of release 005010 (318 in all), with what each is for, who uses it and how often it is traded.',
  },
} as const;

export const edifactGuideCopy = {
  hero: {
    eyebrow: 'Resources',
    title: 'EDIFACT D.96A Messages',
    intro:
      'All 125 UN/EDIFACT D.96A message types, plus the CONTRL service message, with their purpose, industry and usage.',
  },
} as const;
