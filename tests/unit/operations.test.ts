import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

interface ComposeService {
  build?: unknown;
  image?: string;
  ports?: string[];
  expose?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test: string[]; interval: string };
  restart?: string;
  stop_grace_period?: string;
  deploy?: { replicas?: number };
  depends_on?: Record<string, { condition: string }>;
  networks?: Record<string, { ipv4_address?: string }> | string[];
}

const compose = parse(readFileSync('docker-compose.yml', 'utf8')) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
  networks: Record<string, { ipam?: { config?: { subnet: string; ip_range?: string }[] } }>;
};
const dockerfile = readFileSync('Dockerfile', 'utf8');
const seconds = (value: string) => Number(/^(\d+)s$/.exec(value)?.[1]);
const { web, postgres, proxy } = compose.services;

describe('docker-compose.yml: the replicated stack', () => {
  it('has PostgreSQL, two web replicas and a proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['postgres', 'proxy', 'web']);
    expect(web?.deploy?.replicas).toBe(2);
  });

  it('runs the official PostgreSQL image on a named volume with a pg_isready health check', () => {
    expect(postgres?.image).toMatch(/^postgres:\d+/);
    expect(postgres?.volumes).toContain('pg-data:/var/lib/postgresql/data');
    expect(compose.volumes).toHaveProperty('pg-data');
    expect(postgres?.healthcheck?.test.join(' ')).toContain('pg_isready');
  });

  it('starts web only once PostgreSQL is healthy, and points it there', () => {
    expect(web?.depends_on?.['postgres']?.condition).toBe('service_healthy');
    const url = new URL(web?.environment?.['DATABASE_URL'] ?? '');
    expect(url.protocol).toBe('postgres:');
    expect(url.hostname).toBe('postgres');
    expect(url.pathname).toBe(`/${postgres?.environment?.['POSTGRES_DB']}`);
    expect(url.username).toBe(postgres?.environment?.['POSTGRES_USER']);
  });

  it('publishes only the proxy; replicas have no fixed host port', () => {
    expect(web?.ports).toBeUndefined();
    expect(postgres?.ports).toBeUndefined();
    expect(proxy?.ports?.some((p) => p.endsWith(':8080'))).toBe(true);
    expect(proxy?.depends_on?.['web']?.condition).toBe('service_healthy');
  });

  it('trusts X-Forwarded-For from the proxy only, at an address no replica can get', () => {
    const networks = proxy?.networks;
    const proxyIp = networks && !Array.isArray(networks) ? networks['site']?.ipv4_address : undefined;
    expect(proxyIp).toBeDefined();
    expect(web?.environment?.['TRUST_PROXY']).toBe(`loopback, ${proxyIp}`);
    const range = compose.networks['site']?.ipam?.config?.[0]?.ip_range ?? '';
    expect(range).not.toBe('');
    expect(proxyIp?.startsWith(range.split('.').slice(0, 3).join('.'))).toBe(false);
  });

  it('passes the configuration the server validates; metrics stay inside the network', () => {
    for (const key of [
      'PORT',
      'SITE_URL',
      'NODE_ENV',
      'LOG_LEVEL',
      'DATA_DIR',
      'DEMO_URL',
      'APP_URL',
      'DATABASE_URL',
      'METRICS_PORT',
    ]) {
      expect(web?.environment).toHaveProperty(key);
    }
    expect(web?.expose).toContain(web?.environment?.['METRICS_PORT']);
  });

  it('checks health everywhere, restarts, and gives web shutdown more time than the server needs', () => {
    expect(web?.healthcheck?.test.join(' ')).toContain('/readyz');
    expect(proxy?.healthcheck?.test.join(' ')).toContain('/nginx-health');
    for (const s of [web, postgres, proxy]) expect(s?.restart).toBe('unless-stopped');
    const needed =
      (Number(web?.environment?.['SHUTDOWN_DELAY_MS']) + Number(web?.environment?.['SHUTDOWN_TIMEOUT_MS'])) / 1000;
    expect(seconds(web?.stop_grace_period ?? '')).toBeGreaterThan(needed);
  });

  it('mounts the proxy config from the repository and keeps its cache on a volume', () => {
    expect(proxy?.image).toMatch(/^nginx:/);
    expect(proxy?.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(proxy?.volumes).toContain('proxy-cache:/var/cache/nginx');
    expect(existsSync('deploy/nginx.conf')).toBe(true);
  });
});

