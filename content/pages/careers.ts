import type { IconName } from '../icons';
import { site } from '../site';
import type { HeadCopy } from '../head';

export const departments = [
  'Engineering',
  'Product',
  'Design',
  'Sales',
  'Customer Success',
  'Marketing',
  'Support',
] as const;
export type Department = (typeof departments)[number];

/** Location filter options (docs/spec.md, "Validation rules"): 'all' plus text a posting's location must contain. */
export const locationOptions = ['all', 'Plano TX', 'Remote', 'Hybrid', 'Hyderabad India'] as const;

export interface JobPosting {
  id: string;
  title: string;
  department: Department;
  location: string;
  type: 'Full-time';
  experience: string;
  salary: string;
  description: string;
  responsibilities: string[];
  requirements: string[];
  posted: string;
  /** ISO date, for search engines' job listings (JobPosting JSON-LD). */
  datePosted: string;
}

/** Where a posting's location text points: the offices a listing may name (JobPosting JSON-LD). */
export const jobPlaces = [
  { match: 'Plano', address: site.address },
  {
    match: 'Hyderabad',
    address: {
      streetAddress: 'Level 9, Tower B, Mindspace, HITEC City',
      addressLocality: 'Hyderabad',
      addressRegion: 'Telangana',
      postalCode: '500081',
      addressCountry: 'IN',
    },
  },
] as const;
/** Remote roles hire in this country; a hybrid role without a named city is based at headquarters. */
export const remoteCountry = 'US';
export const hybridDefault = 'Plano';

