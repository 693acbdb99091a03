// `npm start`: the production server, building first when there is no production build yet.
import { pathToFileURL } from 'node:url';
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
await import(pathToFileURL('dist/server/index.js').href);
