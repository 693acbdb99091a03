// The benchmarks' external tools (nginx, wrk): where a command is, and Debian's packages installed when missing.
import { execFileSync } from 'node:child_process';

/**
 * Where a command is on the PATH.
 * @param {string} name
 * @returns {string | undefined}
 */
export function commandPath(name) {
  try {
    return execFileSync('sh', ['-c', 'command -v "$1"', 'sh', name], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * apt-get install, once more after an `apt-get update` when the first attempt fails (a fresh machine's
 * package lists may be empty or stale).
 * @param {string[]} packages
 */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  /** @param {string[]} args */
  const aptGet = (args) => execFileSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    aptGet(['install', '-y', '--no-install-recommends', ...packages]);
  } catch {
    aptGet(['update']);
    aptGet(['install', '-y', '--no-install-recommends', ...packages]);
  }
}
