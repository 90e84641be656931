import { planReorder } from './reorder';

const product = (attributes: Record<string, unknown> = {}) => ({ attributes });

describe('planReorder: an earlier order into a cart again', () => {
  it('adds what is sold and buyable today, and reports the rest with a reason', () => {
    const plan = planReorder(
      [
        { sku: 'A', name: 'Seife', quantity: 3 },
        { sku: 'GONE', name: 'Altes Tuch', quantity: 1 },
        { sku: 'SUCC', name: 'Vorgänger', quantity: 2 },
        { sku: 'B', name: 'Handschuhe', quantity: 10 },
      ],
      new Map([
        ['A', product()],
        ['SUCC', product({ successor_article_number: 'X-1' })],
        ['B', product()],
      ]),
    );
    expect(plan.add).toEqual([
      { sku: 'A', quantity: 3 },
      { sku: 'B', quantity: 10 },
    ]);
    expect(plan.skipped).toEqual([
      { sku: 'GONE', name: 'Altes Tuch', reason: 'error.unknown-sku' },
      { sku: 'SUCC', name: 'Vorgänger', reason: 'error.product-not-buyable' },
    ]);
  });

  it('sums lines of one product and raises them to the minimum quantity of today', () => {
    const plan = planReorder(
      [
        { sku: 'A', name: 'Seife', quantity: 2 },
        { sku: 'A', name: 'Seife', quantity: 1 },
        { sku: 'M', name: 'Karton', quantity: 2 },
      ],
      new Map([
        ['A', product()],
        ['M', product({ minimum_order_quantity: 6 })],
      ]),
    );
    expect(plan.add).toEqual([
      { sku: 'A', quantity: 3 },
      { sku: 'M', quantity: 6 },
    ]);
    expect(plan.skipped).toEqual([]);
  });
});
