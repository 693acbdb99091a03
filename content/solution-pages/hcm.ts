import { defineSolution } from './types';

export default defineSolution('hcm', {
  heroGradient: ['#4a148c', '#6a1b9a'],
  processSteps: [
    {
      step: 1,
      title: 'Connect HR and payroll',
      description: 'We read enrollment and payroll data from your HCM system through its API or scheduled exports.',
    },
    {
      step: 2,
      title: 'Map carrier requirements',
      description:
        'Each benefits carrier’s 834 companion guide becomes a validated map, with AI suggesting field mappings.',
    },
    {
      step: 3,
      title: 'Exchange securely',
      description:
        'Enrollment files and premium payments travel encrypted over SFTP or AS2, on each carrier’s schedule.',
    },
    {
      step: 4,
      title: 'Reconcile and report',
      description: 'Acknowledgments and discrepancy reports close the loop so every employee is covered correctly.',
    },
  ],
  ediX12Transactions: [
    {
      code: '834',
      name: 'Benefit Enrollment and Maintenance',
      description: 'Enrollments, changes and terminations sent to carriers.',
    },
    {
      code: '820',
      name: 'Payment Order/Remittance Advice',
      description: 'Premium payments with employee-level detail.',
    },
    {
      code: '824',
      name: 'Application Advice',
      description: 'A carrier’s report of enrollment records it rejected or could not apply.',
    },
    {
      code: '999',
      name: 'Implementation Acknowledgment',
      description: 'Confirmation that each file met the implementation guide.',
    },
  ],
  edifactTransactions: [
    {
      code: 'PAYDUC',
      name: 'Payroll deductions advice message',
      description: 'Deductions reported to pension funds and unions.',
    },
    {
      code: 'SUPCOT',
      name: 'Superannuation contributions advice message',
      description: 'Pension contributions per employee.',
    },
    {
      code: 'SUPMAN',
      name: 'Superannuation maintenance message',
      description: 'Member details kept in step with pension providers.',
    },
    {
      code: 'SSREGW',
      name: 'Notification of registration of a worker message',
      description: 'Worker registrations with social-security bodies.',
    },
  ],
  apiEndpoints: [
    '/api/v1/employees/sync',
    '/api/v1/enrollments/create',
    '/api/v1/enrollments/{id}/change',
    '/api/v1/enrollments/{id}/terminate',
    '/api/v1/carriers/{id}/files/send',
    '/api/v1/premiums/reconcile',
    '/api/v1/payroll/deductions/export',
    '/api/v1/enrollments/{id}/status',
    '/api/v1/reports/discrepancies',
  ],
  benefits: [
    'Enrollment changes at carriers within a day instead of a payroll cycle',
    'Premium reconciliation that catches over- and under-payments automatically',
    'Encrypted, audited exchange of personal data with every carrier',
    'One integration for all carriers instead of one custom feed each',
    '99.5% accuracy through validation against each carrier’s guide',
  ],
  useCases: [
    {
      title: 'Open enrollment',
      description:
        'Send thousands of elections to medical, dental and vision carriers on time, with full-file and change-only feeds.',
      icon: 'users',
    },
    {
      title: 'Life events',
      description: 'Births, marriages and terminations reach carriers within a day.',
      icon: 'briefcase',
    },
    {
      title: 'Premium billing',
      description: 'Reconcile carrier invoices against payroll deductions every month.',
      icon: 'calculator',
    },
  ],
  technicalFeatures: [
    'HIPAA X12 005010 guides: 834 (X220A1), 820 premium payment (X218) and 999 (X231A1)',
    'PGP encryption and SFTP key management per carrier',
    'Full-file and change-only enrollment feeds',
    'Connectors for Workday, SAP SuccessFactors and Oracle HCM',
  ],
});
