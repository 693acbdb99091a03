import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { standards } from '../shared/standards';

const url = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''));

const referencePattern = z
  .string()
  .refine((v) => v.includes('{code}') && /^https?:\/\/[^/]+/.test(v), 'must be an http(s) URL containing {code}');

const schema = z.object({
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(1).max(65535).default(3000),
  SITE_URL: url.default('http://localhost:3000'),
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DEMO_URL: url.default('https://meet.northwind-edi.example/demo'),
  APP_URL: url.default('https://app.northwind-edi.example'),
  /** Where each stored lead is POSTed as JSON (optional; without it leads stay in the store). */
  LEADS_WEBHOOK_URL: url.optional(),
  /** First retry delay of webhook deliveries; doubles per failure, capped at 30 s. */
  LEADS_RETRY_BASE_MS: z.coerce.number().int().min(10).max(30_000).default(1000),
  /** PostgreSQL for leads, outbox and the lead rate limit, shared by replicas; unset keeps SQLite in DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  /** How long a replica holds a claimed webhook delivery before another may take it over. */
  /** Port of the Prometheus /metrics listener (never the public port); 0 turns it off. */
  METRICS_PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(9464),
  LEADS_CLAIM_LEASE_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** Where blog posts come from: the Markdown posts under content/blog/posts, or a WordPress site. */
  BLOG_SOURCE: z.enum(['content', 'wordpress']).default('content'),
  /** The base of the WordPress REST API (…/wp-json/wp/v2); required when BLOG_SOURCE=wordpress. */
  WORDPRESS_API_URL: url.optional(),
  /**
   * Express `trust proxy`: which hops may set X-Forwarded-*. Only loopback by default, so no sidecar or
   * container neighbour can pick the client address the lead limit counts; widen it to the proxy's address.
   */
  TRUST_PROXY: z.string().default('loopback'),
  /** A client must send its request headers within this time (slow-header clients cannot hold sockets). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** And the whole request, body included, within this time; else 408 and the socket closes. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** An idle keep-alive connection is closed after this. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /** Connections beyond this many are refused at accept. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
  /** `public` serves the browser bundle's source maps under /assets; by default they stay on disk only. */
  SOURCE_MAPS: z.enum(['private', 'public']).default('private'),
  /** After SIGTERM, how long /readyz fails before the server stops accepting connections. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** After that, how long in-flight requests may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** A render that has not finished by then is aborted (the client gets what streamed so far). */
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Requests a minute per client to POST /api/edi/inspect (shared by replicas with DATABASE_URL). */
  EDI_API_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(60),
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /**
   * Worker threads that run EDI inspections (API and the inspector's no-JS post) off the request thread: by
   * default one core fewer than the machine has, so the request thread keeps a core while they work.
   */
  INSPECT_THREADS: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(Math.min(16, Math.max(1, availableParallelism() - 1))),
  /** Inspections that may wait for a thread; beyond, 503 with Retry-After. */
  INSPECT_QUEUE: z.coerce.number().int().min(0).max(256).default(16),
  /** An inspection running longer ends its thread and answers 503 (a 5 MB document takes well under 1 s). */
  INSPECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** An inspection thread idle this long ends, and the memory its last job took goes with it. */
  INSPECT_IDLE_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /**
   * How long a rendered page (canonical path, no query but tracking parameters, status 200) is kept; 0 turns it off.
   */
  PAGE_CACHE_TTL_S: z.coerce.number().int().min(0).max(3600).default(60),
  /** Memory the page cache may use (identity + brotli + gzip bytes of every kept page); 0 turns it off. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(0).max(4096).default(64),
});

const checked = schema
  .refine((c) => c.HEADERS_TIMEOUT_MS <= c.REQUEST_TIMEOUT_MS, {
    path: ['HEADERS_TIMEOUT_MS'],
    message: 'must not exceed REQUEST_TIMEOUT_MS',
  })
  // The blog's source is decided here, once: the WordPress API when chosen (and then required), else content/.
  .transform((c, ctx) => {
    if (c.BLOG_SOURCE === 'content') return { ...c, blog: { source: 'content' } as const };
    if (c.WORDPRESS_API_URL !== undefined)
      return { ...c, blog: { source: 'wordpress', apiUrl: c.WORDPRESS_API_URL } as const };
    ctx.issues.push({
      code: 'custom',
      input: c,
      path: ['WORDPRESS_API_URL'],
      message: 'is required when BLOG_SOURCE=wordpress',
    });
    return z.NEVER;
  });

/** Per-code reference pages behind the guides' previews and links ({code} is replaced): one setting per standard. */
const referenceSchema = z.object(
  Object.fromEntries(standards.map((s) => [s.referenceUrl.setting, referencePattern.default(s.referenceUrl.default)])),
);

export type Config = z.output<typeof checked> & {
  /** Per standard id, the reference-page pattern of its setting (shared/standards.ts). */
  referenceUrls: Readonly<Record<string, string>>;
};

export class ConfigError extends Error {}

/** Validates the environment once at boot; a bad value stops the process with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = checked.safeParse(present);
  const references = referenceSchema.safeParse(present);
  if (result.success && references.success) {
    const patterns: Record<string, unknown> = references.data;
    const referenceUrls = Object.fromEntries(
      standards.map((s) => [s.id, String(patterns[s.referenceUrl.setting] ?? s.referenceUrl.default)]),
    );
    return { ...result.data, referenceUrls };
  }
  const issues = [...(result.error?.issues ?? []), ...(references.error?.issues ?? [])];
  const lines = issues.map((issue) => {
    const key = issue.path.join('.');
    return `  ${key}=${JSON.stringify(env[key] ?? '')}: ${issue.message}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
