// The EDI API's OpenAPI 3.1 document (#30): valid by a well-kept validator, listing every /api/edi/*
// endpoint, every finding code, and reachable from any origin like the API itself.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import request from 'supertest';
import { findingCodes } from '../../shared/edi/rules/finding-codes';
import { testApp } from './helpers';

describe('GET /api/openapi.json', () => {
  const { app } = testApp();

  it('is a valid OpenAPI 3.1 document describing every /api/edi endpoint and finding code', async () => {
    const res = await request(app).get('/api/openapi.json').expect(200).expect('Content-Type', /json/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    // Validated as a client would read it: the served bytes, from a file.
    const file = join(mkdtempSync(join(tmpdir(), 'nw-openapi-')), 'openapi.json');
    writeFileSync(file, res.text);
    const api = await SwaggerParser.validate(file);
    expect('openapi' in api && api.openapi).toBe('3.1.0');
    expect(Object.keys(api.paths ?? {}).filter((p) => p.startsWith('/api/edi/'))).toEqual([
      '/api/edi/inspect',
      '/api/edi/acknowledgment',
      '/api/edi/convert',
      '/api/edi/reconcile',
    ]);
    // The conversion's curl examples are in its description, for a reader of the document alone.
    expect(res.body.paths['/api/edi/convert'].post.description).toContain('convert?to=csv');
    const finding = res.body.components.schemas.Finding.properties.code.enum;
    expect(finding).toEqual(Object.keys(findingCodes));
  });

  it('names the findings-only report (the default) and the one with every segment (segments=all)', async () => {
    const { body } = await request(app).get('/api/openapi.json').expect(200);
    const inspect = body.paths['/api/edi/inspect'].post;
    const segments = inspect.parameters.find((p: { name: string }) => p.name === 'segments');
    expect(segments.schema).toEqual({ type: 'string', enum: ['none', 'all'], default: 'none' });
    expect(inspect.responses['200'].description).toContain('findings-only');
  });

  it('lets a page on another origin call the API: preflight allowed, no credentials', async () => {
    const preflight = await request(app)
      .options('/api/edi/inspect')
      .set('Origin', 'https://partner.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type')
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const res = await request(app)
      .post('/api/edi/inspect')
      .set('Origin', 'https://partner.example')
      .set('Content-Type', 'text/plain')
      .send('ISA')
      .expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
