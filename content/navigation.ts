/**
 * Header, mobile menu and footer navigation. Every href is one of `NavHref`, which the client checks against
 * the route table's paths (`navHrefsAreSitePaths` in client/components/site-nav/site-nav.tsx): a link to no page fails to compile.
 */
import type { IconName } from './icons';
import { integrationSummaries, type IntegrationSlug } from './integrations';
import { solutionSummaries, type SolutionSlug } from './solutions';

/** The pages navigation links to. */
export type NavHref =
  | '/'
  | '/about'
  | '/about-edi-converter'
  | '/blogs'
  | '/careers'
  | '/case-studies'
  | '/contact'
  | '/developers'
  | '/edi-inspector'
  | '/faq'
  | '/integrations'
  | '/privacy-policy'
  | '/resources/edifact'
  | `/resources/edifact/${typeof latestEdifactDirectory.id}`
  | '/resources/edifact-messages'
  | '/resources/x12-transaction-sets'
  | `/resources/x12-transaction-sets/${GuideSet}/guide/005010`
  | '/supplier-program'
  | '/terms-and-conditions'
  | '/testimonials'
  | `/solutions/${SolutionSlug}`
  | `/integrations/${IntegrationSlug}`;

/**
 * The newest UN/EDIFACT directory the site holds (the last of shared/edi/data/edifact/directories.json;
 * tests/unit/navigation-links.test.ts keeps the two in step). Named here, not read from the JSON: the
 * navigation is on every page, the directory list is not.
 */
export const latestEdifactDirectory = { id: 'd24a', label: 'D.24A' } as const;

/** Our X12 implementation guides, each linked at its 005010 release (content/x12-guides/guide-list.ts). */
const x12Guides = [
  { set: '850', title: 'Purchase Order' },
  { set: '855', title: 'PO Acknowledgment' },
  { set: '856', title: 'Ship Notice' },
  { set: '810', title: 'Invoice' },
  { set: '820', title: 'Remittance Advice' },
  { set: '997', title: 'Functional Ack' },
  { set: '999', title: 'Implementation Ack' },
] as const;
type GuideSet = (typeof x12Guides)[number]['set'];

const guideItems = (): NavItem[] =>
  x12Guides.map((g) => ({
    href: `/resources/x12-transaction-sets/${g.set}/guide/005010`,
    title: `${g.set} ${g.title}`,
  }));

export interface NavItem {
  href: NavHref;
  title: string;
  subtitle?: string;
  icon?: IconName;
}

export interface NavGroup {
  heading: string;
  mobileHeading: string;
  items: NavItem[];
}

export interface HelpPanel {
  title: string;
  text: string;
  cta: string;
  href: NavHref;
}

export type DropdownId = 'solutions' | 'integrations' | 'resources';

export interface Dropdown {
  id: DropdownId;
  label: string;
  width: number;
  columns: number;
  groups: NavGroup[];
  /** A link under the groups to the section's full index, for what the menu has no room to list. */
  more?: NavItem;
  help: HelpPanel;
}

const integrationItems = (slugs: IntegrationSlug[]): NavItem[] =>
  slugs.map((slug) => {
    const i = integrationSummaries.find((s) => s.slug === slug);
    if (!i) throw new Error(`Unknown integration ${slug}`);
    return { href: `/integrations/${i.slug}`, title: i.erpName, subtitle: i.subtitle, icon: i.icon };
  });

// Menu and footer list the same non-ERP systems in the same order.
const specializedSystems: IntegrationSlug[] = [
  'warehouse-management',
  'transportation-management',
  'crm-systems',
  'ecommerce-platforms',
  'custom-api',
  'legacy-systems',
];

