// Starts the production build (building it first when missing) for a benchmark; resolves once /readyz answers.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureBuild() {
  if (!existsSync('dist/server/index.js')) execFileSync(process.execPath, ['build.mjs'], { stdio: 'inherit' });
}

export async function startBuiltServer(port, env = {}) {
  ensureBuild();
  const server = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'silent', NODE_ENV: 'production', METRICS_PORT: '0', ...env },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {}
    if (i > 100) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, stop: () => server.kill('SIGTERM') };
}
