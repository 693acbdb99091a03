export const supplierProgramCopy = {
  hero: {
    eyebrow: 'Supplier Program',
    title: 'Connect with your buyers the way that suits you',
    intro:
      'Trade with your customers through EDI, REST APIs, SOAP, a web-EDI portal or file transfer. We onboard you in days, test with you, and monitor every document after go-live.',
    start: 'Start Onboarding',
    connectivity: 'See Connectivity Options',
  },
} as const;
