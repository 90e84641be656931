import { sumOpenPages } from './open-pages.service';

describe('sumOpenPages', () => {
  const now = 1_000_000;
  const entry = (counts: Record<string, number>, expiresAt: number) => JSON.stringify({ counts, expiresAt });

  it('sums the live processes per tenant, every tenant listed', () => {
    const { totals, expired } = sumOpenPages(
      { a: entry({ '30HHDE': 2, '20HHAT': 1 }, now + 1), b: entry({ '30HHDE': 3 }, now + 5000) },
      now,
    );
    expect(totals).toMatchObject({ '30HHDE': 5, '20HHAT': 1, '80HHCZ': 0 });
    expect(Object.keys(totals).sort()).toEqual(['20HHAT', '30HHDE', '41HHIC', '50HHSK', '57HHBG', '80HHCZ']);
    expect(expired).toEqual([]);
  });

  it('leaves out (and names for removal) processes not refreshed in time and unreadable entries', () => {
    const { totals, expired } = sumOpenPages(
      { dead: entry({ '30HHDE': 7 }, now), alive: entry({ '30HHDE': 1, XX: 4 }, now + 1), junk: '{' },
      now,
    );
    expect(totals['30HHDE']).toBe(1);
    expect(expired.sort()).toEqual(['dead', 'junk']);
  });
});
