export const faqCopy = {
  hero: {
    eyebrow: 'FAQ',
    title: 'EDI & API Integration FAQ',
    intro: 'Straight answers about standards, implementation, costs, security and our API: 35 questions in seven categories.',
  },
} as const;
