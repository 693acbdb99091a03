/** The inspector's words that other pages show (links, D.96A structure tables): small, so those pages stay small. */

export const inspectorLinks = {
  inspectSample: (code: string) => `Inspect a sample ${code}`,
  openInspector: 'Open the EDI Inspector',
  converterHero: 'Inspect EDI for free',
  converterExample: 'Inspect this example',
} as const;

export const structureCopy = {
  /** Only CONTRL's page shows one (#47): a service message of ISO 9735, in no directory. */
  heading: (code: string) => `${code} message structure`,
  intro:
    'Segments and groups in order, with their status (M mandatory, C conditional) and how often they may repeat. Each segment links to its elements.',
} as const;
