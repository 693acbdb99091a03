/**
 * Who trades EDIFACT messages; 'Cross-industry' is for messages every sector exchanges. The guide's filter lists them
 * without loading the messages.
 */
export const edifactIndustries = [
  'Cross-industry',
  'Retail',
  'Automotive',
  'Manufacturing',
  'Transport & Logistics',
  'Maritime & Ports',
  'Finance & Banking',
  'Customs',
  'Public Sector',
  'Healthcare',
  'Construction',
  'Insurance',
  'Travel',
] as const;
export type EdifactIndustry = (typeof edifactIndustries)[number];
