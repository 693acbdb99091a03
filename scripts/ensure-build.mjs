import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Builds unless a production build is present (npm run dev leaves a marked development build). */
export function ensureBuild() {
  if (
    existsSync('dist/server/index.js') &&
    existsSync('dist/client/manifest.json') &&
    !existsSync('dist/DEVELOPMENT_BUILD')
  )
    return;
  console.error('No production build found: building first…');
  execFileSync(process.execPath, ['build.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
}
