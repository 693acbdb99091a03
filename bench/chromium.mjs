// Debian's Chromium as the benchmarks launch it (CHROME_PATH points at another build): the flags these machines
// need (no sandbox, no GPU) and none of the background traffic that would land in a measurement.
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
