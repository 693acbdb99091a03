/** Words of the chrome around reference pages: the breadcrumb trail, the contents list, copy buttons. */
export const referenceChromeCopy = {
  breadcrumb: 'Breadcrumb',
  contents: 'On this page',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed: select the text',
  /** The code block a copy button belongs to, for its accessible name. */
  copyWhat: (what: string) => `Copy ${what}`,
} as const;
