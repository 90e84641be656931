import { startPgliteTestDatabase, type TestDatabase } from '@shop/db/testing';
import { guestShopContext } from '@shop/locales';
import { EmbeddedCustomerAdapter } from '../src/embedded/customers/embedded-customer.adapter';

jest.setTimeout(60_000);

const ctxFor = guestShopContext;

describe('EmbeddedCustomerAdapter: customers and contacts of one tenant', () => {
  let database: TestDatabase;
  let adapter: EmbeddedCustomerAdapter;
  const at = ctxFor('de-at');
  const de = ctxFor('de-de');

  beforeAll(async () => {
    database = await startPgliteTestDatabase({ seeded: { scale: 0.05 } });
    adapter = new EmbeddedCustomerAdapter(database.db);
  });

  afterAll(async () => {
    await database?.stop();
  });

  it('finds customers by number prefix, exact number first, only in the tenant', async () => {
    const page = await adapter.searchCustomers(at, { query: '10000', page: 1, limit: 2 });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.items).toHaveLength(2);
    expect(page.items.every((c) => c.mandantCode === '20HHAT')).toBe(true);
    const exact = await adapter.searchCustomers(at, { query: '100002', page: 1, limit: 10 });
    expect(exact.items.map((c) => c.customerNo)).toEqual(['100002']);
    const second = await adapter.searchCustomers(at, { query: '10000', page: 2, limit: 2 });
    expect(second.items[0].customerNo).not.toBe(page.items[0].customerNo);
  });

  it('finds customers by part of the name, case-insensitively, and treats wildcards literally', async () => {
    const [first] = (await adapter.searchCustomers(at, { query: '100001', page: 1, limit: 1 })).items;
    const part = first.name.slice(1, 5).toLowerCase();
    const found = await adapter.searchCustomers(at, { query: part, page: 1, limit: 50 });
    expect(found.items.map((c) => c.id)).toContain(first.id);
    expect((await adapter.searchCustomers(at, { query: '%', page: 1, limit: 50 })).total).toBe(0);
    expect((await adapter.searchCustomers(at, { query: '_', page: 1, limit: 50 })).total).toBe(0);
  });

  it('never returns contacts or customers of another tenant', async () => {
    const [atCustomer] = (await adapter.searchCustomers(at, { query: '100001', page: 1, limit: 1 })).items;
    const contacts = await adapter.getContactsOfCustomer(at, atCustomer.id);
    expect(contacts.map((c) => c.loginEmail)).toContain('admin@20hhat.example');
    expect(await adapter.getContactsOfCustomer(de, atCustomer.id)).toEqual([]);
    expect(await adapter.getContact(de, contacts[0].id)).toBeNull();
    expect((await adapter.getContact(at, contacts[0].id))?.customer.id).toBe(atCustomer.id);
  });

  it('looks a login up within one tenant only', async () => {
    expect((await adapter.findContactByLoginEmail(at, 'ADMIN@20hhat.example'))?.contact.role).toBe(
      'ROLE_ADMIN',
    );
    expect(await adapter.findContactByLoginEmail(de, 'admin@20hhat.example')).toBeNull();
  });
});
