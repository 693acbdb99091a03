import { ConfigError, loadConfig } from '../../server/config';

describe('configuration', () => {
  it('has working defaults for every key', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATA_DIR: './data',
    });
    expect(config.DEMO_URL).toMatch(/^https:\/\//);
    expect(config.APP_URL).toMatch(/^https:\/\//);
  });

  it('drops a trailing slash from URLs', () => {
    expect(loadConfig({ SITE_URL: 'https://example.com/' }).SITE_URL).toBe('https://example.com');
  });

  it('rejects bad values with a message naming each key and value', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', SITE_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('Invalid configuration');
    expect(message).toContain('PORT="eighty"');
    expect(message).toContain('SITE_URL="not a url": must be an absolute http(s) URL');
    expect(message).toContain('LOG_LEVEL="loud"');
  });

  it('takes a postgres:// DATABASE_URL (unset keeps SQLite) and a METRICS_PORT (0 turns it off)', () => {
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
    expect(loadConfig({}).METRICS_PORT).toBe(9464);
    expect(loadConfig({ METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
    for (const url of ['postgres://u:p@db:5432/site', 'postgresql://db/site'])
      expect(loadConfig({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/site' })).toThrow(
      'DATABASE_URL="mysql://db/site": must be a postgres:// or postgresql:// URL',
    );
    expect(() => loadConfig({ DATABASE_URL: 'db:5432' })).toThrow('DATABASE_URL="db:5432"');
    expect(() => loadConfig({ METRICS_PORT: 'http' })).toThrow('METRICS_PORT="http": must be a number');
  });

  it('requires WORDPRESS_API_URL when the blog source is WordPress', () => {
    expect(() => loadConfig({ BLOG_SOURCE: 'wordpress' })).toThrow(
      'WORDPRESS_API_URL="": is required when BLOG_SOURCE=wordpress',
    );
    expect(
      loadConfig({ BLOG_SOURCE: 'wordpress', WORDPRESS_API_URL: 'https://blog.example/wp-json/wp/v2' }).BLOG_SOURCE,
    ).toBe('wordpress');
  });

  it('refuses a non-http site URL', () => {
    expect(() => loadConfig({ SITE_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
  });
});
