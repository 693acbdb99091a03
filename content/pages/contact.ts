import type { HeadCopy } from '../head';
export type OfficeId = 'usa' | 'uae' | 'india';

export interface Office {
  id: OfficeId;
  country: string;
  tabLabel: string;
  name: string;
  address: string[];
  phone: string;
  phoneHref: string;
  email: string;
  flagUrl: string;
  coordinates: { lat: number; lng: number };
}

export const offices: Office[] = [
  {
    id: 'usa',
    country: 'USA',
    tabLabel: 'USA',
    name: 'Plano, Texas (Headquarters)',
    address: ['5700 Granite Parkway, Suite 200', 'Plano, TX 75024', 'United States'],
    phone: '+1 (555) 010-4200',
    phoneHref: 'tel:+15550104200',
    email: 'usa@northwind-edi.example',
    flagUrl: '/images/flags/us.svg',
    coordinates: { lat: 33.0786, lng: -96.8238 },
  },
  {
    id: 'uae',
    country: 'UAE',
    tabLabel: 'UAE',
    name: 'Dubai',
    address: ['Office 1204, Building 5, Dubai Internet City', 'Dubai', 'United Arab Emirates'],
    phone: '+971 4 555 0142',
    phoneHref: 'tel:+97145550142',
    email: 'uae@northwind-edi.example',
    flagUrl: '/images/flags/ae.svg',
    coordinates: { lat: 25.0951, lng: 55.1587 },
  },
  {
    id: 'india',
    country: 'INDIA',
    tabLabel: 'India',
    name: 'Hyderabad',
    address: ['Level 9, Tower B, Mindspace, HITEC City', 'Hyderabad, Telangana 500081', 'India'],
    phone: '+91 40 5555 0199',
    phoneHref: 'tel:+914055550199',
    email: 'india@northwind-edi.example',
    flagUrl: '/images/flags/in.svg',
    coordinates: { lat: 17.4435, lng: 78.3772 },
  },
];

export const contactCopy = {
  hero: {
    eyebrow: 'Contact',
    title: 'Get In Touch',
    intro:
      'Questions about a partner, a project or pricing? Talk to our team in the USA, the UAE or India. We reply within 24 hours.',
  },
  officesHeading: 'Our offices',
  sales: {
    heading: 'Sales Inquiries',
    text: 'Planning an EDI or API project? Our solution architects will scope it with you.',
    phone: '+1 (555) 010-4210',
    phoneHref: 'tel:+15550104210',
    email: 'sales@northwind-edi.example',
  },
  demo: {
    heading: 'Prefer a live walkthrough?',
    text: 'See mapping, monitoring and partner onboarding on your own documents in 30 minutes.',
    cta: 'Book a Demo',
  },
  form: {
    heading: 'Send us a Message',
    intro: "Tell us what you need and we'll get back to you within 24 hours.",
    requiredNote: 'Fields marked * are required.',
    fields: {
      fullName: { label: 'Full Name', placeholder: 'Jane Smith', autoComplete: 'name' },
      email: { label: 'Email Address', placeholder: 'jane@company.com', autoComplete: 'email' },
      company: { label: 'Company', placeholder: 'Company name', autoComplete: 'organization' },
      phone: { label: 'Phone Number', placeholder: '+1 (555) 000-0000', autoComplete: 'tel' },
      subject: { label: 'Subject', placeholder: 'How can we help?', autoComplete: 'off' },
      message: {
        label: 'Message',
        placeholder: 'Tell us about your systems, partners and timeline…',
        autoComplete: 'off',
      },
    },
    consent: {
      before: 'By checking this, you agree to our ',
      terms: 'Terms',
      and: ' and ',
      privacy: 'Privacy Policy',
      after: '.',
    },
    honeypotLabel: 'Leave this field empty',
    submit: 'Send Message',
    sending: 'Sending…',
    replyPromise: 'We reply to every message within 24 hours.',
    successTitle: 'Thank you! Your message has been sent.',
    successText: "We'll get back to you within 24 hours at the e-mail address you gave us.",
    sendAnother: 'Send another message',
    errorSummary: 'Please correct the highlighted fields.',
  },
  globalOffices: {
    heading: 'Our Global Offices',
    intro: 'Local teams for implementation, support and sales on three continents.',
    tablistLabel: 'Office locations',
    servicesHeading: 'Services Available',
    services: [
      '24/7 Technical Support',
      'Local Implementation Services',
      'Regional Sales Support',
      'On-site Consulting',
    ],
    call: 'Call',
    mapTitle: (name: string) => `Map of our ${name} office`,
  },
} as const;

/** Head copy of /contact. */
export const contactHead: HeadCopy = {
  title: 'Contact Northwind EDI: Sales, Support and Global Offices',
  description:
    'Talk to Northwind EDI sales or support, book a demo, or visit our offices in Plano (USA), Dubai (UAE) and Hyderabad (India). We reply within 24 hours.',
  keywords: ['contact Northwind EDI', 'EDI sales', 'EDI demo', 'EDI support'],
};
