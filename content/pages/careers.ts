export const careersCopy = {
  hero: {
    eyebrow: 'Careers',
    title: 'Build the connections global trade runs on',
    intro:
      'Join engineers, designers and integration specialists in Plano, Hyderabad and remote who keep thousands of businesses trading every day.',
    openings: 'View Open Positions',
    benefits: 'Our Benefits',
  },
} as const;
