import { execFileSync } from 'node:child_process';
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { validContact } from '../fixtures/leads';
import { tempDir, testApp } from './helpers';

/**
 * DATA_DIR on a real, tiny file system (tmpfs, 2 MB) that fills up. (A read-only disk is in the
 * fault-injection suite: a busy tmpfs cannot be remounted read-only.)
 * Needs root for mount, as CI has; the fault-injection suite covers the same answers without it.
 */
const dir = tempDir('nw-full-');
const mount = (...args: string[]) => execFileSync('mount', args, { stdio: 'pipe' });

const isNoSpace = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOSPC';

/** Writes until the file system says ENOSPC, in big then small blocks, so not a page is left. */
function fill(file: string) {
  const fd = openSync(file, 'w');
  try {
    for (const size of [64 * 1024, 512]) {
      try {
        for (;;) writeSync(fd, Buffer.alloc(size, 1));
      } catch (error) {
        if (!isNoSpace(error)) throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
}

beforeAll(() => mount('-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dir));
afterAll(() => execFileSync('umount', [dir]));

it('turns /readyz 503 and leads 503 when DATA_DIR fills up, and recovers when space returns', async () => {
  const t = testApp({ DATA_DIR: dir });
  try {
    await request(t.app).post('/api/contact').send(validContact).expect(201);
    await request(t.app).get('/readyz').expect(200);

    fill(join(dir, 'filler'));
    expect((await request(t.app).get('/readyz').expect(503)).body.checks.leadStore).toBe(false);
    const full = await request(t.app).post('/api/contact').send(validContact).expect(503);
    expect(full.body.errors.form).toMatch(/cannot take messages right now/);

    rmSync(join(dir, 'filler'));
    await request(t.app).get('/readyz').expect(200);
    await request(t.app).post('/api/contact').send(validContact).expect(201);
  } finally {
    await t.leads.close();
  }
});
