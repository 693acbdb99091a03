// `npm start`: the production server, building first when there is no production build yet.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const server = 'dist/server/index.js';
if (!existsSync(server) || !existsSync('dist/client/manifest.json') || existsSync('dist/DEVELOPMENT_BUILD')) {
  console.log('No production build found: building first…');
  execFileSync(process.execPath, ['build.mjs'], { stdio: 'inherit' });
}
process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);
