import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = 'dist/client';
const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { entry: string; entryImports: string[]; pages: Record<string, string[]> };
const gzipKb = (files: string[]) => [...new Set(files)].reduce((sum, f) => sum + gzipSync(readFileSync(join(dir, f))).length, 0) / 1024;

describe('first-load JavaScript budget (issue 2: `/` ≤ 150 KB gzip)', () => {
  it('keeps the home page within 150 KB gzip', () => {
    const kb = gzipKb([manifest.entry, ...manifest.entryImports, ...(manifest.pages['home'] ?? [])]);
    expect(kb).toBeLessThanOrEqual(150);
  });

  it('keeps the validation library out of the shell', () => {
    const shell = [manifest.entry, ...manifest.entryImports].map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    expect(shell.includes('Invalid input: expected')).toBe(false); // zod's default messages
  });
});
