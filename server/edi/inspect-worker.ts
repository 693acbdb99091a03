// The entry of the inspection pool's worker threads (server/edi/inspect-pool.ts), bundled on its own
// (scripts/build/bundle.mjs): piscina calls its default export with each task.
import { runInspectTask } from './inspect-task';

export default runInspectTask;
