// The entry of the inspection pool's worker threads (server/edi/inspect-pool.ts), bundled on its own
// (scripts/build/bundle.mjs): piscina calls its default export with each task. Each answer carries the
// thread's heap after the job, so the pool can show each worker's memory (directory data included).
import { getHeapStatistics } from 'node:v8';
import { threadId } from 'node:worker_threads';
import { paths } from '../paths';
import { readDirectoriesFromFiles } from '../reference/directory-files';
import { runInspectTask, type InspectOutcome, type InspectTask } from './inspect-task';

// Each thread reads the directories its jobs name from the build's files (as the request thread does).
readDirectoriesFromFiles(paths.edifactCatalogue, paths.assets);

export default async function inspectInWorker(task: InspectTask): Promise<InspectOutcome> {
  const value = await runInspectTask(task);
  const heap = getHeapStatistics();
  return { value, memory: { thread: threadId, heapBytes: heap.used_heap_size, externalBytes: heap.external_memory } };
}
