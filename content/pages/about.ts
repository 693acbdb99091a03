import type { IconName } from '../icons';
import type { HeadCopy } from '../head';

export type AboutTabId = 'mission' | 'vision' | 'values';

export const aboutCopy = {
  hero: {
    eyebrow: 'About Us',
    title: 'We make trading electronically simple for every business',
    intro:
      'Since 2018, Northwind EDI has helped manufacturers, distributors, retailers and logistics providers in 50+ countries exchange documents with their partners, from our headquarters in Plano, Texas and offices in Dubai and Hyderabad.',
    getStarted: 'Get Started',
    ourStory: 'Our Story',
  },
  story: {
    title: 'Our Story',
    paragraphs: [
      'Northwind EDI was founded in Plano, Texas in 2018 by integration engineers who had spent years keeping other companies’ EDI running: re-keying purchase orders that failed translation, chasing missing ship notices, and paying chargebacks for documents that arrived a day late.',
      'We set out to build the platform we had wanted ourselves: one place to connect any ERP to any trading partner, over any protocol, with mappings that an AI assistant drafts in minutes and people review, and monitoring that finds a problem before a partner does.',
      'Today a team of 50-100 people in Plano, Dubai and Hyderabad runs integrations for 500+ clients and partners in more than 50 countries, with a 99.9% uptime commitment and support around the clock.',
    ],
    facts: [
      { value: '2018', label: 'Founded in Plano, Texas' },
      { value: '500+', label: 'Clients and partners' },
      { value: '50+', label: 'Countries served' },
      { value: '99.9%', label: 'Uptime SLA' },
    ],
  },
  tabs: {
    title: 'What drives us',
    label: 'Mission, vision and values',
    items: [
      { id: 'mission', label: 'Mission' },
      { id: 'vision', label: 'Vision' },
      { id: 'values', label: 'Values' },
    ] as { id: AboutTabId; label: string }[],
    mission: {
      heading: 'Our Mission',
      text: 'To let any business trade electronically with any partner, quickly and without specialist staff, by combining proven EDI standards with AI-assisted mapping and managed connectivity.',
      points: [
        'Onboard a new trading partner in 3-5 business days, not months',
        'Cut the operational cost of EDI by 60% through automation',
        'Resolve document errors in under 5 minutes with proactive monitoring',
      ],
    },
    vision: {
      heading: 'Our Vision',
      text: 'A world where every order, ship notice and invoice flows between companies as reliably as e-mail, whatever the size of the business, its ERP or the standard its customers require.',
      points: [
        'One network where X12, EDIFACT, TRADACOMS and APIs meet',
        'Integrations that explain themselves: every document traceable end to end',
        'Small suppliers trading on equal terms with the largest retailers',
      ],
    },
    valuesIntro: 'Four values guide how we build and how we work with customers.',
  },
  values: [
    {
      title: 'Customer First',
      icon: 'users',
      text: 'We measure ourselves by our customers’ go-live dates and chargeback-free months. Every client has named engineers who know their partners.',
    },
    {
      title: 'Innovation',
      icon: 'layers',
      text: 'We apply AI where it removes drudgery, drafting maps and spotting anomalies, and keep people in charge of every decision that matters.',
    },
    {
      title: 'Trust & Security',
      icon: 'landmark',
      text: 'SOC 1 and SOC 2 audited operations, encryption in transit with TLS 1.2+ and at rest, and full audit trails for every document.',
    },
    {
      title: 'Global Excellence',
      icon: 'cloud',
      text: 'Teams on three continents provide round-the-clock support, local implementation and fluency in the standards each region trades in.',
    },
  ] as { title: string; icon: IconName; text: string }[],
  presence: {
    title: 'Global Presence',
    intro: 'Offices in the USA, Dubai and India keep us close to our customers and their partners around the clock.',
    regions: [
      {
        region: 'North America',
        city: 'Plano, Texas',
        role: 'Headquarters',
        text: 'Leadership, product, engineering and customer success for the Americas.',
      },
      {
        region: 'Middle East',
        city: 'Dubai, UAE',
        role: 'Regional office',
        text: 'Sales, implementation and support for the Gulf, Europe and Africa.',
      },
      {
        region: 'Asia Pacific',
        city: 'Hyderabad, India',
        role: 'Engineering & support centre',
        text: 'Integration engineering and 24/7 operations.',
      },
    ],
    coverageTitle: 'Partner network coverage',
    coverage: [
      { region: 'Europe', percent: 95 },
      { region: 'Asia Pacific', percent: 88 },
      { region: 'Americas', percent: 92 },
      { region: 'Middle East', percent: 78 },
    ],
  },
  cta: {
    title: 'See how we would connect your partners',
    text: 'Book a 30-minute walkthrough with an integration architect, or send us your questions.',
    scheduleDemo: 'Schedule Demo',
    contactUs: 'Contact Us',
  },
} as const;

/** Head copy of /about. */
export const aboutHead: HeadCopy = {
  title: 'About Northwind EDI: Our Story, Mission and Values',
  description:
    'Founded in 2018 and headquartered in Plano, Texas, Northwind EDI helps businesses in 50+ countries trade electronically, with offices in Dubai and Hyderabad.',
  keywords: ['about Northwind EDI', 'EDI company', 'EDI provider Plano Texas'],
};
