// `npm start`: the production server, building first when there is no build yet.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const server = 'dist/server/index.js';
if (!existsSync(server) || !existsSync('dist/client/manifest.json')) {
  console.log('No build found: building first…');
  execFileSync(process.execPath, ['build.mjs'], { stdio: 'inherit' });
}
process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
await import(pathToFileURL(server).href);
