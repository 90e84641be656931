import {
  isCartDueForDeletion,
  orderTotalsOf,
  type CartProcessStatus,
  type CartState,
  type ShopContext,
} from '@shop/domain';
import { databaseTargets, type TestDatabase } from '@shop/db/testing';
import { EmbeddedCartHousekeeping } from '../src/embedded/carts/embedded-cart-housekeeping';
import { EmbeddedOrderAdapter } from '../src/embedded/orders/embedded-order.adapter';
import { EmbeddedCustomerAdapter } from '../src/embedded/customers/embedded-customer.adapter';
import { contextOfLogin, employeeActingAs } from './support/shop-contexts';

jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60 * 1000;

interface TestCart {
  /** Days since its last modification. */
  age: number;
  days?: number;
  state?: CartState;
  processStatus?: CartProcessStatus;
  employee?: boolean;
}

interface CartRow {
  id: string;
  last_modified_at: Date;
  delete_days_after_last_modification: number;
  process_status: CartProcessStatus;
  state: CartState;
}

interface EventRow {
  cart_id: string;
  mandant_code: string;
  customer_id: string;
  action: string;
  contact_id: string;
  employee_id: string | null;
  details: Record<string, unknown>;
}

describe.each(databaseTargets())('cart housekeeping on $name (decision 0039)', ({ start }) => {
  let database: TestDatabase;
  let commerce: EmbeddedOrderAdapter;
  let customers: EmbeddedCustomerAdapter;
  let housekeeping: EmbeddedCartHousekeeping;
  let austria: ShopContext;
  let germany: ShopContext;
  let employee: ShopContext;
  const skus = new Map<string, string[]>();
  let made = 0;

  /** A cart of ctx's contact with two lines, last modified `age` days ago; its id. */
  async function cartOf(ctx: ShopContext, cart: TestCart): Promise<string> {
    made += 1;
    const id = `cart-housekeeping-${String(made).padStart(3, '0')}`;
    const acting = cart.employee ? employee.employee!.id : null;
    await database.db.query(
      `insert into cart (id, mandant_code, customer_id, key, owner_contact_id, owner_employee_id, created_by,
         state, process_status, delete_days_after_last_modification)
       values ($1, $2, $3, $4, $5, $6, $5, $7, $8, $9)`,
      [
        id,
        ctx.mandantCode,
        ctx.customer!.id,
        `${ctx.mandantCode}-housekeeping-${made}`,
        ctx.contact!.id,
        acting,
        cart.state ?? 'Saved',
        cart.processStatus ?? 'None',
        cart.days ?? 90,
      ],
    );
    for (const sku of skus.get(ctx.mandantCode)!)
      await database.db.query(
        `insert into cart_line (cart_id, mandant_code, line_key, sku, quantity) values ($1, $2, $3, $3, 1)`,
        [id, ctx.mandantCode, sku],
      );
    await age(id, cart.age);
    return id;
  }

  const age = (id: string, days: number) =>
    database.db.query(`update cart set last_modified_at = $2 where id = $1`, [
      id,
      new Date(Date.now() - days * DAY_MS),
    ]);

  /** Orders a fresh Active cart of ctx through the order port, then ages it; the cart id and order number. */
  async function orderedCart(ctx: ShopContext, days: number): Promise<{ id: string; orderNumber: string }> {
    const id = await cartOf(ctx, { age: 0, state: 'Active' });
    const lines = skus.get(ctx.mandantCode)!.map((sku) => ({
      sku,
      name: sku,
      quantity: 1,
      unitPrice: { centAmount: 100, currency: 'EUR' },
      linePrice: { centAmount: 100, currency: 'EUR' },
    }));
    const placed = await commerce.placeOrder(ctx, {
      cartId: id,
      expectedVersion: 1,
      employeeNo: null,
      customLineItem: null,
      shippingAddress: {
        firstName: 'Anna',
        lastName: 'Gruber',
        streetName: 'Ringstraße 5',
        postalCode: '1010',
        city: 'Wien',
        country: 'AT',
      },
      taxPercent: 20,
      totals: orderTotalsOf([100, 100], 20, 'EUR'),
      lines,
    });
    await age(id, days);
    return { id, orderNumber: placed!.order.orderNumber };
  }

  const cartsOf = (ids: string[]) =>
    database.db.query<CartRow>(
      `select id, last_modified_at, delete_days_after_last_modification, process_status, state
         from cart where id = any($1::text[]) order by id`,
      [ids],
    );
  const remaining = async (ids: string[]) => (await cartsOf(ids)).map((row) => row.id);
  const linesOf = async (ids: string[]) =>
    (
      await database.db.query<{ cart_id: string }>(
        'select distinct cart_id from cart_line where cart_id = any($1::text[]) order by cart_id',
        [ids],
      )
    ).map((row) => row.cart_id);
  const deletedEvents = (ids: string[]) =>
    database.db.query<EventRow>(
      `select cart_id, mandant_code, customer_id, action, contact_id, employee_id, details
         from cart_event where cart_id = any($1::text[]) and action = 'deleted' order by cart_id`,
      [ids],
    );

  beforeAll(async () => {
    database = await start({ seeded: { scale: 0.05 } });
    commerce = new EmbeddedOrderAdapter(database.db);
    customers = new EmbeddedCustomerAdapter(database.db);
    housekeeping = new EmbeddedCartHousekeeping(database.db);
    austria = await contextOfLogin(customers, 'de-at', 'purchaser@20hhat.example');
    germany = await contextOfLogin(customers, 'de-de', 'purchaser@30hhde.example');
    employee = await employeeActingAs(database.db, austria);
    for (const mandantCode of [austria.mandantCode, germany.mandantCode]) {
      const rows = await database.db.query<{ sku: string }>(
        'select sku from product where mandant_code = $1 order by sku limit 2',
        [mandantCode],
      );
      skus.set(
        mandantCode,
        rows.map((row) => row.sku),
      );
    }
  });

  afterAll(async () => {
    await database?.stop();
  });

  it('gives every cart 90 days by default and refuses less than one', async () => {
    const id = await cartOf(austria, { age: 0 });
    expect((await cartsOf([id]))[0].delete_days_after_last_modification).toBe(90);
    await expect(
      database.db.query('update cart set delete_days_after_last_modification = 0 where id = $1', [id]),
    ).rejects.toThrow(/check constraint/);
    await database.db.query('delete from cart where id = $1', [id]);
  });

  it("deletes the expired carts of every tenant with their lines, records the system's event and keeps the rest", async () => {
    const expired = {
      austrianSaved: await cartOf(austria, { age: 91 }),
      austrianShortLived: await cartOf(austria, { age: 8, days: 7 }),
      austrianActiveOfEmployee: await cartOf(austria, { age: 100, state: 'Active', employee: true }),
      austrianDeclined: await cartOf(austria, { age: 95, processStatus: 'Declined' }),
      german: await cartOf(germany, { age: 120 }),
    };
    const ordered = await orderedCart(austria, 200);
    // An approved cart is ordered and keeps its process status (Open): it waits for nobody.
    const approved = await orderedCart(austria, 200);
    await database.db.query("update cart set process_status = 'Open' where id = $1", [approved.id]);
    const kept = {
      fresh: await cartOf(austria, { age: 89 }),
      shortLivedNotYet: await cartOf(austria, { age: 6, days: 7 }),
      waitingForApproval: await cartOf(austria, { age: 400, processStatus: 'Open' }),
      changedByApprover: await cartOf(germany, { age: 400, processStatus: 'Modified' }),
    };
    const deletedIds = [...Object.values(expired), ordered.id, approved.id].sort();
    const keptIds = Object.values(kept).sort();
    const now = new Date();
    // The SQL decides as the domain rule does.
    const ruled = (await cartsOf([...deletedIds, ...keptIds])).filter((row) =>
      isCartDueForDeletion(
        {
          lastModifiedAt: row.last_modified_at,
          deleteDaysAfterLastModification: row.delete_days_after_last_modification,
          processStatus: row.process_status,
          state: row.state,
        },
        now,
      ),
    );
    expect(ruled.map((row) => row.id)).toEqual(deletedIds);

    // The seed's carts are fresh: only these are due.
    expect(await housekeeping.deleteExpiredCarts(now, 100)).toEqual({
      deleted: 7,
      byTenant: { '20HHAT': 6, '30HHDE': 1 },
    });

    expect(await remaining(deletedIds)).toEqual([]);
    expect(await linesOf(deletedIds)).toEqual([]);
    expect(await remaining(keptIds)).toEqual(keptIds);
    expect(await linesOf(keptIds)).toEqual(keptIds);
    expect(await commerce.getOrder(austria, ordered.orderNumber)).toMatchObject({
      cartId: ordered.id,
      lines: [{ quantity: 1 }, { quantity: 1 }],
    });

    const events = await deletedEvents([...deletedIds, ...keptIds]);
    expect(events.map((event) => event.cart_id)).toEqual(deletedIds);
    const ownerOf = (id: string) => (id === expired.german ? germany : austria);
    for (const event of events) {
      const owner = ownerOf(event.cart_id);
      expect(event).toMatchObject({
        mandant_code: owner.mandantCode,
        customer_id: owner.customer!.id,
        contact_id: owner.contact!.id,
        employee_id: event.cart_id === expired.austrianActiveOfEmployee ? employee.employee!.id : null,
        details: { actor: 'system', by: 'housekeeping' },
      });
    }
    expect(events.find((event) => event.cart_id === ordered.id)?.details).toMatchObject({
      state: 'Ordered',
      deleteDaysAfterLastModification: 90,
    });
    // The cart's earlier events stay next to the new one.
    const history = await database.db.query<{ action: string }>(
      'select action from cart_event where cart_id = $1 order by id',
      [ordered.id],
    );
    expect(history.map((event) => event.action)).toEqual(['ordered', 'deleted']);

    expect(await housekeeping.deleteExpiredCarts(now, 100)).toEqual({ deleted: 0, byTenant: {} });
  });

  it('deletes at most `limit` carts a call, those modified longest ago first', async () => {
    const oldest = await cartOf(germany, { age: 300 });
    const older = await cartOf(austria, { age: 200 });
    const old = await cartOf(austria, { age: 100 });
    const now = new Date();

    expect(await housekeeping.deleteExpiredCarts(now, 2)).toEqual({
      deleted: 2,
      byTenant: { '20HHAT': 1, '30HHDE': 1 },
    });
    expect(await remaining([oldest, older, old])).toEqual([old]);
    expect(await housekeeping.deleteExpiredCarts(now, 2)).toEqual({ deleted: 1, byTenant: { '20HHAT': 1 } });
    expect(await remaining([old])).toEqual([]);
    await expect(housekeeping.deleteExpiredCarts(now, 0)).rejects.toThrow(RangeError);
  });
});
