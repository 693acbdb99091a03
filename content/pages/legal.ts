import type { HeadCopy } from '../head';
/** The two legal pages, written for this product. Sections render in order, numbered for the privacy policy. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  eyebrow: string;
  title: string;
  intro: string;
  numbered: boolean;
  sections: LegalSection[];
}

const contactLine =
  'Northwind EDI Inc., 5700 Granite Parkway, Suite 200, Plano, TX 75024, United States; privacy@northwind-edi.example; +1 (555) 010-4200.';

export const privacyPolicy: LegalDocument = {
  eyebrow: 'Legal',
  title: 'Privacy Policy',
  intro: 'Updated: October 1st, 2025',
  numbered: true,
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      paragraphs: [
        'We collect information you give us and information your browser sends when you use this website. We do not collect more than we need to answer you and to run the site.',
      ],
      list: [
        'Contact details you enter in our forms: your name, e-mail address, company or organization, phone number, and the subject and text of your message.',
        'Registration details for the free EDI converter: first and last name, e-mail address, organization and phone number, and your acceptance of these terms.',
        'Technical data our servers log for each request: the page requested, date and time, response status, a request identifier and the browser’s user-agent string. We do not store your IP address with form submissions.',
        'Files you upload to the free converter are processed to produce the output you request and are not used for any other purpose.',
      ],
    },
    {
      id: 'how-we-process',
      heading: 'How We Process Your Information',
      paragraphs: [
        'We process your information to answer your enquiry, to set up and support your converter account, to arrange demonstrations you request, to keep the website secure and working, and to meet our legal obligations.',
        'Our legal bases are your consent (which you can withdraw at any time), the steps needed before entering into a contract with you, our legitimate interest in responding to business enquiries and protecting our services, and compliance with law.',
      ],
    },
    {
      id: 'sharing',
      heading: 'When and With Whom We Share Your Information',
      paragraphs: ['We do not sell your personal information. We share it only in the situations below.'],
      list: [
        'Service providers who host our systems or deliver our e-mail and CRM, under contracts that limit their use of the data to our instructions.',
        'Business transfers: if we are involved in a merger, acquisition, financing or sale of assets, your information may be transferred as part of that transaction, subject to this policy.',
        'Maps service: the office maps on our contact page are embedded from Google Maps. When a map loads, Google receives your browser’s request under its own privacy policy.',
        'Authorities, where the law requires it or to protect the rights and safety of our customers, our staff or the public.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and Other Tracking Technologies',
      paragraphs: [
        'This website itself does not set advertising or analytics cookies. Embedded services such as maps may set their own cookies when they load. You can block or delete cookies in your browser settings; the site works without them.',
      ],
    },
    {
      id: 'retention',
      heading: 'How Long We Keep Your Information',
      paragraphs: [
        'We keep enquiries and converter registrations for as long as we need them to respond to you and to maintain our business relationship, and for no more than three years after our last contact unless the law requires longer. Server logs are kept for 30 days.',
      ],
    },
    {
      id: 'security',
      heading: 'How We Keep Your Information Safe',
      paragraphs: [
        'We protect your information with encryption in transit (TLS 1.2 or higher) and at rest, access controls based on least privilege, audit logging, and operations audited under SOC 1 and SOC 2. No method of transmission or storage is completely secure, but we work to protect your information and will tell you promptly if a breach affects it.',
      ],
    },
    {
      id: 'minors',
      heading: 'Information From Minors',
      paragraphs: [
        'Our website and services are meant for businesses and are not directed at anyone under 18 years of age. We do not knowingly collect information from minors; if we learn that we have, we delete it.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your Privacy Rights',
      paragraphs: [
        'Depending on where you live, you may have the right to access the personal information we hold about you, to correct it, to have it deleted, to restrict or object to its processing, to receive it in a portable format, and to withdraw consent. You may also complain to your local data-protection authority.',
      ],
    },
    {
      id: 'do-not-track',
      heading: 'Controls for Do-Not-Track Features',
      paragraphs: [
        'Most browsers can send a Do-Not-Track (DNT) signal. No uniform standard for recognising DNT signals has been finalised, so we do not currently respond to them. If a standard is adopted that we must follow, we will describe our practice in a revised version of this policy.',
      ],
    },
    {
      id: 'california',
      heading: 'Rights of California Residents',
      paragraphs: [
        'If you are a California resident, the California Consumer Privacy Act, as amended, gives you the right to know what personal information we collect, use and disclose, to request its deletion or correction, and not to be discriminated against for exercising these rights. We do not sell or share personal information for cross-context behavioural advertising. You may use an authorised agent to make a request on your behalf.',
      ],
    },
    {
      id: 'updates',
      heading: 'Updates to This Policy',
      paragraphs: [
        'We may update this policy to reflect changes in our practices or the law. The date at the top shows when it last changed. If we make material changes, we will say so prominently on this website before they take effect.',
      ],
    },
    {
      id: 'contact',
      heading: 'How to Contact Us About This Policy',
      paragraphs: [
        `If you have questions or comments about this policy, contact our data-protection lead at ${contactLine}`,
      ],
    },
    {
      id: 'data-requests',
      heading: 'How to Review, Update or Delete Your Data',
      paragraphs: [
        'To see the information we hold about you, to correct it or to ask us to delete it, e-mail privacy@northwind-edi.example from the address you used with us, or write to us at the address above. We confirm your identity, then answer within 30 days (45 days where California law applies).',
      ],
    },
  ],
};

export const termsAndConditions: LegalDocument = {
  eyebrow: 'Legal',
  title: 'Terms and Conditions',
  intro:
    'These terms govern your use of the Northwind EDI website. By using the site you accept them in full; if you disagree with any part, please do not use it.',
  numbered: false,
  sections: [
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'By using this website you agree to the use of cookies as described in our Privacy Policy. The site works without cookies of its own; embedded services such as maps may set theirs when they load.',
      ],
    },
    {
      id: 'license',
      heading: 'License',
      paragraphs: [
        'Unless stated otherwise, Northwind EDI and its licensors own the intellectual property in all material on this website. You may view and print pages for your own business use, subject to the restrictions below.',
      ],
      list: [
        'Do not republish, sell, rent or sub-license material from this website.',
        'Do not reproduce, duplicate or copy material from this website for commercial purposes without our written permission.',
        'Reference data such as X12 and EDIFACT code names belongs to its standards bodies; our descriptions of it are our own.',
      ],
    },
    {
      id: 'comments',
      heading: 'Comments',
      paragraphs: [
        'Parts of this website may let you post comments or feedback. We do not filter, edit or review comments before they appear, and they reflect the views of the person who posted them, not ours.',
        'We may remove any comment that we consider inappropriate, offensive, unlawful or in breach of these terms. By posting, you confirm that you may do so and that your comment does not infringe anyone’s rights or contain unlawful material.',
      ],
    },
    {
      id: 'content-liability',
      heading: 'Content Liability',
      paragraphs: [
        'We are not responsible for content on other websites that link to ours or that we link to. You agree to protect and defend us against claims arising from content you post or link to this website.',
      ],
    },
    {
      id: 'reservation-of-rights',
      heading: 'Reservation of Rights',
      paragraphs: [
        'We reserve the right to ask you to remove any link to this website, and you agree to remove it promptly when asked. We may amend these terms and our linking policy at any time; by continuing to link to or use the site you agree to the terms as amended.',
      ],
    },
    {
      id: 'removal-of-links',
      heading: 'Removal of Links From Our Website',
      paragraphs: [
        'If you find a link on this website that is offensive for any reason, contact us at legal@northwind-edi.example. We will consider requests to remove links but are not obliged to act on them or to answer you directly. We do not guarantee that information on the site is complete or accurate, or that the site remains available.',
      ],
    },
    {
      id: 'disclaimer',
      heading: 'Disclaimer',
      paragraphs: [
        'To the maximum extent permitted by law, we exclude all representations, warranties and conditions relating to this website and its use. Nothing in this disclaimer limits or excludes liability for death or personal injury caused by negligence, for fraud or fraudulent misrepresentation, or any liability that cannot be excluded under applicable law.',
        'As long as the website and the information on it are provided free of charge, we will not be liable for any loss or damage of any nature. The services we provide to customers are governed by their own agreements, not by these website terms.',
      ],
    },
  ],
};

/** The contents list above each legal document. */
export const legalCopy = {
  toc: 'On this page',
  /** The hero's picture: the document in miniature, one line per section sized by its length. */
  sections: (n: number) => `${n} sections`,
};

export const legalDocuments = {
  '/privacy-policy': privacyPolicy,
  '/terms-and-conditions': termsAndConditions,
} as const;

/** Head copy of the two legal pages, by path. */
export const legalHeads: Partial<Record<string, HeadCopy>> = {
  '/privacy-policy': {
    title: 'Privacy Policy | Northwind EDI',
    description:
      'How Northwind EDI collects, processes, shares, secures and retains personal information, and the privacy rights available to you.',
    keywords: ['privacy policy', 'data protection', 'Northwind EDI privacy'],
  },
  '/terms-and-conditions': {
    title: 'Terms and Conditions | Northwind EDI',
    description:
      'The terms that govern your use of the Northwind EDI website: cookies, license, comments, content liability, links and disclaimer.',
    keywords: ['terms and conditions', 'website terms', 'Northwind EDI terms'],
  },
};
