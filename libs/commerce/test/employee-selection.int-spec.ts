import { createHash } from 'node:crypto';
import type { ShopContext } from '@shop/domain';
import { databaseTargets, type TestDatabase } from '@shop/db/testing';
import { guestShopContext } from '@shop/locales';
import type { ContactRecord, EmployeeRecord } from '../src/commerce.types';
import { EmbeddedCustomerAdapter } from '../src/embedded/customers/embedded-customer.adapter';

jest.setTimeout(60_000);

const ctxFor = guestShopContext;

interface SelectionRow {
  employee_id: string;
  mandant_code: string;
  customer_id: string;
  contact_id: string;
  session_ref: string;
}

describe.each(databaseTargets())(
  'EmbeddedCustomerAdapter on $name: recording employee selections',
  ({ start }) => {
    let database: TestDatabase;
    let adapter: EmbeddedCustomerAdapter;
    const at = ctxFor('de-at');
    const de = ctxFor('de-de');
    let employee: EmployeeRecord;
    let atContact: ContactRecord;
    let deContact: ContactRecord;

    const selections = () =>
      database.db.query<SelectionRow>(
        `select employee_id, mandant_code, customer_id, contact_id, session_ref
           from employee_customer_selection order by id`,
      );

    /** The first contact of the tenant's first customer. */
    const firstContactOf = async (ctx: ShopContext) => {
      const [customer] = (await adapter.searchCustomers(ctx, { query: '1', page: 1, limit: 1 })).items;
      const [contact] = await adapter.getContactsOfCustomer(ctx, customer.id);
      return contact;
    };

    beforeAll(async () => {
      database = await start({ seeded: { scale: 0.05 } });
      adapter = new EmbeddedCustomerAdapter(database.db);
      const identity = await adapter.findIdentityByLoginEmail('employee@20hhat.example');
      if (identity.kind !== 'employee') throw new Error('seed has no employee of 20HHAT');
      employee = identity.employee;
      atContact = await firstContactOf(at);
      deContact = await firstContactOf(de);
    });

    afterAll(async () => {
      await database?.stop();
    });

    beforeEach(async () => {
      await database.db.query('delete from employee_customer_selection');
    });

    it("stores one row in ctx's tenant with the SHA-256 of the session id, never the session id", async () => {
      const sessionId = 'session-id-of-the-employee';
      await adapter.recordEmployeeSelection(at, {
        employeeId: employee.id,
        customerId: atContact.customerId,
        contactId: atContact.id,
        sessionId,
      });
      const rows = await selections();
      expect(rows).toEqual([
        {
          employee_id: employee.id,
          mandant_code: '20HHAT',
          customer_id: atContact.customerId,
          contact_id: atContact.id,
          session_ref: createHash('sha256').update(sessionId).digest('hex'),
        },
      ]);
      expect(JSON.stringify(rows)).not.toContain(sessionId);
    });

    it('refuses a contact and customer of another tenant and stores nothing', async () => {
      expect(deContact.mandantCode).toBe('30HHDE');
      await expect(
        adapter.recordEmployeeSelection(at, {
          employeeId: employee.id,
          customerId: deContact.customerId,
          contactId: deContact.id,
          sessionId: 'session',
        }),
      ).rejects.toThrow(/foreign key/);
      expect(await selections()).toEqual([]);
    });

    it("refuses a contact of another tenant for a customer of ctx's tenant and stores nothing", async () => {
      await expect(
        adapter.recordEmployeeSelection(at, {
          employeeId: employee.id,
          customerId: atContact.customerId,
          contactId: deContact.id,
          sessionId: 'session',
        }),
      ).rejects.toThrow(/foreign key/);
      expect(await selections()).toEqual([]);
    });

    it("refuses an employee of another tenant than ctx's and stores nothing", async () => {
      await expect(
        adapter.recordEmployeeSelection(de, {
          employeeId: employee.id,
          customerId: deContact.customerId,
          contactId: deContact.id,
          sessionId: 'session',
        }),
      ).rejects.toThrow(/foreign key/);
      expect(await selections()).toEqual([]);
    });
  },
);
