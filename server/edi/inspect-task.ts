/**
 * One inspection, as the pool's worker threads run it (and the server itself when no worker is built):
 * the API's report as a JSON string (one flat copy back to the main thread, not a cloned object graph),
 * or the inspector page's data for its no-JavaScript post. Each thread loads the EDIFACT directories a
 * document names into its own bounded cache (shared/edi/edifact-pools.ts).
 */
import { x12Dictionary } from '../../content/directories/x12-segments';
import { inspectText, type InspectorData } from '../../shared/edi/page-inspection';
import { loadDirectories } from '../../shared/edi/edifact-pools';
import { dictionaryLoader, inspectLoading } from '../../shared/edi/inspect';
import { report } from '../../shared/edi/report';

export type InspectTask = { kind: 'report'; text: string } | { kind: 'page'; text: string; sampleId: string };

const dictionaries = dictionaryLoader(x12Dictionary, loadDirectories);

export async function runInspectTask(task: InspectTask): Promise<string | InspectorData> {
  if (task.kind === 'page') return inspectText(task.text, task.sampleId, loadDirectories);
  const { result } = await inspectLoading(task.text, dictionaries);
  return JSON.stringify(report(result));
}
