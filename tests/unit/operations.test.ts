import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

interface ComposeService {
  build?: unknown;
  ports?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test: string[]; interval: string };
  restart?: string;
  stop_grace_period?: string;
}

const compose = parse(readFileSync('docker-compose.yml', 'utf8')) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const dockerfile = readFileSync('Dockerfile', 'utf8');
const seconds = (value: string) => Number(/^(\d+)s$/.exec(value)?.[1]);

describe('docker-compose.yml', () => {
  const web = compose.services['web'];

  it('builds the image and publishes port 3000', () => {
    expect(web?.build).toBe('.');
    expect(web?.ports?.some((p) => p.endsWith(':3000'))).toBe(true);
  });

  it('passes the configuration the server validates', () => {
    for (const key of ['PORT', 'SITE_URL', 'NODE_ENV', 'LOG_LEVEL', 'DATA_DIR', 'DEMO_URL', 'APP_URL']) {
      expect(web?.environment).toHaveProperty(key);
    }
  });

  it('keeps DATA_DIR on a named volume', () => {
    expect(web?.environment?.['DATA_DIR']).toBe('/data');
    expect(web?.volumes).toContain('site-data:/data');
    expect(compose.volumes).toHaveProperty('site-data');
  });

  it('checks readiness, restarts, and gives shutdown more time than the server needs', () => {
    expect(web?.healthcheck?.test.join(' ')).toContain('/readyz');
    expect(web?.restart).toBe('unless-stopped');
    const needed = (Number(web?.environment?.['SHUTDOWN_DELAY_MS']) + Number(web?.environment?.['SHUTDOWN_TIMEOUT_MS'])) / 1000;
    expect(seconds(web?.stop_grace_period ?? '')).toBeGreaterThan(needed);
  });
});

describe('Dockerfile', () => {
  it('is multi-stage, runs as a non-root user, exec-form CMD, health check on /readyz', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^CMD \[".+"\]$/m);
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]+\/readyz/);
  });

  it('copies every folder the server reads at run time', () => {
    for (const dir of ['dist', 'public', 'node_modules', 'content']) expect(dockerfile).toContain(`/app/${dir} ./${dir}`);
  });
});
