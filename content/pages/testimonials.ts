export const testimonialsCopy = {
  hero: {
    eyebrow: 'Rated 5.0 by our customers',
    title: 'What our customers say',
    intro:
      'Automotive suppliers, hospitals, retailers, 3PLs, distributors and manufacturers on what changed after they moved their EDI to Northwind.',
  },
} as const;