export const postings: JobPosting[] = [
  {
    id: 'senior-integration-engineer',
    title: 'Senior Integration Engineer',
    department: 'Engineering',
    location: 'Plano TX / Hybrid',
    type: 'Full-time',
    experience: '5+ years',
    salary: '$130,000 - $160,000',
    description:
      'Design and build the translation and connectivity services that move millions of X12 and EDIFACT documents a day between our customers and their trading partners.',
    responsibilities: [
      'Build and scale our mapping engine and AS2/SFTP connectors',
      'Lead design reviews for new partner integrations',
      'Improve observability so problems are found before customers notice',
      'Mentor engineers across Plano and Hyderabad',
    ],
    requirements: [
      '5+ years building backend services in TypeScript, Java or Go',
      'Hands-on experience with EDI (X12 or EDIFACT) or B2B integration',
      'Solid knowledge of SQL and message queues',
      'Clear written communication',
    ],
    posted: '2 days ago',
    datePosted: '2025-09-20',
  },
  {
    id: 'edi-implementation-engineer',
    title: 'EDI Implementation Engineer',
    department: 'Engineering',
    location: 'Hyderabad India',
    type: 'Full-time',
    experience: '3+ years',
    salary: '₹18,00,000 - ₹26,00,000',
    description:
      'Onboard new customers and trading partners: gather requirements, build and test maps for 850, 856, 810 and their EDIFACT counterparts, and take integrations live.',
    responsibilities: [
      'Build maps between ERP formats and X12/EDIFACT',
      'Run partner certification and testing cycles',
      'Configure AS2, SFTP and VAN connections',
      'Document each integration for our support team',
    ],
    requirements: [
      '3+ years of EDI mapping experience',
      'Knowledge of X12 004010/005010 and EDIFACT D.96A',
      'Familiarity with SAP IDocs or NetSuite a plus',
      'Comfort working with US and European customers',
    ],
    posted: '5 days ago',
    datePosted: '2025-09-17',
  },
  {
    id: 'frontend-engineer',
    title: 'Frontend Engineer (React)',
    department: 'Engineering',
    location: 'Remote (US)',
    type: 'Full-time',
    experience: '3+ years',
    salary: '$115,000 - $140,000',
    description:
      'Build the web apps our customers use every day: the mapping studio, partner dashboards and the free EDI converter, fast and accessible.',
    responsibilities: [
      'Ship features across our React and TypeScript front end',
      'Own performance and accessibility of customer-facing apps',
      'Work with design on a consistent component system',
      'Write tests that catch regressions before release',
    ],
    requirements: [
      '3+ years with React and TypeScript',
      'Experience with server-side rendering and web performance',
      'Working knowledge of WCAG 2.2',
      'Product sense and attention to detail',
    ],
    posted: '1 week ago',
    datePosted: '2025-09-15',
  },
  {
    id: 'product-manager-platform',
    title: 'Product Manager, Integration Platform',
    department: 'Product',
    location: 'Plano TX',
    type: 'Full-time',
    experience: '5+ years',
    salary: '$140,000 - $170,000',
    description:
      'Own the roadmap of our integration platform, from partner onboarding to monitoring, and turn customer problems into products that remove manual work.',
    responsibilities: [
      'Set the roadmap with engineering and customer success',
      'Talk to customers every week and turn insight into specs',
      'Define success metrics and follow them after launch',
      'Work with sales on positioning and pricing',
    ],
    requirements: [
      '5+ years of B2B SaaS product management',
      'Experience with supply chain, ERP or EDI products',
      'Strong analytical and writing skills',
      'Track record of shipping platform features',
    ],
    posted: '3 days ago',
    datePosted: '2025-09-19',
  },
  {
    id: 'product-designer',
    title: 'Senior Product Designer',
    department: 'Design',
    location: 'Remote / Hybrid',
    type: 'Full-time',
    experience: '5+ years',
    salary: '$120,000 - $150,000',
    description:
      'Make complex integration work feel simple: design the mapping studio, monitoring dashboards and onboarding flows used by operations teams worldwide.',
    responsibilities: [
      'Lead design from research to polished UI',
      'Evolve our design system and accessibility standards',
      'Run usability studies with customers and partners',
      'Partner with product and engineering on scope',
    ],
    requirements: [
      '5+ years designing data-heavy B2B products',
      'A portfolio showing complex workflows made simple',
      'Fluency in Figma and prototyping',
      'Experience with accessibility reviews',
    ],
    posted: '1 week ago',
    datePosted: '2025-09-15',
  },
  {
    id: 'account-executive',
    title: 'Enterprise Account Executive',
    department: 'Sales',
    location: 'Plano TX / Hybrid',
    type: 'Full-time',
    experience: '4+ years',
    salary: '$100,000 - $120,000 base + commission',
    description:
      'Win new mid-market and enterprise customers in manufacturing, distribution and logistics who need to modernise their EDI and API integrations.',
    responsibilities: [
      'Run full sales cycles from discovery to signature',
      'Build pipeline with marketing and partners',
      'Scope solutions with our integration architects',
      'Forecast accurately and keep CRM current',
    ],
    requirements: [
      '4+ years selling B2B software, ideally supply chain or ERP',
      'Track record of exceeding quota',
      'Comfort explaining technical topics to executives',
      'Travel up to 25%',
    ],
    posted: '4 days ago',
    datePosted: '2025-09-18',
  },
  {
    id: 'customer-success-manager',
    title: 'Customer Success Manager',
    department: 'Customer Success',
    location: 'Remote (US)',
    type: 'Full-time',
    experience: '3+ years',
    salary: '$85,000 - $105,000',
    description:
      'Be the trusted adviser for a portfolio of customers: drive adoption, plan new partner rollouts and make sure every renewal is an easy decision.',
    responsibilities: [
      'Run onboarding and quarterly business reviews',
      'Plan and track partner rollout projects',
      'Spot risks early and coordinate the fix',
      'Find expansion opportunities with sales',
    ],
    requirements: [
      '3+ years in customer success for B2B SaaS',
      'Understanding of order-to-cash or procure-to-pay processes',
      'Excellent communication and organisation',
      'EDI knowledge a strong plus',
    ],
    posted: '2 weeks ago',
    datePosted: '2025-09-08',
  },
  {
    id: 'content-marketing-manager',
    title: 'Content Marketing Manager',
    department: 'Marketing',
    location: 'Remote',
    type: 'Full-time',
    experience: '4+ years',
    salary: '$90,000 - $110,000',
    description:
      'Tell the story of modern EDI: write and commission guides, case studies and articles that help operations and IT leaders make better integration decisions.',
    responsibilities: [
      'Own the editorial calendar for blog, guides and case studies',
      'Interview customers and engineers for stories',
      'Optimise content for search and measure results',
      'Work with sales on enablement material',
    ],
    requirements: [
      '4+ years in B2B content marketing',
      'Excellent writing and editing samples',
      'Experience with SEO tools and analytics',
      'Curiosity for technical subjects',
    ],
    posted: '6 days ago',
    datePosted: '2025-09-16',
  },
  {
    id: 'technical-support-engineer',
    title: 'Technical Support Engineer (24/7 Team)',
    department: 'Support',
    location: 'Hyderabad India',
    type: 'Full-time',
    experience: '2+ years',
    salary: '₹9,00,000 - ₹14,00,000',
    description:
      'Keep our customers trading around the clock: diagnose failed documents and connections, fix what you can and escalate what you cannot, fast.',
    responsibilities: [
      'Resolve tickets for translation, AS2 and SFTP issues',
      'Monitor alerts and act before customers are affected',
      'Write clear runbooks and knowledge-base articles',
      'Work rotating shifts as part of the 24/7 team',
    ],
    requirements: [
      '2+ years in technical support or operations',
      'Comfort reading X12/EDIFACT files and logs',
      'Basic networking and SFTP/AS2 knowledge',
      'Calm under pressure and clear in writing',
    ],
    posted: '3 days ago',
    datePosted: '2025-09-19',
  },
  {
    id: 'support-team-lead',
    title: 'Support Team Lead',
    department: 'Support',
    location: 'Plano TX',
    type: 'Full-time',
    experience: '5+ years',
    salary: '$80,000 - $95,000',
    description:
      'Lead the Americas support shift: coach engineers, own escalations and keep our critical-issue resolution time under two hours.',
    responsibilities: [
      'Lead and coach a team of support engineers',
      'Own escalations with customers and engineering',
      'Track SLA performance and improve processes',
      'Coordinate hand-overs with the Hyderabad team',
    ],
    requirements: [
      '5+ years in technical support, 2+ leading a team',
      'Experience with EDI or integration platforms',
      'Strong customer communication',
      'Data-driven approach to service quality',
    ],
    posted: '1 week ago',
    datePosted: '2025-09-15',
  },
];

