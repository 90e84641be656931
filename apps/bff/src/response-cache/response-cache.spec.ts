import { createHmac } from 'node:crypto';
import { buildSchema, parse, type OperationDefinitionNode } from 'graphql';
import { isCacheableRead } from './cacheable-read';
import { ENTRY_OVERHEAD_BYTES, ResponseCache, type ResponseCacheOptions } from './response-cache';
import { LocalSessionStore, SessionCache, signedSessionId, userKeyOf } from './session-cache';

describe('ResponseCache', () => {
  let now = 1000;
  /** Room for 8 entries of 10 bytes under a one-letter key and no headers. */
  const ENTRY = ENTRY_OVERHEAD_BYTES + 10 + 1;
  const cache = (options: Partial<ResponseCacheOptions> = {}) =>
    new ResponseCache({ ttlMs: 100, maxBytes: 8 * ENTRY, ...options }, () => now);
  const bytes = (n: number) => Buffer.alloc(n, 'x');

  it('serves an answer until its TTL and forgets everything on a bump', () => {
    const c = cache();
    expect(c.set('a', bytes(5), { 'content-type': 'application/json' }, c.generation)).toBe(true);
    expect(c.get('a')?.headers).toEqual({ 'content-type': 'application/json' });
    now += 99;
    expect(c.get('a')).toBeDefined();
    now += 1;
    expect(c.get('a')).toBeUndefined();
    c.set('b', bytes(5), {}, c.generation);
    c.bump();
    expect(c.get('b')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('refuses an answer computed before a bump, and one too big for it', () => {
    const c = cache();
    const started = c.generation;
    c.bump();
    expect(c.set('a', bytes(5), {}, started)).toBe(false);
    expect(c.set('a', bytes(ENTRY + 1), {}, c.generation)).toBe(false);
  });

  it('drops the oldest answers beyond its bytes, counting keys, headers and each entry', () => {
    const c = cache({ maxEntries: 100 });
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) c.set(key, bytes(10), {}, c.generation);
    expect(c.get('a')).toBeUndefined();
    expect(c.get('i')).toBeDefined();
    expect([c.size, c.storedBytes]).toEqual([8, 8 * ENTRY]);
    // A long key and headers count too: this one takes the room of two.
    c.set('j'.repeat(ENTRY - 10 - 20), bytes(10), { etag: '"x"'.padEnd(20 - 4, 'x') }, c.generation);
    expect(c.size).toBe(7);
    expect(c.storedBytes).toBeLessThanOrEqual(8 * ENTRY);
  });

  it('holds no more answers than its entry limit, however small they are', () => {
    const c = cache({ maxBytes: 1024 * 1024, maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd']) c.set(key, bytes(1), {}, c.generation);
    expect(c.size).toBe(3);
    expect(c.get('a')).toBeUndefined();
    // Without a limit given: one answer per 2 KiB of its bytes.
    const d = cache({ maxBytes: 64 * 1024 });
    for (let i = 0; i < 100; i++) d.set(`k${i}`, bytes(1), {}, d.generation);
    expect(d.size).toBe(32);
  });

  it('lets expired answers go without being read: when a new one is stored, and on sweep', () => {
    const c = cache({ maxEntries: 100 });
    c.set('a', bytes(10), {}, c.generation);
    c.set('b', bytes(10), {}, c.generation);
    now += 60;
    c.set('c', bytes(10), {}, c.generation);
    now += 40;
    c.set('d', bytes(10), {}, c.generation);
    expect(c.size).toBe(2);
    now += 60;
    c.sweep();
    expect([c.size, c.storedBytes]).toEqual([1, ENTRY]);
    now += 40;
    c.sweep();
    expect([c.size, c.storedBytes]).toEqual([0, 0]);
  });
});

describe('isCacheableRead', () => {
  const schema = buildSchema(`
    type Query { products: ProductList  me: Me  custPrice1Units: [CustPrice1Unit] }
    type ProductList { items: [Product] }
    type Product { sku: String  price: Money  mainVariant: Variant }
    type Variant { sku: String  prices: [VariantPrice]  images: [String] }
    type VariantPrice { price: Money }
    type CustPrice1Unit { sku: String price: Money }
    type Money { centAmount: Int }
    type Me { role: String }
    type Mutation { createCart: String }
  `);
  const verdict = (source: string) => {
    const document = parse(source);
    return isCacheableRead(schema, document, document.definitions[0] as OperationDefinitionNode);
  };

  it('takes catalogue and price reads, with fragments and __typename', () => {
    expect(verdict('{ products { items { sku price { centAmount } } } }')).toBe(true);
    expect(
      verdict('query { products { ...P __typename } } fragment P on ProductList { items { sku } }'),
    ).toBe(true);
    expect(verdict('{ custPrice1Units { sku price { centAmount } } }')).toBe(true);
    expect(verdict('{ products { items { mainVariant { images prices { price { centAmount } } } } } }')).toBe(
      true,
    );
  });

  it('refuses anything else: other root fields, introspection, mutations, unknown directives', () => {
    expect(verdict('{ products { items { sku } } me { role } }')).toBe(false);
    expect(verdict('{ __schema { queryType { name } } }')).toBe(false);
    expect(verdict('mutation { createCart }')).toBe(false);
    expect(verdict('{ products @live { items { sku } } }')).toBe(false);
  });
});

describe('sessions', () => {
  const secret = 'a-session-secret-of-the-test';
  const signed = (sid: string) =>
    `s:${sid}.${createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '')}`;

  it('reads the id of a correctly signed cookie only', () => {
    const cookie = `a=1; shop.sid=${encodeURIComponent(signed('abc-123'))}; b=2`;
    expect(signedSessionId(cookie, 'shop.sid', secret)).toBe('abc-123');
    expect(signedSessionId(cookie, 'shop.sid', 'another-secret-entirely')).toBeNull();
    expect(signedSessionId(`xshop.sid=${encodeURIComponent(signed('abc'))}`, 'shop.sid', secret)).toBeNull();
    expect(signedSessionId('shop.sid=abc', 'shop.sid', secret)).toBeNull();
    expect(signedSessionId(undefined, 'shop.sid', secret)).toBeNull();
  });

  it('keys users by all they are, guests alike', () => {
    expect(userKeyOf(undefined)).toBe('guest');
    expect(userKeyOf({ customer: { id: '1' } })).not.toBe(userKeyOf({ customer: { id: '2' } }));
    expect(userKeyOf({ customer: { id: '1' } })).toBe(userKeyOf({ customer: { id: '1' } }));
  });

  it('answers a session it read lately without asking Redis, until it ages or changes', () => {
    let now = 0;
    const cache = new SessionCache(5000, () => now);
    const data = { cookie: { originalMaxAge: 1 }, user: { email: 'a@example.com' } };
    const inner = {
      get: jest.fn((_sid: string, cb: (e: unknown, s?: unknown) => void) => cb(undefined, data)),
      set: jest.fn((_sid: string, _s: unknown, cb?: (e?: unknown) => void) => cb?.()),
      destroy: jest.fn((_sid: string, cb?: (e?: unknown) => void) => cb?.()),
    };
    const changed = jest.fn();
    const store = new LocalSessionStore(inner as never, cache, { changed });
    const read = () => new Promise((resolve) => store.get('s1', (_e, s) => resolve(s)));
    return (async () => {
      expect(await read()).toEqual(data);
      expect(await read()).toEqual(data);
      expect(inner.get).toHaveBeenCalledTimes(1);
      expect(cache.peek('s1')?.userKey).toBe(userKeyOf(data.user));
      now = 5000;
      await read();
      expect(inner.get).toHaveBeenCalledTimes(2);
      store.destroy('s1');
      expect(cache.peek('s1')).toBeUndefined();
      expect(changed).toHaveBeenCalledWith('s1');
    })();
  });
});
