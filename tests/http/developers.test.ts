// The API page (#30): curl examples, limits, errors, and every finding code with its own anchor, cause and fix.
import request from 'supertest';
import { findingDocs } from '../../shared/edi/rules';
import { findingCodes } from '../../shared/edi/rules/finding-codes';
import { esc, testApp } from './helpers';

describe('/developers', () => {
  const { app } = testApp();

  it('documents every finding code the engine reports, each at its own anchor', async () => {
    const html = (await request(app).get('/developers').expect(200)).text;
    const codes = Object.keys(findingCodes);
    expect(codes.filter((code) => !findingDocs[code])).toEqual([]);
    expect(Object.keys(findingDocs).filter((code) => !codes.includes(code))).toEqual([]);
    for (const code of codes) expect(html).toContain(`id="${code}"`);
    // Each card's cause and fix are in the server's HTML (the page's rows are its data: no JavaScript needed).
    const card = html.slice(html.indexOf('id="interchange-delimiters"'));
    expect(card.slice(0, card.indexOf('</section>'))).toContain(esc(findingDocs['interchange-delimiters']?.fix ?? '-'));
    expect(html).toContain('curl -s --data-binary @order.edi');
    expect(html).toContain('href="/api/openapi.json"');
  });

  it('tables what each error becomes in X12 and EDIFACT acknowledgments (#43)', async () => {
    const html = (await request(app).get('/developers').expect(200)).text;
    const table = html.slice(html.indexOf('id="acknowledgment-codes"'), html.indexOf('id="conversions"'));
    const row = (code: string) => {
      const start = table.indexOf(`href="#${code}"`);
      return table.slice(start, table.indexOf('</tr>', start)).replace(/<[^>]+>/g, ' ');
    };
    expect(row('interchange-unclosed')).toMatch(/TA1 R, TA105 023 .*UCI 4, 0085 13/);
    expect(row('group-time')).toMatch(/AK9 R without AK905 \(X12 has no code for it\)/);
    expect(row('functional-id')).toMatch(/AK5\/IK5 R, AK502 18 · 004010 997: 1/);
    expect(row('segment-not-used')).toMatch(/AK3\/IK3, AK304 2 · 999: I4 .*UCS, 0085 15/);
    expect(row('interchange-qualifier')).toMatch(/TA105 ISA01 010, ISA03 012, ISA05 005, ISA07 007/);
    // Warnings never reach an acknowledgment: they are not in the table.
    expect(table).not.toContain('href="#gs1-check-digit"');
  });
});
