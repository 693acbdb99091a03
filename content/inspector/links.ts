/** The inspector's words that other pages show (links, D.96A structure tables): small, so those pages stay small. */

export const inspectorLinks = {
  inspectSample: (code: string) => `Inspect a sample ${code}`,
  openInspector: 'Open the EDI Inspector',
  converterHero: 'Inspect EDI for free',
  converterExample: 'Inspect this example',
} as const;

export const structureCopy = {
  heading: (code: string) => `${code} message structure (D.96A)`,
  intro:
    'Segments and groups in order, with their status (M mandatory, C conditional) and how often they may repeat. Each segment links to its elements.',
  /** This overview's table comes from D.96A; the directory pages are the structure's canonical home. */
  directoryLink: (code: string) => `${code} in the D.96A directory, and in every other directory`,
} as const;
