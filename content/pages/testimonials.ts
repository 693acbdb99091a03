import type { HeadCopy } from '../head';
export interface Testimonial {
  id: string;
  company: string;
  name: string;
  industry: string;
  location: string;
  logo: string;
  rating: 5;
  review: string;
  author: string;
  results: [string, string, string, string];
  date: string;
}

export const testimonials: Testimonial[] = [
  {
    id: 'automotive',
    name: 'Automotive supplier',
    company: 'Tier 1 automotive parts supplier',
    industry: 'Automotive',
    location: 'Detroit, Michigan',
    logo: '/images/testimonials/automotive.svg',
    rating: 5,
    author: 'Director of Supply Chain Systems',
    date: '2024-04-15',
    review:
      'Our OEM schedules used to need two people every morning to reconcile. Northwind EDI moved all 830, 862 and 856 traffic in six weeks, and line-side deliveries have not missed a sequence since.',
    results: [
      '830/862 processed automatically',
      'ASN errors down 85%',
      'Live in 6 weeks',
      'Premium freight cut by 40%',
    ],
  },
  {
    id: 'healthcare',
    name: 'Hospital network',
    company: 'Regional hospital network',
    industry: 'Healthcare',
    location: 'Columbus, Ohio',
    logo: '/images/testimonials/healthcare.svg',
    rating: 5,
    author: 'VP of Revenue Cycle',
    date: '2024-05-20',
    review:
      'Claims, remittances and benefit files finally flow through one platform we can see into. The team answers carrier questions in minutes because every 834 and 835 is searchable.',
    results: [
      'Claim rejections down 52%',
      'Remittances posted same day',
      'HIPAA audits passed',
      '12 carriers connected',
    ],
  },
  {
    id: 'retail',
    name: 'Specialty retailer',
    company: 'Specialty home-goods retailer',
    industry: 'Retail',
    location: 'Austin, Texas',
    logo: '/images/testimonials/retail.svg',
    rating: 5,
    author: 'Head of Merchandising Operations',
    date: '2024-06-11',
    review:
      'We onboarded 400 suppliers in one quarter, many of them small businesses on the web portal. Purchase orders go out electronically and ship notices arrive before the trucks do.',
    results: [
      '400 suppliers in 12 weeks',
      'Receiving time down 30%',
      'No more paper POs',
      'Invoice matching 90% automatic',
    ],
  },
  {
    id: '3pl',
    name: 'Logistics provider',
    company: 'Third-party logistics provider',
    industry: '3PL Logistics',
    location: 'Memphis, Tennessee',
    logo: '/images/testimonials/3pl.svg',
    rating: 5,
    author: 'Chief Operating Officer',
    date: '2024-07-02',
    review:
      'Every new client used to mean a custom integration project. Now we onboard shippers in days, whatever format they use, and our clients see inventory and tracking in real time.',
    results: [
      'Client onboarding in 4 days',
      '40 clients on one WMS',
      'Carrier tracking unified',
      'Billing disputes down 70%',
    ],
  },
  {
    id: 'wholesale',
    name: 'Wholesale distributor',
    company: 'Wholesale food distributor',
    industry: 'Wholesale Distribution',
    location: 'Kansas City, Missouri',
    logo: '/images/testimonials/wholesale.svg',
    rating: 5,
    author: 'Controller',
    date: '2024-08-08',
    review:
      'Deductions used to disappear into spreadsheets. With 820 remittances matched automatically we know within a day what every customer paid and why, and our DSO dropped by a week.',
    results: [
      'DSO down 7 days',
      'Deductions coded automatically',
      '95% touchless orders',
      'Grocery 880 invoices compliant',
    ],
  },
  {
    id: 'manufacturing',
    name: 'Industrial manufacturer',
    company: 'Industrial equipment manufacturer',
    industry: 'Manufacturing',
    location: 'Milwaukee, Wisconsin',
    logo: '/images/testimonials/manufacturing.svg',
    rating: 5,
    author: 'IT Director',
    date: '2024-09-15',
    review:
      'We replaced an ageing translator during our ERP upgrade without a single partner noticing. The AI-drafted maps saved weeks, and the monitoring catches problems before our customers do.',
    results: [
      'Zero partner disruption',
      'Mapping effort down 60%',
      '99.9% uptime delivered',
      'Errors resolved in < 5 min',
    ],
  },
];

export const testimonialsCopy = {
  hero: {
    eyebrow: 'Rated 5.0 by our customers',
    title: 'What our customers say',
    intro:
      'Automotive suppliers, hospitals, retailers, 3PLs, distributors and manufacturers on what changed after they moved their EDI to Northwind.',
    rating: '5.0',
    ratingLabel: 'Average rating from our customers',
  },
  /** The hero's picture: one measured result per industry. */
  heroVisual: { title: 'Results by industry' },
  statsLabel: 'Statistics',
  stats: [
    { value: '500+', label: 'Active clients' },
    { value: '99.9%', label: 'Uptime SLA' },
    { value: '50+', label: 'Countries' },
    { value: '24/7', label: 'Support' },
  ],
  sectionTitle: 'Customer stories',
  results: 'Results',
  stars: (n: number) => `Rated ${n} out of 5`,
  cta: {
    title: 'Join them',
    text: 'See what Northwind EDI can do for your partners and systems.',
    getStarted: 'Get Started Today',
    demo: 'Schedule a Demo',
  },
} as const;

/** Head copy of /testimonials. */
export const testimonialsHead: HeadCopy = {
  title: 'Customer Testimonials: Rated 5.0 | Northwind EDI',
  description:
    'What automotive, healthcare, retail, 3PL, wholesale and manufacturing customers say about Northwind EDI, with the results they measured.',
  keywords: ['Northwind EDI reviews', 'EDI testimonials', 'EDI customer results'],
};
