export const homeCopy = {
  hero: {
    eyebrow: 'AI-Driven EDI & API Solutions',
    title: 'Connect every system and trading partner, with AI doing the mapping',
    intro:
      'Northwind EDI links your ERP, warehouse, transportation, CRM and e-commerce systems with customers and suppliers over X12, EDIFACT, TRADACOM and APIs: one managed platform, any protocol, any format.',
    getStarted: 'Get Started',
  },
} as const;
