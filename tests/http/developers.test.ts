// The API page (#30): curl examples, limits, errors, and every finding code with its own anchor, cause and fix.
import request from 'supertest';
import { findingDocs } from '../../content/pages/developers';
import { findingCodes } from '../../shared/edi/finding-codes';
import { testApp } from './helpers';

describe('/developers', () => {
  const { app } = testApp();

  it('documents every finding code the engine reports, each at its own anchor', async () => {
    const html = (await request(app).get('/developers').expect(200)).text;
    const codes = Object.keys(findingCodes);
    expect(codes.filter((code) => !findingDocs[code])).toEqual([]);
    expect(Object.keys(findingDocs).filter((code) => !codes.includes(code))).toEqual([]);
    for (const code of codes) expect(html).toContain(`id="${code}"`);
    expect(html).toContain('curl -s --data-binary @order.edi');
    expect(html).toContain('href="/api/openapi.json"');
  });
});
