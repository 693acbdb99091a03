// The shipped proxy config (deploy/nginx.conf) in front of the app, as the compose stack runs it (#30):
// a 1 MB no-JavaScript inspector post and a 5 MB API body go through; a larger API body gets nginx's own
// 413, as JSON.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSite } from '../../server/app';
import { bigX12 } from '../e2e/edi-documents';
import { testServices } from './helpers';

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

describe('through deploy/nginx.conf', () => {
  let app: Server;
  let proxy: ChildProcess;
  let base = '';
  const services = testServices();

  beforeAll(async () => {
    if (!nginx) throw new Error('nginx is not installed (apt-get install nginx-light; .ci/run does it)');
    app = createServer(createSite(services)).listen(0, '127.0.0.1');
    await new Promise((resolve) => app.once('listening', resolve));
    const address = app.address();
    const appPort = typeof address === 'object' && address ? address.port : 0;
    const port = 20000 + Math.floor(Math.random() * 20000);
    const dir = mkdtempSync(join(tmpdir(), 'nw-nginx-run-'));
    mkdirSync(join(dir, 'cache'));
    const user = execFileSync('id', ['-un']).toString().trim();
    // As shipped, except what only exists in the compose stack: the replicas' name, the image's user and paths.
    const conf = readFileSync('deploy/nginx.conf', 'utf8')
      .replace(/^user nginx;$/m, user === 'root' ? 'user root;' : '')
      .replaceAll('set $web http://web:3000;', `set $web http://127.0.0.1:${appPort};`)
      .replace('listen 8080;', `listen 127.0.0.1:${port};`)
      .replaceAll('/var/cache/nginx', join(dir, 'cache'))
      .replaceAll('/var/log/nginx', dir)
      .replaceAll('/tmp/nginx.pid', join(dir, 'nginx.pid'));
    writeFileSync(join(dir, 'nginx.conf'), conf);
    proxy = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100 && !(await listening(port)); i += 1) await new Promise((r) => setTimeout(r, 50));
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    proxy?.kill('SIGTERM');
    await new Promise((resolve) => app.close(resolve));
    await services.inspections.close();
  });

  it('passes a 1 MB document posted by the no-JavaScript inspector form', async () => {
    const document = bigX12(1024 * 1024);
    const res = await fetch(`${base}/edi-inspector`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ document, intent: 'inspect' }).toString(),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('No issues found');
  }, 60_000);

  it('passes a 5 MB API body, and answers a larger one with its own 413 as JSON', async () => {
    const ok = await fetch(`${base}/api/edi/inspect`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: bigX12(5 * 1024 * 1024 - 4096),
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { summary: { errors: number } }).summary.errors).toBe(0);
    const tooLarge = await fetch(`${base}/api/edi/inspect`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'ISA'.padEnd(7 * 1024 * 1024, ' '),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.headers.get('content-type')).toMatch(/json/);
    expect(((await tooLarge.json()) as { error: { status: number } }).error.status).toBe(413);
  }, 60_000);
});
