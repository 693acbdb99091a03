// The inspection the inspector page's loader and action run (on the server, or in the browser after a
// client-side navigation): loaded with them, so the engine is not part of the page's first load.
import { x12Dictionary } from '../../content/directories/x12-segments';
import { dictionaryLoader, inspectLoading, type DirectoryLoader } from '../../shared/edi/inspect';
import { buildView } from '../../shared/edi/view';
import type { InspectorView } from '../../shared/edi/view';

/** What the server hands the page: the document to refill the form, and its inspection. */
export interface InspectorData {
  text: string;
  sampleId: string;
  view?: InspectorView;
  error?: string;
}

/** A posted document up to this size comes back in the textarea; larger ones are not echoed. */
const ECHO_LIMIT = 256 * 1024;

export async function inspectText(
  text: string,
  sampleId: string,
  directories: DirectoryLoader,
): Promise<InspectorData> {
  if (!text.trim()) return { text: '', sampleId };
  const { result, dictionaries } = await inspectLoading(text, dictionaryLoader(x12Dictionary, directories));
  const view = buildView(result, dictionaries);
  return { text: text.length <= ECHO_LIMIT ? text : '', sampleId, view };
}
