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
    'Segments in order, with their status (M mandatory, C conditional) and how often they may repeat. Open a segment to see its elements.',
  position: 'Pos',
  tag: 'Tag',
  name: 'Name',
  status: 'Status',
  repeat: 'Max repeat',
  group: (name: string) => `Segment group ${name.replace(/^SG/, '')}`,
  mandatory: 'M',
  conditional: 'C',
  elementStatus: (required: boolean) => (required ? 'M' : 'C'),
  format: (type: string, maxLength: number | undefined) => (maxLength ? `${type}..${maxLength}` : type),
  /** A repeated segment's pointer to the one list of its elements, at its first position. */
  elementsAt: (tag: string, pos: string) => `Elements: see ${tag} at ${pos}`,
  /** This overview's table comes from D.96A; the directory pages are the structure's canonical home. */
  directoryLink: (code: string) => `${code} in the D.96A directory, and in every other directory`,
} as const;