export const careersCopy = {
  hero: {
    eyebrow: 'Careers',
    title: 'Build the connections global trade runs on',
    intro:
      'Join engineers, designers and integration specialists in Plano, Hyderabad and remote who keep thousands of businesses trading every day.',
    openings: 'View Open Positions',
    benefits: 'Our Benefits',
  },
  whyJoin: {
    title: 'Why Join Northwind EDI',
    intro: 'Hard problems, real impact and a team that helps each other ship.',
    items: [
      {
        title: 'Work that matters',
        icon: 'truck',
        text: 'The documents we move put food on shelves and parts on production lines. When we improve, supply chains do too.',
      },
      {
        title: 'Grow fast',
        icon: 'layers',
        text: 'A yearly learning budget, mentoring and room to lead: many of our leads started as engineers or analysts here.',
      },
      {
        title: 'Global team',
        icon: 'cloud',
        text: 'Colleagues in Plano, Dubai and Hyderabad and remote across the US, collaborating around the clock.',
      },
      {
        title: 'Modern stack',
        icon: 'code',
        text: 'TypeScript, cloud-native services and AI-assisted mapping, with time set aside to pay down technical debt.',
      },
    ] as { title: string; icon: IconName; text: string }[],
  },
  benefits: {
    title: 'Benefits',
    intro: 'Eight benefits every full-time employee gets from day one.',
    items: [
      { title: 'Health coverage', text: 'Medical, dental and vision for you and your family.' },
      { title: 'Retirement plan', text: '401(k) with company match in the US; provident fund in India.' },
      { title: 'Flexible work', text: 'Hybrid and remote options with core collaboration hours.' },
      { title: 'Paid time off', text: '20 days of vacation plus public holidays and your birthday.' },
      { title: 'Learning budget', text: '$1,500 a year for courses, certifications and conferences.' },
      { title: 'Parental leave', text: '16 weeks fully paid for every new parent.' },
      { title: 'Home office', text: 'Equipment and a monthly internet stipend.' },
      { title: 'Wellness', text: 'Gym or wellness allowance and mental-health support.' },
    ],
  },
  openings: {
    title: 'Open Positions',
    intro: 'All positions are full-time. Salary ranges are shown in USD for the US and INR for India.',
    searchLabel: 'Search positions',
    searchPlaceholder: 'Search by title or keyword…',
    departmentLabel: 'Department',
    locationLabel: 'Location',
    allDepartments: 'All departments',
    allLocations: 'All locations',
    apply: 'Apply filters',
    count: (n: number) => `${n} position${n === 1 ? '' : 's'}`,
    empty: 'No positions found',
    emptyHint: 'Try adjusting your search or filters',
    viewDetails: 'View details',
  },
  dialog: {
    about: 'About the role',
    responsibilities: 'Responsibilities',
    requirements: 'Requirements',
    apply: 'Apply Now',
    close: 'Close',
    closeLabel: 'Close position details',
  },
  notListed: {
    title: 'Don’t See the Right Role?',
    text: 'We are always glad to meet people who care about integration. Tell us what you do best and we will reach out when a role fits.',
    cta: 'Get in Touch',
  },
} as const;

/** Head copy of /careers. */
export const careersHead: HeadCopy = {
  title: 'Careers at Northwind EDI: Open Positions',
  description:
    'Join the Northwind EDI team in Plano, Hyderabad or remote. Open roles in engineering, product, design, sales, customer success, marketing and support.',
  keywords: ['EDI jobs', 'integration engineer jobs', 'Northwind EDI careers'],
};