export const dropdowns: Dropdown[] = [
  {
    id: 'solutions',
    label: 'Solutions',
    width: 760,
    columns: 3,
    groups: [
      {
        heading: 'Business Solutions',
        mobileHeading: 'SOLUTIONS',
        items: solutionSummaries.map((s) => ({
          href: `/solutions/${s.slug}`,
          title: s.navTitle,
          subtitle: s.subtitle,
          icon: s.icon,
        })),
      },
    ],
    help: {
      title: 'Need help selecting a solution?',
      text: 'Tell us about your partners and systems; an integration architect will recommend the right modules.',
      cta: 'Talk to an expert',
      href: '/contact',
    },
  },
  {
    id: 'integrations',
    label: 'Integrations',
    width: 760,
    columns: 2,
    groups: [
      {
        heading: 'Enterprise ERP Systems',
        mobileHeading: 'ERP SYSTEMS',
        items: integrationItems(['sap', 'oracle', 'dynamics-365', 'netsuite', 'infor', 'sage', 'epicor']),
      },
      {
        heading: 'Specialized Systems',
        mobileHeading: 'OTHER SYSTEMS',
        items: integrationItems(specializedSystems),
      },
    ],
    more: { href: '/integrations', title: 'All 23 integrations' },
    help: {
      title: 'Need a Custom Integration?',
      text: 'We connect any ERP, database or home-grown system: REST, SOAP, flat files or mainframe.',
      cta: 'Discuss your integration',
      href: '/contact',
    },
  },
  {
    id: 'resources',
    label: 'Resources',
    width: 720,
    columns: 2,
    groups: [
      {
        heading: 'Learn',
        mobileHeading: 'LEARN',
        items: [
          { href: '/blogs', title: 'Blog', subtitle: 'Insights and industry updates', icon: 'newspaper' },
          { href: '/case-studies', title: 'Case Studies', subtitle: 'Customer success stories', icon: 'file-text' },
          { href: '/faq', title: 'FAQ', subtitle: 'Answers to common questions', icon: 'help' },
          { href: '/testimonials', title: 'Testimonials', subtitle: 'What our clients say', icon: 'quote' },
        ],
      },
      {
        heading: 'EDI Reference and Tools',
        mobileHeading: 'REFERENCE AND TOOLS',
        items: [
          {
            href: '/resources/x12-transaction-sets',
            title: 'X12 Transaction Sets',
            subtitle: 'All 318 sets of release 005010',
            icon: 'table',
          },
          {
            href: '/resources/edifact-messages',
            title: 'EDIFACT Messages',
            subtitle: 'All D.96A message types',
            icon: 'book-open',
          },
          {
            href: `/resources/edifact/${latestEdifactDirectory.id}`,
            title: `EDIFACT ${latestEdifactDirectory.label} Directory`,
            subtitle: 'The latest directory',
            icon: 'layers',
          },
          {
            href: '/resources/edifact',
            title: 'All EDIFACT Directories',
            subtitle: 'D.93A to D.24A',
            icon: 'database',
          },
          {
            href: '/edi-inspector',
            title: 'EDI Inspector',
            subtitle: 'Parse and validate X12 and EDIFACT',
            icon: 'code',
          },
          { href: '/developers', title: 'API for Developers', subtitle: 'Inspect EDI over HTTP', icon: 'server' },
        ],
      },
      {
        heading: 'X12 Implementation Guides',
        mobileHeading: 'IMPLEMENTATION GUIDES',
        items: guideItems(),
      },
    ],
    help: {
      title: 'Need Help?',
      text: 'Our EDI specialists answer questions about standards, partners and compliance.',
      cta: 'Contact support',
      href: '/contact',
    },
  },
];

export const mainLinks = {
  home: { href: '/', title: 'Home' },
  converter: { href: '/about-edi-converter', title: 'EDI Converter' },
  supplier: { href: '/supplier-program', title: 'Supplier Program' },
} as const satisfies Record<string, NavItem>;

export const companyLinks: NavGroup = {
  heading: 'Company',
  mobileHeading: 'Company',
  items: [
    { href: '/about', title: 'About Us' },
    { href: '/careers', title: 'Careers' },
    { href: '/contact', title: 'Contact' },
  ],
};

export const headerCopy = {
  scheduleDemo: 'Schedule Demo',
  contactUs: 'Contact Us',
  login: 'Login',
  openMenu: 'Open menu',
  menuTitle: 'Menu',
  closeMenu: 'Close menu',
  skipToContent: 'Skip to content',
  logoLabel: 'Northwind EDI home',
  scrollToTop: 'Scroll to top',
  mainNavLabel: 'Main',
  /** The header's search control (its dialog's words are content/search/search-copy.ts, loaded with it). */
  search: 'Search',
  searchLabel: 'Search the site',
  searchKey: '/',
};

const footerIntegration = (slugs: IntegrationSlug[]): NavItem[] =>
  integrationItems(slugs).map(({ href, title }) => ({ href, title }));

export const footerGroups: NavGroup[] = [
  {
    heading: 'Enterprise ERP',
    mobileHeading: 'Enterprise ERP',
    items: footerIntegration(['sap', 'oracle', 'dynamics-365', 'infor', 'epicor', 'netsuite', 'sage']),
  },
  {
    heading: 'Specialized Systems',
    mobileHeading: 'Specialized Systems',
    items: [...footerIntegration(specializedSystems), { href: '/integrations', title: 'All integrations' }],
  },
  {
    heading: 'Solutions',
    mobileHeading: 'Solutions',
    items: solutionSummaries.map((s) => ({ href: `/solutions/${s.slug}`, title: s.name })),
  },
  {
    heading: 'Resources',
    mobileHeading: 'Resources',
    items: [
      { href: '/resources/x12-transaction-sets', title: 'X12 Transaction Sets' },
      { href: '/resources/edifact-messages', title: 'EDIFACT Messages' },
      { href: `/resources/edifact/${latestEdifactDirectory.id}`, title: `EDIFACT ${latestEdifactDirectory.label}` },
      { href: '/resources/edifact', title: 'All EDIFACT Directories' },
      { href: '/edi-inspector', title: 'EDI Inspector' },
      { href: '/developers', title: 'API for Developers' },
    ],
  },
  {
    heading: 'X12 Guides',
    mobileHeading: 'X12 Guides',
    items: guideItems(),
  },
  {
    ...companyLinks,
    items: [
      ...companyLinks.items,
      { href: '/privacy-policy', title: 'Privacy Policy' },
      { href: '/terms-and-conditions', title: 'Terms and Conditions' },
    ],
  },
];

export const footerCopy = {
  followUs: 'Follow us',
};
