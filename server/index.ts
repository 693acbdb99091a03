import { createSite } from './app';
import { ConfigError, loadConfig } from './config';
import { closeGracefully } from './http/graceful-shutdown';
import { createHttpServer } from './http/http-server';
import { createLogger } from './logger';
import { startMetricsServer } from './metrics/metrics-server';
import { routeTablePaths } from './pages/page-paths';
import { paths } from './paths';
import { readDirectoriesFromFiles } from './reference/directory-files';
import { openServices } from './services';

function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  // Directories are read one at a time from the build's files, not imported whole.
  readDirectoriesFromFiles(paths.edifactCatalogue, paths.assets);
  const services = openServices(config, logger);
  const { readiness, leads, pageCache } = services;
  const site = createSite(services);
  // The route table's pages are rendered into the cache in the background; readiness does not wait.
  if (pageCache.enabled)
    void pageCache.warm(routeTablePaths()).then((kept) => logger.debug({ kept }, 'page cache warmed'));
  if (config.METRICS_PORT) startMetricsServer(config.METRICS_PORT, logger);
  const server = createHttpServer(site, config);
  server.listen(config.PORT, () => logger.info({ port: config.PORT, siteUrl: config.SITE_URL }, 'listening'));
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'server failed to start');
    process.exit(1);
  });

  let stopping = false;
  // SIGTERM: readiness fails (the balancer stops sending), then the listener closes (new connections are
  // refused), then open connections finish their requests, then the lead store closes and the process exits.
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    readiness.beginShutdown();
    logger.info({ signal, delayMs: config.SHUTDOWN_DELAY_MS }, 'shutdown started');
    const hardStop = setTimeout(
      () => {
        logger.error('graceful shutdown timed out');
        process.exit(1);
      },
      config.SHUTDOWN_DELAY_MS + config.SHUTDOWN_TIMEOUT_MS + 2000,
    );
    hardStop.unref();
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_MS));
    const outcome = await closeGracefully(server, config.SHUTDOWN_TIMEOUT_MS);
    await leads.close();
    await services.inspections.close();
    logger.info({ outcome }, 'shutdown complete');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main();
