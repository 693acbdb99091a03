/**
 * The inspector's tools beside the inspection: compare two documents, reconcile an order with its ship
 * notice and invoice, and make a share link. They run where the inspection runs (the worker, or the main
 * thread without one), on the same engine, and nothing leaves the browser.
 */
import { compareResults, type Comparison } from '../../shared/edi/tools/compare';
import { inspectLoading, type DictionaryLoader } from '../../shared/edi/inspect';
import {
  reconcileDocuments,
  type ReconciledDocuments,
  type ReconcileRefusal,
} from '../../shared/edi/tools/reconcile-documents';
import { redact, type Replacement } from '../../shared/edi/tools/redact';
import { MAX_DOCUMENT_CHARS } from '../../shared/edi/model/types';
import { loadDictionaries } from './dictionaries';
import { MAX_LINK_CHARS, shareFragment } from './share-link';

/** Why a tool could not answer: a document over the paste limit (its index), or no EDI in it. */
export type ToolRefusal = { refused: 'too-large'; index: number } | { refused: 'not-edi'; index: number };

const tooLarge = (texts: readonly string[]): ToolRefusal | undefined => {
  const index = texts.findIndex((t) => t.length > MAX_DOCUMENT_CHARS);
  return index >= 0 ? { refused: 'too-large', index } : undefined;
};

export async function compareTexts(
  left: string,
  right: string,
  load: DictionaryLoader = loadDictionaries,
): Promise<Comparison | ToolRefusal> {
  const refusal = tooLarge([left, right]);
  if (refusal) return refusal;
  const a = await inspectLoading(left, load, { maxFindings: 1 });
  if (a.result.interchanges.length === 0) return { refused: 'not-edi', index: 0 };
  const b = await inspectLoading(right, load, { maxFindings: 1 });
  if (b.result.interchanges.length === 0) return { refused: 'not-edi', index: 1 };
  return compareResults(a, b);
}

export async function reconcileTexts(
  texts: readonly string[],
  load: DictionaryLoader = loadDictionaries,
): Promise<ReconciledDocuments | ReconcileRefusal | ToolRefusal> {
  const refusal = tooLarge(texts);
  if (refusal) return refusal;
  // Lines need no directory: the X12 dictionary names the sets, EDIFACT messages are read by their tags.
  return reconcileDocuments(texts, await load([]));
}

export interface ShareLink {
  /** The fragment to append to the inspector's URL; empty when the link would be too long. */
  fragment: string;
  /** The length the link would have had. */
  length: number;
  /** The text shared (redacted or not), for the download offered when the link is too long. */
  text: string;
  replacements: Replacement[];
}

export async function shareLinkOf(
  text: string,
  options: { redact: boolean; focus?: number },
  load: DictionaryLoader = loadDictionaries,
): Promise<ShareLink> {
  let shared = text;
  let replacements: Replacement[] = [];
  if (options.redact) {
    const { result } = await inspectLoading(text, load, { maxFindings: 1 });
    ({ text: shared, replacements } = redact(text, result));
  }
  const fragment = await shareFragment({
    text: shared,
    redacted: options.redact,
    ...(options.focus && { focus: options.focus }),
  });
  return {
    fragment: fragment.length <= MAX_LINK_CHARS ? fragment : '',
    length: fragment.length,
    text: shared,
    replacements,
  };
}
