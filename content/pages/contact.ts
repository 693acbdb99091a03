export const contactCopy = {
  hero: {
    eyebrow: 'Contact',
    title: 'Get In Touch',
    intro:
      'Questions about a partner, a project or pricing? Talk to our team in the USA, the UAE or India. We reply within 24 hours.',
  },
} as const;
