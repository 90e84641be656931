import type { ShopContext } from '@shop/domain';
import { databaseTargets, type TestDatabase } from '@shop/db/testing';
import { CartExternalIdTakenError, CartLineRefusedError, CartVersionConflictError } from '../src/cart.port';
import { EmbeddedCartAdapter } from '../src/embedded/carts/embedded-cart.adapter';
import { EmbeddedCustomerAdapter } from '../src/embedded/customers/embedded-customer.adapter';
import { contextOfLogin, employeeActingAs, otherCustomerOf } from './support/shop-contexts';

jest.setTimeout(60_000);

interface EventRow {
  action: string;
  contact_id: string;
  employee_id: string | null;
}

describe.each(databaseTargets())('carts on $name (decision 0036)', ({ start }) => {
  let database: TestDatabase;
  let adapter: EmbeddedCartAdapter;
  let customers: EmbeddedCustomerAdapter;
  let purchaser: ShopContext;
  let otherCustomer: ShopContext;
  let otherTenant: ShopContext;
  let employee: ShopContext;
  let skus: string[];
  let foreignSku: string;

  const keyOf = (ctx: ShopContext, suffix = '') =>
    `${ctx.mandantCode}-${ctx.customer!.customerNo}-${ctx.contact!.contactNo}${suffix}`;
  const events = (cartId: string) =>
    database.db.query<EventRow>(
      'select action, contact_id, employee_id from cart_event where cart_id = $1 order by id',
      [cartId],
    );

  beforeAll(async () => {
    database = await start({ seeded: { scale: 0.05 } });
    adapter = new EmbeddedCartAdapter(database.db);
    customers = new EmbeddedCustomerAdapter(database.db);
    purchaser = await contextOfLogin(customers, 'de-at', 'purchaser@20hhat.example');
    otherCustomer = await otherCustomerOf(customers, purchaser);
    otherTenant = await contextOfLogin(customers, 'de-de', 'purchaser@30hhde.example');
    employee = await employeeActingAs(database.db, purchaser);
    skus = (
      await database.db.query<{ sku: string }>(
        "select sku from product where mandant_code = '20HHAT' order by sku limit 3",
      )
    ).map((row) => row.sku);
    foreignSku = (await database.db.one<{ sku: string }>(
      `select sku from product where mandant_code = '30HHDE'
          and sku not in (select sku from product where mandant_code = '20HHAT') limit 1`,
    ))!.sku;
  });

  afterAll(async () => {
    await database?.stop();
  });

  it("creates the key's Active cart once, even when asked twice at the same time, and records who", async () => {
    const key = keyOf(purchaser, '-once');
    const [a, b] = await Promise.all([
      adapter.getActiveCart(purchaser, key),
      adapter.getActiveCart(purchaser, key),
    ]);
    expect(a.id).toBe(b.id);
    expect(a).toMatchObject({
      key,
      version: 1,
      state: 'Active',
      processStatus: 'None',
      lines: [],
      shippingAgent: 'INNER',
    });
    expect((await adapter.getActiveCart(purchaser, key)).id).toBe(a.id);
    expect(await events(a.id)).toEqual([
      { action: 'created', contact_id: purchaser.contact!.id, employee_id: null },
    ]);
  });

  it('adds, sets and removes lines; each write moves the version on', async () => {
    const cart = await adapter.getActiveCart(purchaser, keyOf(purchaser, '-lines'));
    const [a, b] = skus;
    const v2 = await adapter.changeLines(purchaser, cart.id, 1, [
      { sku: a, quantity: 2, mode: 'add' },
      { sku: b, quantity: 1, mode: 'add' },
    ]);
    expect(v2).toMatchObject({ version: 2 });
    expect(v2!.lines.map((line) => [line.sku, line.quantity])).toEqual([
      [a, 2],
      [b, 1],
    ]);
    const v3 = await adapter.changeLines(purchaser, cart.id, 2, [
      { sku: a, quantity: 3, mode: 'add' },
      { sku: b, quantity: 0, mode: 'set' },
    ]);
    expect(v3!.version).toBe(3);
    expect(v3!.lines.map((line) => [line.sku, line.quantity])).toEqual([[a, 5]]);
  });

  it('applies the changes of one write in their order, a sku named twice included, capped at the largest quantity', async () => {
    const cart = await adapter.getActiveCart(purchaser, keyOf(purchaser, '-order'));
    const [a, b, c] = skus;
    await adapter.changeLines(purchaser, cart.id, 1, [{ sku: b, quantity: 9, mode: 'add' }]);
    const after = await adapter.changeLines(purchaser, cart.id, 2, [
      { sku: a, quantity: 2, mode: 'add' },
      { sku: a, quantity: 3, mode: 'add' },
      { sku: a, quantity: 1, mode: 'set' },
      { sku: a, quantity: 4, mode: 'add' },
      { sku: b, quantity: 0, mode: 'set' },
      { sku: b, quantity: 2, mode: 'add' },
      { sku: c, quantity: 99_990, mode: 'add' },
      { sku: c, quantity: 20, mode: 'add' },
    ]);
    expect(after!.version).toBe(3);
    expect(Object.fromEntries(after!.lines.map((line) => [line.sku, line.quantity]))).toEqual({
      [a]: 5,
      [b]: 2,
      [c]: 99_999,
    });
    expect((await events(cart.id)).map((event) => event.action)).toEqual([
      'created',
      'lines-changed',
      'lines-changed',
    ]);
  });

  it('locks a cart for one actor at a time, without moving its version (decision 0041)', async () => {
    const cart = await adapter.getActiveCart(purchaser, keyOf(purchaser, '-lock'));
    const taken = (await adapter.setLock(purchaser, cart.id, true, 10))!;
    expect(taken).toMatchObject({
      version: cart.version,
      lockedBy: purchaser.contact!.id,
      lockedByName: `${purchaser.contact!.firstName} ${purchaser.contact!.lastName}`,
    });
    const minutesLeft = (Date.parse(taken.lockedUntil!) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
    // The employee acting as the same contact is another actor: the lock holds it off.
    expect(await adapter.setLock(employee, cart.id, true, 10)).toMatchObject({
      lockedBy: purchaser.contact!.id,
    });
    expect(await adapter.setLock(employee, cart.id, false, 10)).toMatchObject({
      lockedBy: purchaser.contact!.id,
    });
    for (const stranger of [otherCustomer, otherTenant])
      expect(await adapter.setLock(stranger, cart.id, true, 10)).toBeNull();
    expect(await adapter.setLock(purchaser, cart.id, false, 10)).toMatchObject({
      lockedBy: null,
      lockedUntil: null,
      lockedByName: null,
      version: cart.version,
    });
    // An expired lock holds nobody off.
    await adapter.setLock(purchaser, cart.id, true, 0);
    expect(await adapter.setLock(employee, cart.id, true, 10)).toMatchObject({
      lockedBy: `employee:${employee.employee!.id}`,
      lockedByName: employee.employee!.name,
    });
  });

  it('refuses a stale version with the current cart, and changes nothing', async () => {
    const cart = await adapter.getActiveCart(purchaser, keyOf(purchaser, '-stale'));
    await adapter.changeLines(purchaser, cart.id, 1, [{ sku: skus[0], quantity: 1, mode: 'add' }]);
    const refusal = await adapter
      .changeLines(purchaser, cart.id, 1, [{ sku: skus[1], quantity: 7, mode: 'add' }])
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CartVersionConflictError);
    expect((refusal as CartVersionConflictError).current).toMatchObject({ version: 2 });
    expect((await adapter.getCart(purchaser, cart.id))!.lines.map((line) => line.sku)).toEqual([skus[0]]);
  });

  it('lets exactly one of ten concurrent writes at one version through (no lost update)', async () => {
    const cart = await adapter.getActiveCart(purchaser, keyOf(purchaser, '-race'));
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        adapter.changeLines(purchaser, cart.id, 1, [{ sku: skus[0], quantity: i + 1, mode: 'set' }]),
      ),
    );
    const done = results.filter((result) => result.status === 'fulfilled');
    expect(done).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 'rejected' && r.reason instanceof CartVersionConflictError),
    ).toHaveLength(9);
    const after = (await adapter.getCart(purchaser, cart.id))!;
    expect(after.version).toBe(2);
    expect(after.lines[0].quantity).toBe(
      (done[0] as PromiseFulfilledResult<{ lines: { quantity: number }[] }>).value.lines[0].quantity,
    );
  });

  it("never shows or changes another customer's or another tenant's cart", async () => {
    const cart = await adapter.getActiveCart(purchaser, keyOf(purchaser, '-private'));
    for (const stranger of [otherCustomer, otherTenant]) {
      expect(await adapter.getCart(stranger, cart.id)).toBeNull();
      expect(
        await adapter.changeLines(stranger, cart.id, 1, [{ sku: skus[0], quantity: 1, mode: 'add' }]),
      ).toBeNull();
      const listed = await adapter.listCarts(stranger, {
        page: 1,
        limit: 50,
        sorting: 'lastModifiedAt',
        direction: 'DESC',
      });
      expect(listed.items.map((item) => item.id)).not.toContain(cart.id);
    }
    expect((await adapter.getCart(purchaser, cart.id))!).toMatchObject({ version: 1, lines: [] });
    const own = await adapter.listCarts(purchaser, {
      page: 1,
      limit: 50,
      sorting: 'lastModifiedAt',
      direction: 'DESC',
    });
    expect(own.items.map((item) => item.id)).toContain(cart.id);
    expect(own.items.every((item) => item.customerId === purchaser.customer!.id)).toBe(true);
  });

  it('refuses a sku the tenant does not sell, and changes nothing', async () => {
    const cart = await adapter.getActiveCart(purchaser, keyOf(purchaser, '-foreign-sku'));
    const refusal = await adapter
      .changeLines(purchaser, cart.id, 1, [
        { sku: skus[0], quantity: 1, mode: 'add' },
        { sku: foreignSku, quantity: 1, mode: 'add' },
      ])
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CartLineRefusedError);
    expect((refusal as CartLineRefusedError).sku).toBe(foreignSku);
    expect(await adapter.getCart(purchaser, cart.id)).toMatchObject({ version: 1, lines: [] });
  });

  it('records the employee acting as the contact', async () => {
    const cart = await adapter.getActiveCart(employee, `h-${keyOf(purchaser)}`);
    expect(cart.ownerEmployeeId).toBe(employee.employee!.id);
    await adapter.changeLines(employee, cart.id, 1, [{ sku: skus[0], quantity: 1, mode: 'add' }]);
    expect(await events(cart.id)).toEqual([
      { action: 'created', contact_id: purchaser.contact!.id, employee_id: employee.employee!.id },
      { action: 'lines-changed', contact_id: purchaser.contact!.id, employee_id: employee.employee!.id },
    ]);
  });

  it('changes the order details at a version, leaves out what is not named, and clears with null', async () => {
    const cart = await adapter.getActiveCart(purchaser, keyOf(purchaser, '-details'));
    const address = {
      firstName: 'Eva',
      lastName: 'Nováková',
      streetName: 'Hauptstraße 1',
      postalCode: '1010',
      city: 'Wien',
      country: 'AT',
    };
    const changed = await adapter.changeDetails(purchaser, cart.id, 1, {
      customerIdentifier: 'PO-4711',
      shippingAgent: 'DPD',
      shippingAddress: address,
    });
    expect(changed).toMatchObject({
      version: 2,
      customerIdentifier: 'PO-4711',
      customerComment: null,
      shippingAgent: 'DPD',
      shippingAddress: address,
    });
    const stale = await adapter
      .changeDetails(purchaser, cart.id, 1, { customerComment: 'lost?' })
      .catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(CartVersionConflictError);
    const cleared = await adapter.changeDetails(purchaser, cart.id, 2, { shippingAddress: null });
    expect(cleared).toMatchObject({ version: 3, customerIdentifier: 'PO-4711', shippingAddress: null });
    expect(await adapter.changeDetails(otherCustomer, cart.id, 3, { customerComment: 'x' })).toBeNull();
    expect(await adapter.changeDetails(otherTenant, cart.id, 3, { customerComment: 'x' })).toBeNull();
    expect((await adapter.getCart(purchaser, cart.id))!.customerComment).toBeNull();
  });

  it("keeps another system's id and time, and an essence list date; an id names one cart of a customer (decision 0044)", async () => {
    const cart = await adapter.getActiveCart(purchaser, keyOf(purchaser, '-external'));
    const referenced = (await adapter.changeDetails(purchaser, cart.id, cart.version, {
      externalReference: { externalId: 'SCAN-0042', customCreatedAt: '2026-11-25T08:15:00.000Z' },
      essenceListDate: '2026-11-01',
    }))!;
    expect(referenced).toMatchObject({
      version: cart.version + 1,
      externalId: 'SCAN-0042',
      customCreatedAt: '2026-11-25T08:15:00.000Z',
      essenceListDate: '2026-11-01',
      deleteDaysAfterLastModification: 90,
    });
    const other = await adapter.getActiveCart(purchaser, keyOf(purchaser, '-external-2'));
    const taken = await adapter
      .changeDetails(purchaser, other.id, other.version, {
        externalReference: { externalId: 'SCAN-0042', customCreatedAt: '2026-11-25T08:15:00.000Z' },
      })
      .catch((error: unknown) => error);
    expect(taken).toBeInstanceOf(CartExternalIdTakenError);
    expect((await adapter.getCart(purchaser, other.id))!).toMatchObject({
      version: other.version,
      externalId: null,
    });
    // Another customer's carts have ids of their own.
    const theirs = await adapter.getActiveCart(otherCustomer, keyOf(otherCustomer, '-external'));
    expect(
      await adapter.changeDetails(otherCustomer, theirs.id, theirs.version, {
        externalReference: { externalId: 'SCAN-0042', customCreatedAt: '2026-11-25T08:15:00.000Z' },
      }),
    ).toMatchObject({ externalId: 'SCAN-0042' });
    const cleared = await adapter.changeDetails(purchaser, cart.id, referenced.version, {
      externalReference: null,
      essenceListDate: null,
    });
    expect(cleared).toMatchObject({ externalId: null, customCreatedAt: null, essenceListDate: null });
  });

  it('creates a new Active cart: the old one is Saved when it has lines, deleted when empty', async () => {
    const key = keyOf(purchaser, '-several');
    const first = await adapter.getActiveCart(purchaser, key);
    await adapter.changeLines(purchaser, first.id, 1, [{ sku: skus[0], quantity: 2, mode: 'add' }]);
    const second = await adapter.createCart(purchaser, key);
    expect(second).toMatchObject({ state: 'Active', lines: [] });
    expect(await adapter.getCart(purchaser, first.id)).toMatchObject({ state: 'Saved', version: 3 });
    expect((await adapter.getActiveCart(purchaser, key)).id).toBe(second.id);

    // The empty Active cart is not kept when yet another one is created.
    const third = await adapter.createCart(purchaser, key);
    expect(await adapter.getCart(purchaser, second.id)).toBeNull();

    // Switching back: the Saved cart is Active again, the one with lines it replaces is Saved.
    await adapter.changeLines(purchaser, third.id, 1, [{ sku: skus[1], quantity: 1, mode: 'add' }]);
    const back = await adapter.activateCart(purchaser, key, first.id);
    expect(back).toMatchObject({ id: first.id, state: 'Active', version: 4 });
    expect(await adapter.getCart(purchaser, third.id)).toMatchObject({ state: 'Saved' });
    expect((await events(first.id)).map((event) => event.action)).toEqual([
      'created',
      'lines-changed',
      'saved',
      'activated',
    ]);
  });

  it("switches only to the key's own carts, and never to another customer's or tenant's", async () => {
    const key = keyOf(purchaser, '-switch');
    const own = await adapter.getActiveCart(purchaser, key);
    await adapter.changeLines(purchaser, own.id, 1, [{ sku: skus[0], quantity: 1, mode: 'add' }]);
    await adapter.createCart(purchaser, key);
    expect(await adapter.activateCart(purchaser, keyOf(purchaser, '-other-key'), own.id)).toBeNull();
    expect(await adapter.activateCart(otherCustomer, key, own.id)).toBeNull();
    expect(await adapter.activateCart(otherTenant, key, own.id)).toBeNull();
    expect(await adapter.getCart(purchaser, own.id)).toMatchObject({ state: 'Saved' });
  });

  it('deletes a cart at its version only, and only for its customer', async () => {
    const cart = await adapter.getActiveCart(purchaser, keyOf(purchaser, '-delete'));
    await adapter.changeLines(purchaser, cart.id, 1, [{ sku: skus[0], quantity: 1, mode: 'add' }]);
    expect(await adapter.deleteCart(otherCustomer, cart.id, 2)).toBe(false);
    expect(await adapter.deleteCart(otherTenant, cart.id, 2)).toBe(false);
    const stale = await adapter.deleteCart(purchaser, cart.id, 1).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(CartVersionConflictError);
    expect(await adapter.getCart(purchaser, cart.id)).not.toBeNull();
    expect(await adapter.deleteCart(purchaser, cart.id, 2)).toBe(true);
    expect(await adapter.getCart(purchaser, cart.id)).toBeNull();
    // Who deleted it stays on record.
    expect((await events(cart.id)).map((event) => event.action)).toEqual([
      'created',
      'lines-changed',
      'deleted',
    ]);
  });
});
