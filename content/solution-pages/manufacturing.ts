import { defineSolution } from './types';

export default defineSolution('manufacturing', {
  heroGradient: ['#3e2723', '#5d4037'],
  processSteps: [
    {
      step: 1,
      title: 'Receive demand',
      description: 'Forecasts (830/DELFOR) and firm schedules (862/DELJIT) flow from customers into MRP.',
    },
    {
      step: 2,
      title: 'Plan production',
      description: 'Schedules reach your MES and suppliers, with sequence data (866) for line-side delivery.',
    },
    {
      step: 3,
      title: 'Ship just in time',
      description: 'ASNs (856/DESADV) with labels and packaging data leave before the truck does.',
    },
    {
      step: 4,
      title: 'Prove quality',
      description: 'Test results and nonconformance reports (863/842/QALITY) close the quality loop with customers.',
    },
  ],
  ediX12Transactions: [
    {
      code: '830',
      name: 'Planning Schedule with Release Capability',
      description: 'Rolling forecasts from customers.',
    },
    { code: '862', name: 'Shipping Schedule', description: 'Firm short-term delivery requirements.' },
    { code: '866', name: 'Production Sequence', description: 'Build sequence for line-side delivery.' },
    { code: '856', name: 'Ship Notice/Manifest', description: 'ASNs that meet AIAG and OEM rules.' },
    { code: '861', name: 'Receiving Advice/Acceptance Certificate', description: 'Customer receipt and acceptance.' },
    { code: '863', name: 'Report of Test Results', description: 'Certificates of analysis and test data.' },
    { code: '842', name: 'Nonconformance Report', description: 'Quality issues raised and resolved.' },
    { code: '810', name: 'Invoice', description: 'Invoices per shipment or self-billing.' },
  ],
  edifactTransactions: [
    { code: 'DELFOR', name: 'Delivery schedule message', description: 'Forecasts from European OEMs.' },
    { code: 'DELJIT', name: 'Delivery just in time message', description: 'Just-in-time call-offs.' },
    { code: 'DESADV', name: 'Despatch advice message', description: 'Despatch advice with packaging detail.' },
    { code: 'QALITY', name: 'Quality data message', description: 'Quality measurements shared with customers.' },
    { code: 'INVOIC', name: 'Invoice message', description: 'Invoices and self-billing notes.' },
  ],
  apiEndpoints: [
    '/api/v1/forecasts/import',
    '/api/v1/schedules/{id}/releases',
    '/api/v1/workorders/create',
    '/api/v1/workorders/{id}/complete',
    '/api/v1/sequences/receive',
    '/api/v1/shipments/create',
    '/api/v1/labels/generate',
    '/api/v1/quality/results',
    '/api/v1/nonconformance/report',
    '/api/v1/invoices/generate',
  ],
  benefits: [
    'Forecast changes in MRP the same day, reducing expedites and premium freight',
    'OEM-compliant ASNs and labels that avoid line-stoppage penalties',
    'Quality data shared with customers without spreadsheets',
    '3x faster return on investment than custom point-to-point links',
    '99.9% uptime for plants running three shifts',
  ],
  useCases: [
    {
      title: 'Automotive tier suppliers',
      description: 'Handle 830/862/866 from OEMs with AIAG-compliant ASNs and labels.',
      icon: 'factory',
    },
    {
      title: 'Industrial equipment',
      description: 'Share forecasts with component suppliers and track confirmations.',
      icon: 'cog',
    },
    {
      title: 'Process manufacturing',
      description: 'Send certificates of analysis with every shipment.',
      icon: 'layers',
    },
  ],
  industries: [
    {
      name: 'Automotive',
      description: 'Tier 1 and tier 2 suppliers.',
      icon: 'truck',
      useCase: 'Sequenced deliveries to three assembly plants.',
    },
    {
      name: 'Electronics',
      description: 'Contract manufacturers and OEMs.',
      icon: 'server',
      useCase: 'Forecast collaboration with 200 component suppliers.',
    },
    {
      name: 'Chemicals',
      description: 'Bulk and specialty producers.',
      icon: 'package',
      useCase: 'Certificates of analysis with every despatch.',
    },
  ],
  technicalFeatures: [
    'AIAG and Odette guidelines, GS1 and Odette labels',
    'Connectors for SAP, Plex, QAD, Epicor and IFS',
    'MES integration through REST or OPC UA gateways',
    'Cumulative quantity tracking for releases',
    'Alerts on schedule changes above a threshold',
  ],
});
