import { planListToCart } from './shopping-list';

const product = (attributes: Record<string, unknown> = {}) => ({ attributes });
const products = new Map([
  ['A', product()],
  ['B', product()],
  ['SUCC', product({ successor_article_number: 'X-1' })],
]);
const lines = [
  { key: 'l-a', sku: 'A', name: 'Seife', quantity: 2 },
  { key: 'l-b', sku: 'B', name: 'Handschuhe', quantity: 5 },
  { key: 'l-succ', sku: 'SUCC', name: 'Vorgänger', quantity: 1 },
  { key: 'l-free', sku: null, name: 'Notiz: Eimer', quantity: 1 },
];

describe('planListToCart: a shopping list into the cart (decision 0100)', () => {
  it('adds the buyable lines with a sku and names the others with a reason', () => {
    const plan = planListToCart(lines, products);
    expect(plan.add).toEqual([
      { sku: 'A', quantity: 2 },
      { sku: 'B', quantity: 5 },
    ]);
    expect(plan.skipped).toEqual([
      { key: 'l-free', sku: null, name: 'Notiz: Eimer', reason: 'error.list-line-without-sku' },
      { key: 'l-succ', sku: 'SUCC', name: 'Vorgänger', reason: 'error.product-not-buyable' },
    ]);
  });

  it('keeps the lines outside the essence list of an essence-only customer out, and adds the rest', () => {
    const plan = planListToCart(lines, products, { onlyEssence: true, skus: ['A'] });
    expect(plan.add).toEqual([{ sku: 'A', quantity: 2 }]);
    expect(plan.skipped).toContainEqual({
      key: 'l-b',
      sku: 'B',
      name: 'Handschuhe',
      reason: 'error.essence-list-only',
    });
    expect(plan.skipped).toHaveLength(3);
  });

  it('does not restrict a customer without the flag, whatever skus its list names', () => {
    const plan = planListToCart(lines, products, { onlyEssence: false, skus: ['A'] });
    expect(plan.add.map((line) => line.sku)).toEqual(['A', 'B']);
  });
});
