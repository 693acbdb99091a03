import NodeCache from 'node-cache';
import type { Logger } from 'pino';
import type { BlogPost, BlogSummary } from '../../shared/blog';
import type { BlogSource } from './sources';

const FRESH_SECONDS = 300;
const KEPT_SECONDS = 600;

export class BlogUnavailable extends Error {}

const summary = ({ content: _content, ...rest }: BlogPost): BlogSummary => rest;

/**
 * Posts from the configured source, cached: fresh for 5 minutes, a stale copy kept for 10 and served
 * (and logged) when the source fails; concurrent misses share one upstream call.
 */
export class BlogService {
  private readonly cache = new NodeCache({ useClones: false, checkperiod: 60 });
  private pending: Promise<BlogPost[]> | undefined;

  constructor(
    private readonly source: BlogSource,
    private readonly logger: Logger,
    private readonly lifetimes = { freshSeconds: FRESH_SECONDS, keptSeconds: KEPT_SECONDS },
  ) {}

  async list(): Promise<BlogSummary[]> {
    return (await this.posts()).map(summary);
  }

  async get(id: string): Promise<BlogPost | undefined> {
    return (await this.posts()).find((p) => p.id === id);
  }

  private async posts(): Promise<BlogPost[]> {
    const fresh = this.cache.get<BlogPost[]>('fresh');
    if (fresh) return fresh;
    this.pending ??= this.source
      .fetchAll()
      .then((posts) => {
        this.cache.set('fresh', posts, this.lifetimes.freshSeconds);
        this.cache.set('kept', posts, this.lifetimes.keptSeconds);
        return posts;
      })
      .catch((error: unknown) => {
        const kept = this.cache.get<BlogPost[]>('kept');
        if (kept) {
          this.logger.warn({ err: error, source: this.source.name }, 'blog source failed; serving the stale copy');
          return kept;
        }
        this.logger.error({ err: error, source: this.source.name }, 'blog source failed and no copy is kept');
        throw new BlogUnavailable('Blog source unavailable', { cause: error });
      })
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }
}
