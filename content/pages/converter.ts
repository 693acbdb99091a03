export const converterCopy = {
  hero: {
    eyebrow: 'Free EDI Converter',
    title: 'Convert and validate EDI files in seconds, free',
    intro:
      'Upload X12, EDIFACT or TRADACOM files and get JSON, XML, CSV, Excel, flat file, database or API output, with validation and acknowledgments, in under 3 seconds on average. Free after registration, no credit card.',
    tryNow: 'Try Free Converter Now',
    learnMore: 'Learn More',
  },
} as const;