describe('deploy/nginx.conf', () => {
  const conf = readFileSync('deploy/nginx.conf', 'utf8');

  it('proxies to web through Docker DNS, passes the client address, caches per Cache-Control', () => {
    expect(conf).toMatch(/resolver 127\.0\.0\.11\b/);
    expect(conf).toMatch(/proxy_pass \$web;/);
    expect(conf).toContain('set $web http://web:3000;');
    expect(conf).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(conf).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(conf).toMatch(/proxy_cache pages;/);
    expect(conf).not.toMatch(/proxy_ignore_headers/); // Cache-Control is honoured, not overridden
    expect(conf).toMatch(/listen 8080;/);
  });

  it('is valid for nginx (nginx -t, paths moved into a temp prefix)', () => {
    const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
    if (!nginx) throw new Error('nginx is not installed (apt-get install nginx-light; .ci/run does it)');
    const dir = mkdtempSync(join(tmpdir(), 'nw-nginx-'));
    mkdirSync(join(dir, 'cache'));
    // The image's `nginx` user and absolute paths do not exist here; everything else is tested as shipped.
    const user = execFileSync('id', ['-un']).toString().trim();
    const local = conf
      .replace(/^user nginx;$/m, user === 'root' ? 'user root;' : '')
      .replaceAll('/var/cache/nginx', join(dir, 'cache'))
      .replaceAll('/var/log/nginx', dir)
      .replaceAll('/tmp/nginx.pid', join(dir, 'nginx.pid'));
    writeFileSync(join(dir, 'nginx.conf'), local);
    const out = execFileSync(nginx, ['-t', '-e', 'stderr', '-p', dir, '-c', join(dir, 'nginx.conf')], {
      stdio: 'pipe',
    }).toString();
    expect(out).toBe('');
  });
});

describe('Dockerfile', () => {
  it('is multi-stage, runs as a non-root user, exec-form CMD, health check on /readyz', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^CMD \[".+"\]$/m);
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]+\/readyz/);
  });

  it('starts the server with the V8 flags npm start passes', () => {
    const start: unknown = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start;
    const flags = String(start).match(/--[\w-]+=\S+/g) ?? [];
    expect(flags).toContain('--max-semi-space-size=4');
    const cmd = /^CMD (\[.+\])$/m.exec(dockerfile)?.[1] ?? '[]';
    const args: unknown = JSON.parse(cmd);
    expect(args).toEqual(expect.arrayContaining(flags));
  });

  it("sets the environment npm start sets before node (glibc malloc's fixed mmap threshold)", () => {
    const start = String(JSON.parse(readFileSync('package.json', 'utf8')).scripts.start);
    const assignments = start.split(/(?:^|\s)node\s/)[0]?.match(/\w+=\S+/g) ?? [];
    expect(assignments).toContain('MALLOC_MMAP_THRESHOLD_=1048576');
    const env = /^ENV ((?:.*\\\n)*.*)$/m.exec(dockerfile)?.[1] ?? '';
    for (const assignment of assignments) expect(env.split(/\s+\\?\s*/)).toContain(assignment);
  });

  it('installs with every npm workspace the lock file names in place', () => {
    const workspaces: unknown = JSON.parse(readFileSync('package.json', 'utf8')).workspaces;
    const install = dockerfile.indexOf('RUN npm install');
    for (const folder of Array.isArray(workspaces) ? workspaces : []) {
      const copy = dockerfile.indexOf(`COPY ${folder}/package.json ${folder}/`);
      expect([folder, copy >= 0 && copy < install]).toEqual([folder, true]);
    }
  });

  it('copies every folder the server reads at run time', () => {
    for (const dir of ['dist', 'public', 'node_modules', 'content'])
      expect(dockerfile).toContain(`/app/${dir} ./${dir}`);
  });
});
