import { PriceStore, type CustomerPriceData, type PriceKind } from './price-store';

const price = (sku: string, centAmount: number): CustomerPriceData => ({
  id: `cp-${sku}`,
  sku,
  channel: 'SALES_PRICE',
  price: { centAmount, currency: 'EUR' },
  tierPrices: [],
});
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function storeWith(cents: Record<string, number>) {
  const calls: [PriceKind, string[]][] = [];
  const store = new PriceStore(async (kind, skus) => {
    calls.push([kind, [...skus]]);
    return new Map(skus.filter((s) => s in cents).map((s) => [s, price(s, cents[s])]));
  });
  return { store, calls };
}

describe('PriceStore (docs/rules/states-and-rules.md price states)', () => {
  it('fetches the skus requested in one tick in ONE call per kind: loading, then loaded', async () => {
    const { store, calls } = storeWith({ A: 100, B: 200 });
    store.request(['A'], 'listing');
    store.request(['B', 'X'], 'listing');
    store.request(['A'], 'detail');
    expect(store.get('A', 'listing')).toEqual({ status: 'loading' });
    expect(store.get('C', 'listing')).toEqual({ status: 'not-requested' });
    await tick();
    expect(calls).toEqual([
      ['listing', ['A', 'B', 'X']],
      ['detail', ['A']],
    ]);
    expect(store.get('B', 'listing')).toEqual({ status: 'loaded', price: price('B', 200) });
    expect(store.get('X', 'listing')).toEqual({ status: 'loaded', price: null });
  });

  it('does not request skus again that were already requested', async () => {
    const { store, calls } = storeWith({ A: 100 });
    store.request(['A'], 'listing');
    await tick();
    store.request(['A'], 'listing');
    await tick();
    expect(calls).toHaveLength(1);
  });

  it('after clear-before-next-add, the next detail request loads detail prices afresh; listing prices stay', async () => {
    const { store, calls } = storeWith({ A: 100, B: 200 });
    store.request(['A', 'B'], 'detail');
    store.request(['A'], 'listing');
    await tick();
    store.clearDetailBeforeNextAdd();
    // Until the next detail request the shown prices stay.
    expect(store.get('B', 'detail')).toEqual({ status: 'loaded', price: price('B', 200) });
    store.request(['A'], 'detail');
    expect(store.get('B', 'detail')).toEqual({ status: 'not-requested' });
    store.request(['A'], 'listing');
    await tick();
    expect(calls).toEqual([
      ['listing', ['A']],
      ['detail', ['A', 'B']],
      ['detail', ['A']],
    ]);
    // Once: a further detail request of a loaded sku asks nothing.
    store.request(['A'], 'detail');
    await tick();
    expect(calls).toHaveLength(3);
  });

  it('refresh re-fetches all known skus, listing and detail separately, keeping the old price meanwhile', async () => {
    const cents: Record<string, number> = { A: 100, B: 200 };
    const { store, calls } = storeWith(cents);
    store.request(['A', 'B'], 'listing');
    store.request(['B'], 'detail');
    await tick();
    cents.B = 150;
    store.refresh();
    expect(store.get('B', 'listing')).toEqual({ status: 'loaded', price: price('B', 200) });
    await tick();
    expect(calls.slice(2)).toEqual([
      ['listing', ['A', 'B']],
      ['detail', ['B']],
    ]);
    expect(store.get('B', 'listing')).toEqual({ status: 'loaded', price: price('B', 150) });
    expect(store.get('B', 'detail')).toEqual({ status: 'loaded', price: price('B', 150) });
  });

  it('refreshes only the given skus when an event names them', async () => {
    const { store, calls } = storeWith({ A: 100, B: 200 });
    store.request(['A', 'B'], 'listing');
    await tick();
    store.refresh(['B', 'Z']);
    await tick();
    expect(calls[1]).toEqual(['listing', ['B']]);
  });

  it('retries a failed first load once, then shows it failed until it is asked for again (decision 0140)', async () => {
    let failures = 2;
    const calls: string[][] = [];
    const store = new PriceStore(async (_kind, skus) => {
      calls.push([...skus]);
      if (failures-- > 0) throw new Error('network');
      return new Map(skus.map((s) => [s, price(s, 1)]));
    }, 0);
    store.request(['A', 'B'], 'listing');
    await tick();
    // The automatic retry is on its way: still loading.
    expect(store.get('A', 'listing')).toEqual({ status: 'loading' });
    await tick();
    await tick();
    expect(calls).toEqual([
      ['A', 'B'],
      ['A', 'B'],
    ]);
    expect(store.get('A', 'listing')).toEqual({ status: 'failed' });
    // The shopper's retry asks again, only for what failed.
    store.request(['A'], 'listing');
    expect(store.get('A', 'listing')).toEqual({ status: 'loading' });
    await tick();
    expect(calls[2]).toEqual(['A']);
    expect(store.get('A', 'listing')).toEqual({ status: 'loaded', price: price('A', 1) });
    expect(store.get('B', 'listing')).toEqual({ status: 'failed' });
  });

  it('a retry that succeeds shows the price without a failed state in between', async () => {
    let failures = 1;
    const store = new PriceStore(async (_kind, skus) => {
      if (failures-- > 0) throw new Error('503');
      return new Map(skus.map((s) => [s, price(s, 7)]));
    }, 0);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.get('A', 'detail').status));
    store.request(['A'], 'detail');
    await tick();
    await tick();
    await tick();
    expect(store.get('A', 'detail')).toEqual({ status: 'loaded', price: price('A', 7) });
    expect(seen).not.toContain('failed');
  });

  it('a failed refresh keeps the shown price and is not retried', async () => {
    let fail = false;
    const calls: string[][] = [];
    const store = new PriceStore(async (_kind, skus) => {
      calls.push([...skus]);
      if (fail) throw new Error('network');
      return new Map(skus.map((s) => [s, price(s, 5)]));
    }, 0);
    store.request(['A'], 'listing');
    await tick();
    fail = true;
    store.refresh();
    await tick();
    await tick();
    expect(calls).toHaveLength(2);
    expect(store.get('A', 'listing')).toEqual({ status: 'loaded', price: price('A', 5) });
  });

  it('a disposed store does not retry', async () => {
    const calls: string[][] = [];
    const store = new PriceStore(async (_kind, skus) => {
      calls.push([...skus]);
      throw new Error('network');
    }, 5);
    store.request(['A'], 'listing');
    await tick();
    store.dispose();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
  });
});
