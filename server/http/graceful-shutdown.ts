import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

/**
 * Stops a server without losing a request: the listening socket closes at once (new connections are refused,
 * never accepted and reset); every response from now on says `Connection: close`, so a keep-alive client's
 * next request is still answered and then its socket closes; idle sockets end at their keep-alive timeout,
 * which clients know from the `Keep-Alive` header. Resolves when the last connection has closed, or after
 * `timeoutMs`, when whatever is left is cut.
 */
export function closeGracefully(server: Server, timeoutMs: number): Promise<'drained' | 'timed out'> {
  server.prependListener('request', (_req, res) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.closeAllConnections();
      resolve('timed out');
    }, timeoutMs);
    // net.Server's close, not http.Server's: the latter also drops idle keep-alive sockets at once, racing
    // any request a client is sending on one at that moment.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(timer);
      resolve('drained');
    });
  });
}
