import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSite } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { LeadStore } from '../../server/leads/lead-store';
import { openServices } from '../../server/services';
import { createLogger } from '../../server/logger';

export const SITE_URL = 'https://www.northwind-edi.example';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export const tempDir = (prefix = 'nw-test-') => mkdtempSync(join(tmpdir(), prefix));

/** The app as production serves it (built assets from dist/), with its own data dir, logging into `logs`. */
/** The services of a test app (config on its defaults plus `env`), logging into `lines`. */
export function testServices(env: Record<string, string> = {}, openStore?: () => LeadStore, lines: string[] = []) {
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  const config = loadConfig({
    SITE_URL,
    DEMO_URL: 'https://demo.example/book',
    APP_URL: 'https://app.example',
    DATA_DIR: tempDir(),
    ...env,
  });
  return openServices(config, logger, openStore ? { openStore } : {});
}

export function testApp(env: Record<string, string> = {}, openStore?: () => LeadStore) {
  const lines: string[] = [];
  const services = testServices(env, openStore, lines);
  const { readiness, leads, inspections, config } = services;
  return { app: createSite(services), readiness, leads, inspections, config, logs: lines };
}

/** Attribute values of every <script> tag that a browser would execute (not JSON-LD data blocks). */
export function executableScripts(html: string): { nonce: string | undefined; tag: string }[] {
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag))
    .map((tag) => ({ tag, nonce: /\bnonce="([^"]*)"/.exec(tag)?.[1] }));
}

export const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
export const metaOf = (html: string, name: string) =>
  new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];

/** Text as React escapes it in HTML. */
export const esc = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;')
    .replace(/"/g, '&quot;');

/** Every JSON-LD block of a page, parsed. */
export const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
