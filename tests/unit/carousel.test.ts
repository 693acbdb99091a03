import { customers } from '../../content/customers';
import { pageCount, wrapPage } from '../../client/lib/carousel';

describe('logo carousel paging', () => {
  it('has ceil(n/5) pages, and at least one', () => {
    expect(pageCount(62)).toBe(13);
    expect(pageCount(60)).toBe(12);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(62, 2)).toBe(31);
  });

  it('wraps forwards and backwards', () => {
    expect(wrapPage(13, 13)).toBe(0);
    expect(wrapPage(-1, 13)).toBe(12);
    expect(wrapPage(5, 13)).toBe(5);
  });

  it('lists about 62 customers, each with a logo under its folder', () => {
    expect(customers).toHaveLength(62);
    for (const c of customers) expect(c.logo).toMatch(/^\/images\/customers\/[a-z]+\/[a-z0-9-]+\.svg$/);
    expect(new Set(customers.map((c) => c.name)).size).toBe(62);
  });
});
