import { databaseTargets, type TestDatabase } from '@shop/db/testing';
import type { ShopContext } from '@shop/domain';
import {
  ContactAlreadyActiveError,
  ContactVersionConflictError,
  MissingAdminContactError,
  type ContactFields,
} from '../src/company-users.port';
import { ContactLoginTakenError } from '../src/embedded/account/contact-store';
import { EmbeddedCompanyUsersAdapter } from '../src/embedded/account/embedded-company-users.adapter';
import { EmbeddedCustomerAdapter } from '../src/embedded/customers/embedded-customer.adapter';
import { contextOfLogin, employeeActingAs, otherCustomerOf } from './support/shop-contexts';

jest.setTimeout(90_000);

let counter = 0;
const fieldsOf = (patch: Partial<ContactFields> = {}): ContactFields => {
  counter += 1;
  return {
    loginEmail: `new-${counter}-${Date.now()}@firma.example`,
    salutation: 'MS',
    firstName: 'Erika',
    middleName: null,
    lastName: `Muster${counter}`,
    email: null,
    phone: '+43 1 234',
    position: 'Einkauf',
    organizationalLevelCode: 'PURCHASING',
    role: 'ROLE_CART_PURCHASER',
    ...patch,
  };
};

describe.each(databaseTargets())('user administration on $name (decision 0082)', ({ name, start }) => {
  let database: TestDatabase;
  let users: EmbeddedCompanyUsersAdapter;
  let admin: ShopContext;
  let otherCustomer: ShopContext;
  let otherTenant: ShopContext;

  const sql = <T extends object>(text: string, params: unknown[] = []) => database.db.query<T>(text, params);
  const adminsOf = async (ctx: ShopContext) =>
    (
      await sql<{ id: string }>(
        `select id from contact where customer_id = $1 and role = 'ROLE_ADMIN' and not deletion_state`,
        [ctx.customer!.id],
      )
    ).map((row) => row.id);

  beforeAll(async () => {
    database = await start({ seeded: { scale: 0.02 } });
    users = new EmbeddedCompanyUsersAdapter(database.db);
    const customers = new EmbeddedCustomerAdapter(database.db);
    admin = await contextOfLogin(customers, 'de-at', 'admin@20hhat.example');
    otherCustomer = await otherCustomerOf(customers, admin);
    otherTenant = await contextOfLogin(customers, 'cs-cz', 'admin@80hhcz.example');
  });

  afterAll(async () => {
    await database?.stop();
  });

  it('creates a contact with its invitation and a record of both, in one transaction', async () => {
    const invited = await users.createContact(
      await employeeActingAs(database.db, admin),
      fieldsOf(),
      'bg-bg',
    );
    expect(invited.contact).toMatchObject({ firstName: 'Erika', role: 'ROLE_CART_PURCHASER', version: 1 });
    expect(invited.contact.key).toBe(`${admin.customer!.customerNo}-${invited.contact.contactNumber}`);
    expect(invited.invitation.token).toMatch(/^[\w-]{43}$/);
    const events = await sql<{ action: string; employee_id: string | null }>(
      `select action, employee_id from account_event where subject_id = $1 order by id`,
      [invited.contact.id],
    );
    expect(events.map((event) => event.action)).toEqual(['created', 'invited']);
    expect(events.every((event) => event.employee_id !== null)).toBe(true);
    const temporary = await users.getTemporaryAssociates(admin, { page: 1, limit: 100 });
    expect(temporary.map((associate) => associate.contactId)).toContain(invited.contact.id);
  });

  it('refuses a second contact with the same login e-mail, also when both are created at once', async () => {
    const fields = fieldsOf();
    const results = await Promise.allSettled([
      users.createContact(admin, fields, 'de-at'),
      users.createContact(admin, { ...fields, loginEmail: fields.loginEmail.toUpperCase() }, 'de-at'),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ContactLoginTakenError);
    const [{ n }] = await sql<{ n: number }>(
      `select count(*)::int as n from contact where lower(login_email) = $1`,
      [fields.loginEmail.toLowerCase()],
    );
    expect(n).toBe(1);
  });

  it('searches, sorts and pages the customer’s contacts, never another customer’s', async () => {
    const page = await users.listContacts(admin, {
      search: '',
      sort: 'loginEmail',
      direction: 'ASC',
      page: 1,
      limit: 2,
    });
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(5);
    const all = await users.listContacts(admin, {
      search: '',
      sort: 'loginEmail',
      direction: 'ASC',
      page: 1,
      limit: 100,
    });
    const emails = all.items.map((contact) => contact.loginEmail.toLowerCase());
    expect(emails).toEqual([...emails].sort());
    expect(all.items.every((contact) => contact.customerId === admin.customer!.id)).toBe(true);
    const found = await users.listContacts(admin, {
      search: 'APPROVER@',
      sort: 'name',
      direction: 'DESC',
      page: 1,
      limit: 10,
    });
    expect(found.items.map((contact) => contact.loginEmail)).toEqual(['approver@20hhat.example']);
    const byNumber = await users.listContacts(admin, {
      search: found.items[0].contactNumber,
      sort: 'name',
      direction: 'ASC',
      page: 1,
      limit: 10,
    });
    expect(byNumber.items.map((contact) => contact.id)).toContain(found.items[0].id);
    // A pattern character is a letter, not a wildcard.
    expect(
      (await users.listContacts(admin, { search: '%', sort: 'name', direction: 'ASC', page: 1, limit: 10 }))
        .total,
    ).toBe(0);
    expect(await users.getContact(otherCustomer, found.items[0].id)).toBeNull();
    expect(await users.getContact(otherTenant, found.items[0].id)).toBeNull();
  });

  it('changes a contact at its version only, and leaves another customer’s untouched', async () => {
    const { contact } = await users.createContact(admin, fieldsOf(), 'de-at');
    const changed = await users.changeContact(
      admin,
      contact.id,
      fieldsOf({ loginEmail: contact.loginEmail, firstName: 'Eva' }),
      1,
    );
    expect(changed).toMatchObject({ firstName: 'Eva', version: 2 });
    await expect(
      users.changeContact(admin, contact.id, fieldsOf({ loginEmail: contact.loginEmail }), 1),
    ).rejects.toBeInstanceOf(ContactVersionConflictError);
    expect(await users.changeContact(otherCustomer, contact.id, fieldsOf(), 2)).toBeNull();
    expect(await users.removeContact(otherTenant, contact.id, 2)).toBeNull();
    expect((await users.getContact(admin, contact.id))!.firstName).toBe('Eva');
  });

  it('removes a contact: deletion state, its invitation ended, and no new invitation for it', async () => {
    const { contact } = await users.createContact(admin, fieldsOf(), 'de-at');
    const removed = await users.removeContact(admin, contact.id, 1);
    expect(removed).toMatchObject({ deletionState: true, version: 2 });
    const [open] = await sql<{ n: number }>(
      `select count(*)::int as n from contact_invitation where contact_id = $1 and expires_at > now()`,
      [contact.id],
    );
    expect(open.n).toBe(0);
    expect(await users.getContact(admin, contact.id)).toBeNull();
    expect(await users.resendInvitation(admin, contact.id, 'de-at')).toBeNull();
  });

  it('sends a new invitation only to a contact that has not accepted one', async () => {
    const { contact, invitation } = await users.createContact(admin, fieldsOf(), 'de-at');
    const again = await users.resendInvitation(admin, contact.id, 'bg-bg');
    expect(again!.invitation.token).not.toBe(invitation.token);
    // Left out, the language is the latest invitation's.
    expect((await users.resendInvitation(admin, contact.id, null))!.invitation.locale).toBe('bg-bg');
    await expect(users.resendInvitation(admin, admin.contact!.id, 'de-at')).rejects.toBeInstanceOf(
      ContactAlreadyActiveError,
    );
  });

  it('never removes or demotes the last administrator, also not two demotions at the same moment', async () => {
    const onlyAdmin = (await adminsOf(admin)).filter((id) => id === admin.contact!.id);
    expect(onlyAdmin).toHaveLength(1);
    const self = (await users.getContact(admin, admin.contact!.id))!;
    // Other administrators created by earlier runs of this test are not there: only the seeded one.
    expect(await adminsOf(admin)).toEqual([self.id]);
    await expect(users.removeContact(admin, self.id, self.version)).rejects.toBeInstanceOf(
      MissingAdminContactError,
    );
    await expect(
      users.changeContact(
        admin,
        self.id,
        { ...fieldsOf({ loginEmail: self.loginEmail }), role: 'ROLE_CART_APPROVER' },
        self.version,
      ),
    ).rejects.toBeInstanceOf(MissingAdminContactError);

    const { contact: second } = await users.createContact(admin, fieldsOf({ role: 'ROLE_ADMIN' }), 'de-at');
    const demote = (id: string, loginEmail: string, version: number) =>
      users.changeContact(admin, id, fieldsOf({ loginEmail, role: 'ROLE_CART_PURCHASER' }), version);
    const results = await Promise.allSettled([
      demote(self.id, self.loginEmail, self.version),
      demote(second.id, second.loginEmail, second.version),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(
      (results.find((result) => result.status === 'rejected') as PromiseRejectedResult).reason,
    ).toBeInstanceOf(MissingAdminContactError);
    expect(await adminsOf(admin)).toHaveLength(1);
  });

  // PGlite runs one statement at a time, so only PostgreSQL can show that a change waits for the lock.
  (name.startsWith('PostgreSQL') ? it : it.skip)(
    'makes a change that may take an administrator away wait while another holds the customer',
    async () => {
      const { contact } = await users.createContact(admin, fieldsOf({ role: 'ROLE_ADMIN' }), 'de-at');
      let settled = false;
      let pending: Promise<unknown> = Promise.resolve();
      await database.db.transaction(async (tx) => {
        await tx.query('select id from customer where id = $1 for update', [admin.customer!.id]);
        pending = users.removeContact(admin, contact.id, 1).finally(() => {
          settled = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(settled).toBe(false);
      });
      await expect(pending).resolves.toMatchObject({ deletionState: true });
    },
  );
});
