/**
 * The segment each reference guide's hero takes apart: a body segment from an order. Apart from the code pages'
 * hero words (reference-heroes.ts), so a code or message page does not load them.
 */
import type { SampleSegment, segmentSyntax } from './reference-heroes';

/** Per standard id, as segmentSyntax (a test checks the keys against shared/standards.ts). */
export const guideSamples = {
  x12: {
    text: 'BEG*00*SA*4500098231**20260315~',
    caption: 'The opening segment of an 850 purchase order',
    elements: ['Purpose', 'Order type', 'PO number', 'Release', 'Date'],
  },
  edifact: {
    text: "LIN+1++4000862141404:SRV'",
    caption: 'A line item of an ORDERS message',
    elements: ['Line number', 'Action', 'Item number : type'],
  },
} satisfies Record<keyof typeof segmentSyntax, SampleSegment>;
