// Where a command is on the PATH, for the benchmarks that install a Debian package when it is missing.
import { execFileSync } from 'node:child_process';

/**
 * @param {string} name
 * @returns {string | undefined}
 */
export function commandPath(name) {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}
