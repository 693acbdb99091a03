import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import { registry } from './metrics';

/** GET /metrics in Prometheus text format on its own port, so the public listener never exposes it. */
export function startMetricsServer(port: number, logger: Logger, host = '0.0.0.0'): Server {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => {
        logger.warn({ err: error }, 'metrics collection failed');
        res.writeHead(503, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
      },
    );
  });
  server.requestTimeout = 10_000;
  server.on('error', (error) => logger.error({ err: error, port }, 'metrics listener failed'));
  server.listen(port, host, () => logger.info({ port }, 'metrics listening'));
  server.unref();
  return server;
}
