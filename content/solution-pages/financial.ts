import { defineSolution } from './types';

export default defineSolution('financial', {
  heroGradient: ['#0d47a1', '#283593'],
  processSteps: [
    {
      step: 1,
      title: 'Connect banks and ERP',
      description:
        'Bank channels (AS2, SFTP or API) and your general ledger are connected once, with keys managed for you.',
    },
    {
      step: 2,
      title: 'Send payments',
      description: 'Approved payment runs leave as 820 or PAYMUL with remittance detail for every supplier.',
    },
    {
      step: 3,
      title: 'Receive statements',
      description: 'Lockbox (823), account statements (821/FINSTA) and credit advice arrive every morning.',
    },
    {
      step: 4,
      title: 'Reconcile and post',
      description: 'Transactions are matched to open items and posted to the general ledger automatically.',
    },
  ],
  ediX12Transactions: [
    { code: '820', name: 'Payment Order/Remittance Advice', description: 'Payments and the invoices they settle.' },
    {
      code: '821',
      name: 'Financial Information Reporting',
      description: 'Balance and transaction reporting from banks.',
    },
    { code: '823', name: 'Lockbox', description: 'Customer payments received at the bank.' },
    { code: '822', name: 'Account Analysis', description: 'Bank service charges and balances.' },
    { code: '827', name: 'Financial Return Notice', description: 'Returned payments and reasons.' },
    { code: '828', name: 'Debit Authorization', description: 'Pre-authorised debits for positive pay.' },
    { code: '812', name: 'Credit/Debit Adjustment', description: 'Adjustments between trading partners.' },
  ],
  edifactTransactions: [
    { code: 'PAYMUL', name: 'Multiple payment order message', description: 'Bulk payments to suppliers.' },
    { code: 'FINSTA', name: 'Financial statement of an account message', description: 'Daily account statements.' },
    { code: 'CREMUL', name: 'Multiple credit advice message', description: 'Incoming payments from customers.' },
    { code: 'DEBMUL', name: 'Multiple debit advice message', description: 'Debits booked to your accounts.' },
    { code: 'BANSTA', name: 'Banking status message', description: 'Status of submitted payment orders.' },
  ],
  apiEndpoints: [
    '/api/v1/payments/batch',
    '/api/v1/payments/{id}/status',
    '/api/v1/statements/fetch',
    '/api/v1/lockbox/import',
    '/api/v1/remittances/match',
    '/api/v1/gl/entries/post',
    '/api/v1/gl/accounts/sync',
    '/api/v1/tax/calculate',
    '/api/v1/fx/rates',
  ],
  benefits: [
    'Cash applied the morning it arrives, with 90%+ auto-match rates',
    'Payment files that banks accept first time, with status tracked',
    '$2.4M average annual savings for mid-size finance teams',
    'Segregation of duties and full audit trails for every file',
    'Month-end close days shorter through continuous reconciliation',
  ],
  useCases: [
    {
      title: 'Accounts payable runs',
      description: 'Send ACH, wire and cheque payments with remittance detail suppliers can apply.',
      icon: 'landmark',
    },
    {
      title: 'Receivables and lockbox',
      description: 'Turn lockbox and 820 files into matched receipts automatically.',
      icon: 'receipt',
    },
    { title: 'Treasury visibility', description: 'Daily balances across banks in one report.', icon: 'calculator' },
  ],
  technicalFeatures: [
    'ISO 20022 (pain.001, camt.053) alongside X12 and EDIFACT',
    'PGP and HSM-backed key management',
    'Dual approval workflows for payment files',
    'Connectors for SAP, Oracle, NetSuite and Dynamics 365 Finance',
  ],
});
