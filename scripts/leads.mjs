// `npm run leads -- export [--since YYYY-MM-DD]`: every stored lead as CSV on stdout.
import { spawnSync } from 'node:child_process';
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
const { status } = spawnSync(process.execPath, ['dist/server/leads/leads-cli.js', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(status ?? 1);
