import type { IconName } from '../icons';
import type { HeadCopy } from '../head';

export interface FaqQuestion {
  id: number;
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: 'general' | 'standards' | 'implementation' | 'costs' | 'security' | 'technical' | 'api';
  name: string;
  icon: IconName;
  questions: FaqQuestion[];
}

export const faqCategories: FaqCategory[] = [
  {
    id: 'general',
    name: 'General',
    icon: 'help',
    questions: [
      {
        id: 1,
        question: 'What is EDI?',
        answer:
          'Electronic data interchange is the computer-to-computer exchange of business documents such as purchase orders, ship notices and invoices in a standard format (X12, EDIFACT or TRADACOMS), replacing paper, e-mail and manual keying.',
      },
      {
        id: 2,
        question: 'What does Northwind EDI do?',
        answer:
          'We connect your ERP, warehouse, transportation, CRM and e-commerce systems with your trading partners through EDI and APIs, with AI-assisted mapping, managed connectivity and 24/7 monitoring on one cloud platform.',
      },
      {
        id: 3,
        question: 'Do I need to install hardware or software?',
        answer:
          'No. The platform runs in the cloud. You connect through AS2, SFTP, a VAN, our REST API or the web portal; nothing needs to be installed on your servers.',
      },
      {
        id: 4,
        question: 'How much can EDI save?',
        answer:
          'Customers typically save up to 35% on document processing and 35-50% on total integration costs, with accuracy of 99.9% or better against about 97% for manual entry.',
      },
      {
        id: 5,
        question: 'Which businesses use Northwind EDI?',
        answer:
          'Manufacturers, distributors, retailers, 3PLs, healthcare organisations and wholesalers: more than 500 clients in over 50 countries.',
      },
    ],
  },
  {
    id: 'standards',
    name: 'Standards',
    icon: 'book-open',
    questions: [
      {
        id: 6,
        question: 'What is the difference between X12 and EDIFACT?',
        answer:
          'X12 is the ASC standard used mostly in North America, with numbered transaction sets such as 850 and 810. EDIFACT is the UN standard used internationally, with six-letter messages such as ORDERS and INVOIC. We support both, plus TRADACOMS.',
      },
      {
        id: 7,
        question: 'Which X12 versions do you support?',
        answer:
          'All common releases, including 004010 and 005010. Our reference guide lists every transaction set of release 005010.',
      },
      {
        id: 8,
        question: 'Which EDIFACT directories do you support?',
        answer:
          'All directories in use, such as D.96A, D.01B and D.16B. D.96A has 125 messages, all described in our EDIFACT guide; the ones partners actually exchange, from ORDERS and DESADV to INVOIC and REMADV, have pre-built maps, and CONTRL acknowledgments are sent and reconciled automatically.',
      },
      {
        id: 9,
        question: 'What is a functional acknowledgment?',
        answer:
          'An X12 997 (or 999) confirms that a group of documents was received and could be parsed. EDIFACT uses CONTRL for the same purpose. We send and reconcile acknowledgments automatically.',
      },
      {
        id: 10,
        question: 'Can you handle my partner’s specific rules?',
        answer:
          'Yes. Partner-specific implementation guides are encoded as validation rules, so each document is checked against that partner’s requirements before it is sent.',
      },
    ],
  },
  {
    id: 'implementation',
    name: 'Implementation',
    icon: 'route',
    questions: [
      {
        id: 11,
        question: 'How long does implementation take?',
        answer:
          'Simple projects take 2-4 weeks, medium ones 6-8 weeks and complex multi-system programmes 12-16 weeks.',
      },
      {
        id: 12,
        question: 'How long does it take to onboard a trading partner?',
        answer:
          'Standard partner onboarding takes 1-2 weeks, and 3-4 weeks when custom mapping is needed. Our network already has more than 1,000 pre-connected partners.',
      },
      {
        id: 13,
        question: 'Do you offer a test environment?',
        answer: 'Yes. Every customer gets a sandbox to test maps and connections with partners before going live.',
      },
      {
        id: 14,
        question: 'Which ERP systems do you integrate with?',
        answer:
          'SAP, Oracle, Microsoft Dynamics, NetSuite, Infor, Epicor, Sage, Workday, JD Edwards, PeopleSoft, IFS, QAD, SYSPRO, Acumatica and more, as well as custom and legacy systems.',
      },
      {
        id: 15,
        question: 'Who does the mapping work?',
        answer:
          'Our integration engineers, assisted by AI that drafts maps from sample documents. You review and approve; we test and maintain.',
      },
    ],
  },
  {
    id: 'costs',
    name: 'Costs',
    icon: 'calculator',
    questions: [
      {
        id: 16,
        question: 'How is Northwind EDI priced?',
        answer:
          'A one-time setup fee of $5,000-$25,000 depending on scope, a subscription of $500-$5,000 a month, and per-document fees of $0.05-$0.50 depending on volume.',
      },
      {
        id: 17,
        question: 'How quickly will we see a return?',
        answer: 'Most customers see a return on investment in 6-12 months.',
      },
      {
        id: 18,
        question: 'Can we reduce VAN charges?',
        answer: 'Yes. Moving partners to direct AS2, SFTP or API connections typically cuts VAN costs by 60-80%.',
      },
      {
        id: 19,
        question: 'Are there hidden costs?',
        answer: 'No. Setup, subscription and document fees are quoted up front, and support is included.',
      },
      {
        id: 20,
        question: 'Is the EDI converter really free?',
        answer: 'Yes. Register, confirm your e-mail and convert files at no cost; no credit card is required.',
      },
    ],
  },
  {
    id: 'security',
    name: 'Security',
    icon: 'landmark',
    questions: [
      {
        id: 21,
        question: 'How is our data protected?',
        answer:
          'All connections use TLS 1.2 or higher, data is encrypted at rest, access is role-based with audit trails, and our operations are audited under SOC 1 and SOC 2.',
      },
      {
        id: 22,
        question: 'What uptime do you guarantee?',
        answer: 'Our SLA guarantees 99.9% uptime, with 24/7 monitoring and support.',
      },
      {
        id: 23,
        question: 'How do you handle backups and disaster recovery?',
        answer:
          'Backups are kept for 30 days. Our recovery time objective is under 2 hours and our recovery point objective under 15 minutes.',
      },
      {
        id: 24,
        question: 'How long are transactions retained?',
        answer: 'Seven years by default, and configurable to meet your compliance requirements.',
      },
      {
        id: 25,
        question: 'Are you compliant with healthcare rules?',
        answer:
          'We process HIPAA transactions such as 834, 835 and 837 with the safeguards they require and sign business associate agreements.',
      },
    ],
  },
  {
    id: 'technical',
    name: 'Technical',
    icon: 'cog',
    questions: [
      {
        id: 26,
        question: 'Which protocols are supported?',
        answer: 'AS2, SFTP, FTP, FTPS, VAN, OFTP2, REST, SOAP, e-mail, JDBC, GraphQL and webhooks.',
      },
      { id: 27, question: 'What file sizes can you process?', answer: 'Files up to 100 MB each.' },
      {
        id: 28,
        question: 'How many transactions can the platform handle?',
        answer: 'More than a million transactions a day, with average processing under 2 seconds per document.',
      },
      {
        id: 29,
        question: 'Which formats can you convert between?',
        answer: 'X12, EDIFACT, TRADACOMS, XML, JSON, CSV, Excel, flat files, cXML and PDF, in either direction.',
      },
      {
        id: 30,
        question: 'How fast do you resolve critical issues?',
        answer:
          'Critical issues are resolved in under 2 hours on average, and most document errors in under 5 minutes.',
      },
    ],
  },
  {
    id: 'api',
    name: 'API',
    icon: 'code',
    questions: [
      {
        id: 31,
        question: 'Do you offer a REST API?',
        answer:
          'Yes. Orders, shipments, invoices, partners and document status are available as REST endpoints with JSON or XML payloads.',
      },
      {
        id: 32,
        question: 'How does API authentication work?',
        answer: 'OAuth 2.0 client credentials or API keys, over TLS 1.2 or higher.',
      },
      {
        id: 33,
        question: 'What are the API rate limits?',
        answer: '1,000 requests per minute per client by default; higher limits are available on request.',
      },
      {
        id: 34,
        question: 'Can we receive events instead of polling?',
        answer:
          'Yes. Webhooks notify your systems of new documents, status changes and errors, signed so you can verify them.',
      },
      {
        id: 35,
        question: 'Can we mix EDI and API partners?',
        answer:
          'Yes. Some partners can send EDI while others use the API; we translate between them so your systems see one format.',
      },
    ],
  },
];

export const faqCopy = {
  hero: {
    eyebrow: 'FAQ',
    title: 'EDI & API Integration FAQ',
    intro:
      'Straight answers about standards, implementation, costs, security and our API: 35 questions in seven categories.',
  },
  searchLabel: 'Search FAQs',
  searchPlaceholder: 'Search FAQs...',
  searchButton: 'Search',
  browseTitle: 'Browse by Category',
  questionsCount: (n: number) => `${n} question${n === 1 ? '' : 's'}`,
  noResults: (term: string) => `No questions found matching "${term}"`,
  clearSearch: 'Clear search',
  closing: {
    title: 'Still have questions?',
    text: 'Our integration specialists are happy to help with your specific partners and systems.',
    contact: 'Contact Us',
    demo: 'Schedule a Demo',
  },
} as const;

/** Head copy of /faq. */
export const faqHead: HeadCopy = {
  title: 'EDI & API Integration FAQ | Northwind EDI',
  description:
    'Answers to 35 common questions about EDI standards, implementation timelines, costs, security, technical limits and the Northwind EDI API.',
  keywords: ['EDI FAQ', 'EDI questions', 'EDI cost', 'EDI implementation time'],
};
