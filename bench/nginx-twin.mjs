// nginx serving the exact bytes of Node responses, precompressed (gzip_static + Debian's brotli_static
// module): the yardstick for the throughput table. Runs from a temporary directory (its own config, pid file,
// logs and temp paths), one worker process, in the foreground; installs nginx-light and the brotli module
// with apt-get when missing.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { aptInstall, commandPath } from './debian-tools.mjs';
import { get } from './http-get.mjs';

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const BROTLI_MODULE_CONF = '/usr/share/nginx/modules-available/mod-http-brotli-static.conf';

/**
 * @typedef {object} TwinFile
 * @property {string} path the URL path it answers (`/` or one segment such as `/faq`; the query is ignored)
 * @property {Buffer} identity
 * @property {Buffer} gzip
 * @property {Buffer} br
 * @property {Record<string, string>} [headers] response headers nginx adds to it (add_header)
 */

/**
 * @typedef {object} NginxTwin
 * @property {string} url
 * @property {number} pid the master process
 * @property {number} workerPid its one worker process
 * @property {string} version
 * @property {() => Promise<void>} stop
 */

/** The brotli_static module's .so: Debian's path, else the one its modules-available snippet names. */
function brotliModule() {
  if (existsSync(BROTLI_MODULE)) return BROTLI_MODULE;
  if (!existsSync(BROTLI_MODULE_CONF)) return undefined;
  const named = /load_module\s+([^;]+);/.exec(readFileSync(BROTLI_MODULE_CONF, 'utf8'))?.[1]?.trim();
  if (!named) return undefined;
  const file = resolve('/usr/share/nginx', named); // relative paths are relative to nginx's prefix
  return existsSync(file) ? file : undefined;
}

/** nginx and the brotli_static module, installed from Debian when either is missing; returns both paths. */
export function ensureNginx() {
  let nginx = commandPath('nginx');
  let module = brotliModule();
  if (!nginx || !module) {
    console.error(
      'nginx or its brotli_static module is missing: apt-get install -y nginx-light libnginx-mod-http-brotli-static',
    );
    aptInstall(['nginx-light', 'libnginx-mod-http-brotli-static']);
    nginx = commandPath('nginx');
    module = brotliModule();
  }
  if (!nginx || !module) throw new Error('nginx with the brotli_static module is not available');
  return { nginx, module };
}

/**
 * A string as an nginx config token: quoted, with quotes and backslashes escaped. A `$` would start a variable,
 * so a value holding one is refused rather than sent altered.
 * @param {string} value
 */
function quoted(value) {
  if (value.includes('$')) throw new Error(`nginx twin: cannot send a header value with $: ${value}`);
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * The location block sending one file with its headers. Matched on the name of the file nginx opens (for `/`,
 * index.html after the index redirect), since add_header applies where the response is made.
 * @param {TwinFile} file
 */
function locationOf(file) {
  const served = file.path === '/' ? '/index.html' : file.path;
  const adds = Object.entries(file.headers ?? {}).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
  return `location = ${served} { add_header X-Request-Id $request_id always; ${adds.join(' ')} }`;
}

/**
 * Starts nginx on 127.0.0.1:`port`, serving `files`.
 * @param {{ port: number, files: TwinFile[] }} options
 * @returns {Promise<NginxTwin>}
 */
export async function startNginxTwin({ port, files }) {
  const { nginx, module } = ensureNginx();
  const version = spawnSync(nginx, ['-v'], { encoding: 'utf8' }).stderr.trim() || 'nginx'; // nginx -v writes to stderr
  const dir = mkdtempSync(join(tmpdir(), 'nw-bench-nginx-'));
  const www = join(dir, 'www');
  mkdirSync(join(dir, 'temp'));
  mkdirSync(www);
  // Running as root, the worker drops to nobody: it needs to read the document root, nothing else.
  chmodSync(dir, 0o755);
  chmodSync(www, 0o755);
  for (const file of files) {
    const name = join(www, file.path === '/' ? 'index.html' : file.path.replace(/^\//, ''));
    mkdirSync(dirname(name), { recursive: true, mode: 0o755 });
    writeFileSync(name, file.identity, { mode: 0o644 });
    writeFileSync(`${name}.gz`, file.gzip, { mode: 0o644 });
    writeFileSync(`${name}.br`, file.br, { mode: 0o644 });
  }
  const temp = join(dir, 'temp');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `load_module ${module};
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  types { }
  default_type "text/html; charset=utf-8";
  gzip off;
  gzip_static on;
  brotli_static on;
  server {
    listen 127.0.0.1:${port};
    root ${www};
    index index.html;
    location / { }
    ${files.map(locationOf).join('\n    ')}
  }
}
`,
  );
  // Its own process group (detached), so master and worker can be killed together.
  const child = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const exited = new Promise((done) => child.once('exit', done));
  let gone = false;
  void exited.then(() => (gone = true));
  // SIGKILL to the whole group: killed alone, the master would leave its worker running.
  const killGroup = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {}
  };
  const kill = () => {
    killGroup();
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', kill);
  const stop = async () => {
    if (!gone) {
      child.kill('SIGTERM'); // fast shutdown of master and worker
      const timer = setTimeout(killGroup, 5000);
      await exited;
      clearTimeout(timer);
    }
    process.removeListener('exit', kill);
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await get(`${url}${files[0]?.path ?? '/'}`)).status === 200) break;
    } catch {}
    if (gone || i > 100) {
      const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
      await stop();
      throw new Error(`nginx did not start on port ${port}\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  if (child.pid === undefined) throw new Error('nginx has no pid');
  const workerPid = Number(
    readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/)[0],
  );
  if (!workerPid) {
    await stop();
    throw new Error('nginx has no worker process');
  }
  return { url, pid: child.pid, workerPid, version: version.replace(/^nginx version: /, ''), stop };
}
