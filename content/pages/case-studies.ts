export const caseStudiesCopy = {
  hero: {
    eyebrow: 'Case Studies',
    title: 'Results our customers measured',
    intro:
      'Six integration projects, from an SAP rollout to a transportation module: the challenge, what we built and the numbers that followed.',
  },
} as const;
