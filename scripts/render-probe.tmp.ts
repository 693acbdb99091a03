import { createServer } from 'node:http';
import { Writable } from 'node:stream';
import { loadConfig } from '../server/config';
import { createLogger } from '../server/logger';
import { openServices } from '../server/services';
import { createSite } from '../server/app';

const config = loadConfig({ DATA_DIR: '/tmp/rb', PAGE_CACHE_TTL_S: '0', LOG_LEVEL: 'warn' });
const services = openServices(config, createLogger('warn'));
const site = createSite(services);
const server = createServer(site).listen(4656, async () => {
  const path = process.argv[2] ?? '/faq?q=edi';
  const n = Number(process.argv[3] ?? 200);
  for (let i = 0; i < 20; i++) await (await fetch(`http://127.0.0.1:4656${path}`)).text();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < n; i++) await (await fetch(`http://127.0.0.1:4656${path}`, { headers: { 'accept-encoding': 'identity' } })).text();
  const cpu = process.cpuUsage(cpu0);
  console.log(path, 'wall ms/req', ((performance.now() - t0) / n).toFixed(2), 'cpu ms/req', ((cpu.user + cpu.system) / 1000 / n).toFixed(2));
  server.close(); process.exit(0);
});
void Writable;
