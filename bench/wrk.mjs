// wrk, the C load generator (Debian's package, installed when missing): it does not decode bodies, so it can
// keep a fast server busy where autocannon, in this Node process, becomes the limit itself.
import { execFileSync } from 'node:child_process';
import { aptInstall, commandPath } from './debian-tools.mjs';

/** The wrk binary, installed with apt-get when it is not on the PATH. */
function ensureWrk() {
  const found = commandPath('wrk');
  if (found) return found;
  console.error('wrk is missing: apt-get install -y wrk');
  aptInstall(['wrk']);
  const installed = commandPath('wrk');
  if (!installed) throw new Error('wrk is not available');
  return installed;
}

/** @param {string} text e.g. "1.25ms", "830.00us", "2.01s" */
const ms = (text) => {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
};

/**
 * One wrk run (one thread) against `url`.
 * @param {string} url
 * @param {{ seconds: number, connections: number, headers?: Record<string, string> }} options
 * @returns {{ rps: number, p50: number, p99: number, requests: number, errors: number }}
 */
export function wrkLoad(url, { seconds, connections, headers = {} }) {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const out = execFileSync(ensureWrk(), [...args, url], { encoding: 'utf8' });
  /** @param {RegExp} pattern */
  const read = (pattern) => pattern.exec(out)?.[1] ?? '';
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const failed =
    (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) +
    Number(read(/Non-2xx or 3xx responses: (\d+)/) || 0);
  return {
    rps: Number(read(/Requests\/sec:\s+([\d.]+)/)),
    p50: ms(read(/^\s+50%\s+(\S+)/m)),
    p99: ms(read(/^\s+99%\s+(\S+)/m)),
    requests: Number(read(/(\d+) requests in/)),
    errors: failed,
  };
}
