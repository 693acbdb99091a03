import { createServer, type RequestListener, type Server } from 'node:http';
import type { Config } from '../config';

/**
 * The public listener with its own limits: headers within HEADERS_TIMEOUT_MS, the whole request (body
 * included) within REQUEST_TIMEOUT_MS, idle keep-alive sockets closed after KEEP_ALIVE_TIMEOUT_MS, at most
 * MAX_CONNECTIONS sockets. Slow clients cannot hold sockets open.
 */
export function createHttpServer(app: RequestListener, config: Config): Server {
  const server = createServer(
    {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      // How often Node enforces the two timeouts above (its default, 30 s, would let a request run ~60 s).
      connectionsCheckingInterval: Math.min(1000, config.HEADERS_TIMEOUT_MS),
    },
    app,
  );
  server.keepAliveTimeout = config.KEEP_ALIVE_TIMEOUT_MS;
  server.maxConnections = config.MAX_CONNECTIONS;
  return server;
}
