// The inspection behind the inspector page's loader and action: the engine's result and its view, as the
// page renders them (on the server in the inspection pool, in the browser after a client-side navigation).
import { engineData } from './engine-data';
import { dictionaryLoader, inspectLoading, type DirectoryLoader } from '../edi/inspect';
import { buildView } from './view';
import { siteLinker } from './links';
import type { InspectorView } from './view';

/** What the server hands the page: the document to refill the form, and its inspection. */
export interface InspectorData {
  text: string;
  sampleId: string;
  view?: InspectorView;
  error?: string;
  /** Set when the server had no thread free: seconds after which to try again (Retry-After). */
  retryAfter?: number;
}

/** A posted document up to this size comes back in the textarea; larger ones are not echoed. */
const ECHO_LIMIT = 256 * 1024;

export async function inspectText(
  text: string,
  sampleId: string,
  directories: DirectoryLoader,
): Promise<InspectorData> {
  if (!text.trim()) return { text: '', sampleId };
  const { result, dictionaries } = await inspectLoading(text, dictionaryLoader(engineData, directories, siteLinker));
  const view = buildView(result, dictionaries);
  return { text: text.length <= ECHO_LIMIT ? text : '', sampleId, view };
}
