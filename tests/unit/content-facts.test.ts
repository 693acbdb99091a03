import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { integrations } from '../../content/integration-details';
import { faqCategories } from '../../content/pages/faq';
import { solutionModules } from '../../content/solution-pages';

const contentFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? contentFiles(join(dir, e.name)) : /\.(ts|md)$/.test(e.name) ? [join(dir, e.name)] : [],
  );

describe('facts an EDI practitioner checks', () => {
  it('spells the UK retail standard TRADACOMS everywhere', () => {
    const wrong = contentFiles(join(__dirname, '../../content')).filter((f) =>
      /TRADACOM(?!S)/.test(readFileSync(f, 'utf8')),
    );
    expect(wrong).toEqual([]);
  });

  it('never titles an integration "… Integration Integration"', () => {
    for (const i of integrations) expect(`${i.erpFullName} Integration`).not.toMatch(/Integration Integration/);
  });

  it('gives the D.96A directory its real size in the FAQ', () => {
    const answer = faqCategories.flatMap((c) => c.questions).find((q) => q.id === 8)?.answer ?? '';
    expect(answer).toContain('125');
    expect(answer).not.toMatch(/1[3-9]\d D\.96A/);
  });

  it('ties EN 16931 e-invoicing to INVOIC D16B, not to D.96A', async () => {
    const o2c = (await solutionModules['order-to-cash']()).default;
    const invoic = o2c.edifactTransactions.find((t) => t.code === 'INVOIC')?.description ?? '';
    expect(invoic).toContain('D16B');
    expect(invoic).not.toMatch(/meets? EU e-invoicing/i);
  });

  it('lists for HCM what employers exchange with benefit carriers, not provider eligibility or government sets', async () => {
    const hcm = (await solutionModules.hcm()).default;
    const codes = hcm.ediX12Transactions.map((t) => t.code);
    expect(codes).toEqual(expect.arrayContaining(['834', '820']));
    for (const c of ['270', '271', '540']) expect(codes).not.toContain(c);
    expect(hcm.technicalFeatures?.join(' ')).not.toMatch(/270|271/);
  });
});
