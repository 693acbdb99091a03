export const blogsCopy = {
  hero: {
    eyebrow: 'Blog',
    title: 'Latest Insights & Industry Updates',
    intro: 'Practical guidance on EDI standards, partner onboarding and ERP integration from the people who build it every day.',
  },
} as const;

export const blogDetailCopy = {
  back: 'Back to Blogs',
} as const;

export const ediCategoryCopy = {
  hero: {
    eyebrow: 'Blog',
    title: 'Blog categories: EDI',
    intro: 'Everything we have written about electronic data interchange: standards, documents, acknowledgments and compliance.',
  },
} as const;
