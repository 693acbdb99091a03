import { defineSolution } from './types';

export default defineSolution('transportation', {
  heroGradient: ['#263238', '#455a64'],
  processSteps: [
    {
      step: 1,
      title: 'Tender the load',
      description:
        'Your TMS tenders loads to carriers as X12 204 or API calls, with routing from 753/754 where retailers require it.',
    },
    {
      step: 2,
      title: 'Confirm capacity',
      description:
        'Carriers accept or decline with a 990 within their agreed window; the TMS moves on automatically if they decline.',
    },
    {
      step: 3,
      title: 'Track every move',
      description: 'Status messages (214/IFTSTA) and carrier APIs feed one timeline per shipment.',
    },
    {
      step: 4,
      title: 'Audit and settle',
      description: 'Freight invoices (210/IFTFCC) are checked against the tender and rates before payment.',
    },
  ],
  ediX12Transactions: [
    { code: '204', name: 'Motor Carrier Load Tender', description: 'Load offers to truckload and LTL carriers.' },
    { code: '990', name: 'Response to a Load Tender', description: 'Carrier acceptance or rejection.' },
    {
      code: '214',
      name: 'Transportation Carrier Shipment Status Message',
      description: 'Pickup, in-transit and delivery milestones.',
    },
    {
      code: '210',
      name: 'Motor Carrier Freight Details and Invoice',
      description: 'Freight bills for audit and payment.',
    },
    { code: '211', name: 'Motor Carrier Bill of Lading', description: 'Electronic bill of lading.' },
    { code: '753', name: 'Request for Routing Instructions', description: 'Routing requests to retailers.' },
    { code: '754', name: 'Routing Instructions', description: 'The retailer’s chosen carrier and pickup window.' },
    { code: '315', name: 'Status Details (Ocean)', description: 'Container milestones from ocean carriers.' },
  ],
  edifactTransactions: [
    { code: 'IFTMIN', name: 'Instruction message', description: 'Transport bookings and instructions.' },
    {
      code: 'IFTSTA',
      name: 'International multimodal status report message',
      description: 'Status across road, rail, sea and air.',
    },
    { code: 'IFTMBC', name: 'Booking confirmation message', description: 'Carrier booking confirmation.' },
    {
      code: 'IFTFCC',
      name: 'International transport freight costs and other charges message',
      description: 'Freight charges for settlement.',
    },
  ],
  apiEndpoints: [
    '/api/v1/loads/tender',
    '/api/v1/loads/{id}/status',
    '/api/v1/loads/{id}/cancel',
    '/api/v1/carriers/{id}/capacity',
    '/api/v1/routing/request',
    '/api/v1/shipments/track',
    '/api/v1/appointments/schedule',
    '/api/v1/freight-invoices/audit',
    '/api/v1/freight-invoices/{id}/approve',
    '/api/v1/rates/quote',
  ],
  benefits: [
    'Tender acceptance within minutes instead of phone and e-mail rounds',
    'One tracking timeline across carriers, modes and countries',
    'Freight audit that catches overcharges before payment',
    'Retailer routing compliance through 753/754 automation',
    '75% faster tender-to-pickup cycle',
  ],
  useCases: [
    {
      title: 'Shipper carrier network',
      description: 'Connect 100+ carriers by EDI or API with one onboarding process.',
      icon: 'truck',
    },
    {
      title: 'Retail routing compliance',
      description: 'Request routing and book pickups in the window the retailer assigns.',
      icon: 'route',
    },
    {
      title: 'International freight',
      description: 'Ocean and air bookings and status through forwarders.',
      icon: 'cloud',
    },
  ],
  technicalFeatures: [
    'Connectors for Oracle OTM, MercuryGate, e2open BluJay and SAP TM',
    'Carrier APIs and X12 204/990/214/210',
    'Geofence and ETA events via webhooks',
    'Rate and accessorial tables for freight audit',
  ],
});
