import { databaseTargets, type TestDatabase } from '@shop/db/testing';
import { shoppingListKeysOf, type ShopContext } from '@shop/domain';
import { ShoppingListVersionConflictError } from '../src/shopping-list.port';
import { EmbeddedCustomerAdapter } from '../src/embedded/customers/embedded-customer.adapter';
import { EmbeddedShoppingListAdapter } from '../src/embedded/shopping-lists/embedded-shopping-list.adapter';
import { contextOfLogin, employeeActingAs, otherCustomerOf } from './support/shop-contexts';

jest.setTimeout(90_000);

const newList = (key: string) => ({ key, name: key, slug: key.toLowerCase(), description: null, attrs: {} });

describe.each(databaseTargets())(
  'shopping lists on $name (migration 0032, decisions 0098, 0100)',
  ({ start }) => {
    let database: TestDatabase;
    let adapter: EmbeddedShoppingListAdapter;
    let purchaser: ShopContext;
    let otherCustomer: ShopContext;
    let skus: string[];

    beforeAll(async () => {
      database = await start({ seeded: { scale: 0.05 } });
      adapter = new EmbeddedShoppingListAdapter(database.db);
      const customers = new EmbeddedCustomerAdapter(database.db);
      purchaser = await contextOfLogin(customers, 'de-at', 'purchaser@20hhat.example');
      otherCustomer = await otherCustomerOf(customers, purchaser);
      skus = (
        await database.db.query<{ sku: string }>(
          "select sku from product where mandant_code = '20HHAT' order by sku limit 2",
        )
      ).map((row) => row.sku);
    });

    afterAll(async () => {
      await database?.stop();
    });

    it('creates a list once however often it is fetched, and never finds it for another customer', async () => {
      const { shoppingList: key } = shoppingListKeysOf(purchaser)!;
      const [first, second] = await Promise.all([
        adapter.getOrCreateList(purchaser, newList(key)),
        adapter.getOrCreateList(purchaser, newList(key)),
      ]);
      expect(second.id).toBe(first.id);
      expect(await adapter.getList(otherCustomer, key)).toBeNull();
      expect(
        await adapter.changeList(
          otherCustomer,
          key,
          first.version,
          { add: [{ sku: skus[0], quantity: 1 }] },
          500,
        ),
      ).toBeNull();
      expect((await adapter.getList(purchaser, key))!.lines).toEqual([]);
    });

    it('sums adds, refuses a stale version, merges with sums and empties the merged list, recording the employee', async () => {
      const employee = await employeeActingAs(database.db, purchaser);
      const keys = shoppingListKeysOf(employee)!;
      const list = await adapter.getOrCreateList(employee, newList(keys.shoppingList));
      const scan = await adapter.getOrCreateList(employee, newList(keys.scanMe));
      const added = (await adapter.changeList(
        employee,
        list.key,
        list.version,
        { add: [{ sku: skus[0], quantity: 2 }] },
        500,
      ))!;
      const summed = (await adapter.changeList(
        employee,
        list.key,
        added.version,
        { add: [{ sku: skus[0], quantity: 3 }] },
        500,
      ))!;
      expect(summed.lines.map((line) => [line.sku, line.quantity])).toEqual([[skus[0], 5]]);
      await expect(
        adapter.changeList(employee, list.key, added.version, { add: [{ sku: skus[1], quantity: 1 }] }, 500),
      ).rejects.toBeInstanceOf(ShoppingListVersionConflictError);
      const scanned = (await adapter.changeList(
        employee,
        scan.key,
        scan.version,
        {
          add: [
            { sku: skus[0], quantity: 1 },
            { sku: skus[1], quantity: 4 },
          ],
        },
        500,
      ))!;
      const merged = (await adapter.mergeLists(employee, list.key, summed.version, [scan.key], 500))!;
      expect(merged.list.lines.map((line) => [line.sku, line.quantity])).toEqual([
        [skus[0], 6],
        [skus[1], 4],
      ]);
      expect(merged.emptied).toEqual([
        expect.objectContaining({ key: scan.key, lines: [], version: scanned.version + 1 }),
      ]);
      expect(merged.list).toMatchObject({
        updatedByEmployeeId: employee.employee!.id,
        employeeId: employee.employee!.id,
      });
      const events = await database.db.query<{ action: string; employee_id: string | null }>(
        `select action, employee_id from account_event where subject_kind = 'shopping-list' and subject_id = $1 order by id`,
        [list.id],
      );
      expect(events.map((event) => event.action)).toEqual(['created', 'changed', 'changed', 'merged']);
      expect(events.every((event) => event.employee_id === employee.employee!.id)).toBe(true);
      expect(await adapter.deleteList(employee, list.key, merged.list.version)).toBe(true);
      expect(await adapter.getList(employee, list.key)).toBeNull();
    });
  },
);
