// `node bench/shutdown.mjs`: SIGTERM under 50 keep-alive clients with a 2 s readiness drain. Prints how many
// requests completed, were refused at connect (after the listener closed) and were cut (should be 0).
import { ensureBuild } from './built-server.mjs';
import { shutdownUnderLoad } from './shutdown-load.mjs';

ensureBuild();
const result = await shutdownUnderLoad({ port: Number(process.env.BENCH_PORT ?? 4606), clients: 50, delayMs: 2000 });
console.log(
  `SIGTERM under 50 keep-alive clients, 2 s drain: ${result.completed} completed, ${result.refused} refused at connect, ${result.cut} cut, ${result.other} other; exit ${result.exitCode} after ${result.stoppedAfterMs} ms`,
);
process.exit(result.cut === 0 && result.other === 0 && result.exitCode === 0 ? 0 : 1);
