export const aboutCopy = {
  hero: {
    eyebrow: 'About Us',
    title: 'We make trading electronically simple for every business',
    intro:
      'Since 2018, Northwind EDI has helped manufacturers, distributors, retailers and logistics providers in 50+ countries exchange documents with their partners, from our headquarters in Plano, Texas and offices in Dubai and Hyderabad.',
    getStarted: 'Get Started',
    ourStory: 'Our Story',
  },
} as const;
