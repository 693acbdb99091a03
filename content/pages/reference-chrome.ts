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

/**
 * The labels of a guide entry's facts, on its code page and on the directory page of an EDIFACT message
 * (which need not load the guide pages' copy for four words).
 */
export const guideFactLabels = {
  category: 'Category',
  industry: 'Industry',
  usage: 'Usage',
  /**
   * On a directory's message page: where the facts above come from. Our guide list is of D.96A, so on a
   * D.01B page the link must not read as a claim that D.01B lists the message there (#47's screenshots).
   */
  inGuide: 'Facts from our guide list',
} as const;
