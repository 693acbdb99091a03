/** Brand and contact details: the one place the site's identity lives. */
export const site = {
  name: 'Northwind EDI',
  tagline: 'AI-Driven EDI & API Solutions',
  topBarText: 'AI-Powered EDI and API Solutions',
  topBarClaim: '24/7 Support | Global Coverage',
  defaultTitle: 'AI-Powered EDI & API Integration Solutions | Northwind EDI',
  defaultDescription:
    'Northwind EDI connects ERP, warehouse, transportation, CRM and e-commerce systems with trading partners through AI-assisted EDI mapping, APIs and managed connectivity.',
  defaultOgImage: '/images/og-default.jpg',
  themeColor: '#0b3d91',
  supportEmail: 'support@northwind-edi.example',
  salesEmail: 'sales@northwind-edi.example',
  onboardingEmail: 'onboarding@northwind-edi.example',
  phone: '+1 (555) 010-4200',
  phoneHref: 'tel:+15550104200',
  footerTagline:
    'AI-driven EDI and API integration for manufacturers, retailers, distributors and logistics providers in 50+ countries.',
  copyright: '© 2025 Northwind EDI. All rights reserved.',
  foundingYear: 2018,
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/northwind-edi-example' },
    { name: 'X', href: 'https://x.com/northwind_edi_example' },
    { name: 'YouTube', href: 'https://www.youtube.com/@northwind-edi-example' },
  ],
  address: {
    streetAddress: '5700 Granite Parkway, Suite 200',
    addressLocality: 'Plano',
    addressRegion: 'TX',
    postalCode: '75024',
    addressCountry: 'US',
  },
} as const;

export type SocialName = (typeof site.social)[number]['name'];

/** The months as the site's dates spell them ("18 September 2025": British English, like its copy). */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
