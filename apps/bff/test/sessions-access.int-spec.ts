import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import type { TestDatabase } from '@shop/db/testing';
import { cartKeyOf, shoppingListKeyOf, WEB_ROLES, type WebRole } from '@shop/domain';
import {
  startTestBff,
  type GraphqlResponse,
  type Json,
  type ShopSession,
  type TestBff,
} from './support/test-bff';

jest.setTimeout(120_000);

const OPS_TOKEN = 'ops-token-of-the-sessions-test-0123456789';

const ME = `{ me { userType mandantCode role accessLevel needsCustomerSelection loginEmailHash
  customer { id customerNo name } contact { id contactNo role } employee { id employeeNo name } } }`;

const HOME_PRICES = `query($locale: String!) { content(locale: $locale, slug: "") { blocks { __typename
  ... on ProductSliderBlock { products { sku price { centAmount currency } } } } } }`;

/**
 * docs/rules/states-and-rules.md: employees' cart and list keys start with their login-email hash. Computed here on its
 * own (SHA-256 of the trimmed, lower-cased login e-mail, first 32 hex characters), not with the BFF's
 * function, so a change of the rule fails the tests.
 */
const emailHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

describe('sessions, employees and access rules (real IdP, BFF, database and Redis)', () => {
  let bff: TestBff;
  let bffUrl: string;
  let database: TestDatabase;
  let redis: Redis;

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05, config: { OPS_TOKEN } });
    ({ baseUrl: bffUrl, database, redis } = bff);
  });

  afterAll(async () => {
    await bff?.close();
  });

  /** A shop session with `me()`, which expects the query to succeed. */
  const withMe = (session: ShopSession) =>
    Object.assign(session, {
      async me(): Promise<Json> {
        const result = await session.graphql(ME);
        expect(result.errors).toBeUndefined();
        return result.data!.me;
      },
    });

  const signIn = async (email: string, locale = 'de-at') => withMe(await bff.signIn(email, locale));
  const guest = () => withMe(bff.guest());
  const codes = (result: GraphqlResponse) => (result.errors ?? []).map((e) => e.extensions.code);

  describe('me of every role', () => {
    const logins: [string, WebRole][] = [
      ['admin', 'ROLE_ADMIN'],
      ['approver', 'ROLE_CART_APPROVER'],
      ['purchaser', 'ROLE_CART_PURCHASER'],
      ['shopper', 'ROLE_CART_MANAGER_NO_CHECKOUT'],
      ['norole', 'ROLE_AUTHENTICATED'],
    ];

    it.each(logins)('%s@20hhat.example is %s with its access level and customer', async (local, role) => {
      const session = await signIn(`${local}@20hhat.example`);
      expect(await session.me()).toMatchObject({
        userType: 'STANDARD',
        mandantCode: '20HHAT',
        role,
        accessLevel: WEB_ROLES.indexOf(role),
        needsCustomerSelection: false,
        loginEmailHash: null,
        customer: { id: 'cu-20hhat-0001', customerNo: '100001' },
        contact: { role },
        employee: null,
      });
    });

    it("a contact's own cart and list keys carry no hash: mandant-customer-contact and customer-contact-mandant", async () => {
      const me = await (await signIn('purchaser@20hhat.example')).me();
      // The seed's third login of the first de-at customer: customer 100001, contact KT000003.
      expect(me).toMatchObject({
        mandantCode: '20HHAT',
        customer: { customerNo: '100001' },
        contact: { contactNo: 'KT000003' },
        loginEmailHash: null,
      });
      // The keys built from what the BFF gives the client, against docs/rules/states-and-rules.md written out.
      const parts = {
        mandantCode: me.mandantCode,
        customerNo: me.customer.customerNo,
        contactNo: me.contact.contactNo,
        loginEmailHash: me.loginEmailHash,
      };
      expect(cartKeyOf(parts)).toBe('20HHAT-100001-KT000003');
      expect(shoppingListKeyOf(parts)).toBe('100001-KT000003-20HHAT');
    });

    it('a login the shop does not know is signed in without customer, contact or role (routing guard 1)', async () => {
      const session = await signIn('newcomer@shop.example');
      expect(await session.me()).toMatchObject({
        userType: 'STANDARD',
        mandantCode: null,
        role: 'ROLE_AUTHENTICATED',
        accessLevel: 0,
        customer: null,
        contact: null,
        employee: null,
      });
    });
  });

  describe('access rules on queries, mutations and field resolvers', () => {
    const CONTACTS = '{ me { customer { customerNo contacts { contactNo role } } } }';

    it('refuses guests with UNAUTHENTICATED, on queries, mutations and REST routes', async () => {
      const anonymous = guest();
      expect((await anonymous.graphql('{ me { role } }')).data).toEqual({ me: null });
      const search = await anonymous.graphql('{ employeeCustomers(query: "1") { total } }');
      expect(search.errors![0].extensions).toEqual({
        code: 'UNAUTHENTICATED',
        messageKey: 'error.unauthenticated',
      });
      expect(search.data).toBeNull();
      const select = await anonymous.graphql(
        'mutation { selectCustomer(contactId: "co-20hhat-0001") { role } }',
      );
      expect(codes(select)).toEqual(['UNAUTHENTICATED']);
      expect(await anonymous.rest('GET', '/api/contacts')).toEqual({
        status: 401,
        body: { code: 'UNAUTHENTICATED', messageKey: 'error.unauthenticated' },
      });
      expect((await anonymous.rest('POST', '/api/setCustomer', { contactId: 'co-20hhat-0001' })).status).toBe(
        401,
      );
    });

    it('runs the guard on a field resolver: Customer.contacts is refused below ROLE_ADMIN', async () => {
      for (const local of ['purchaser', 'approver', 'shopper', 'norole']) {
        const session = await signIn(`${local}@20hhat.example`);
        const result = await session.graphql(CONTACTS);
        expect([local, codes(result)]).toEqual([local, ['FORBIDDEN']]);
        expect(result.errors![0].path).toEqual(['me', 'customer', 'contacts']);
        expect(result.errors![0].extensions.messageKey).toBe('error.forbidden');
        expect(JSON.stringify(result.data)).not.toContain('KT0000');
      }
      const admin = await signIn('admin@20hhat.example');
      const allowed = await admin.graphql(CONTACTS);
      expect(allowed.errors).toBeUndefined();
      expect(allowed.data!.me.customer.contacts.map((c: Json) => c.role)).toEqual([
        'ROLE_ADMIN',
        'ROLE_CART_APPROVER',
        'ROLE_CART_PURCHASER',
        'ROLE_CART_MANAGER_NO_CHECKOUT',
        'ROLE_AUTHENTICATED',
      ]);
    });

    it('keeps employee operations from company users of any role', async () => {
      const admin = await signIn('admin@20hhat.example');
      expect(codes(await admin.graphql('{ employeeCustomers(query: "1") { total } }'))).toEqual([
        'FORBIDDEN',
      ]);
      const select = await admin.graphql('mutation { selectCustomer(contactId: "co-20hhat-0006") { role } }');
      expect(codes(select)).toEqual(['FORBIDDEN']);
      expect(await admin.me()).toMatchObject({ customer: { customerNo: '100001' } });
    });
  });

  describe('employees', () => {
    const SEARCH = `query($q: String!, $page: Int, $limit: Int) { employeeCustomers(query: $q, page: $page, limit: $limit) {
      total page limit lastPage items { id customerNo name city contacts { id contactNo role } } } }`;
    const auditRows = () =>
      database.db.query<{
        employee_id: string;
        customer_id: string;
        contact_id: string;
        mandant_code: string;
      }>(
        'select employee_id, customer_id, contact_id, mandant_code from employee_customer_selection order by id',
      );

    it('starts without a customer, with the dialog flag and a stable login-email hash', async () => {
      const first = await signIn('employee@20hhat.example');
      const me = await first.me();
      expect(me).toMatchObject({
        userType: 'EMPLOYEE',
        mandantCode: '20HHAT',
        role: 'ROLE_AUTHENTICATED',
        needsCustomerSelection: true,
        customer: null,
        contact: null,
        employee: { id: 'em-20hhat-0001', employeeNo: 'MA0001' },
      });
      expect(me.loginEmailHash).toMatch(/^[0-9a-f]{32}$/);
      expect(me.loginEmailHash).toBe(emailHash('employee@20hhat.example'));
      const again = await signIn('employee@20hhat.example');
      expect((await again.me()).loginEmailHash).toBe(me.loginEmailHash);
    });

    it("searches only the own tenant's customers, by number or name, paged, at least 1 character", async () => {
      const employee = await signIn('employee@20hhat.example');
      const all = await employee.graphql(SEARCH, { q: '1000', page: 1, limit: 2 });
      expect(all.errors).toBeUndefined();
      const page = all.data!.employeeCustomers;
      expect(page.total).toBeGreaterThanOrEqual(3);
      expect(page.items).toHaveLength(2);
      expect(page.lastPage).toBe(Math.ceil(page.total / 2));
      expect(page.items.every((c: Json) => c.id.startsWith('cu-20hhat-'))).toBe(true);
      expect(page.items[0].contacts.length).toBeGreaterThan(0);

      const name = page.items[1].name as string;
      const byName = await employee.graphql(SEARCH, { q: name.slice(0, 6).toUpperCase() });
      expect(byName.data!.employeeCustomers.items.map((c: Json) => c.id)).toContain(page.items[1].id);

      const [deCustomer] = await database.db.query<{ name1: string }>(
        "select name1 from customer where mandant_code = '30HHDE' order by customer_no limit 1",
      );
      const foreign = await employee.graphql(SEARCH, { q: deCustomer.name1 });
      expect(foreign.data!.employeeCustomers.items.every((c: Json) => c.id.startsWith('cu-20hhat-'))).toBe(
        true,
      );

      const empty = await employee.graphql(SEARCH, { q: '  ' });
      expect(empty.errors![0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        messageKey: 'error.customer-search-length',
      });
      expect(codes(await employee.graphql(SEARCH, { q: '1', limit: 500 }))).toEqual(['BAD_USER_INPUT']);
      expect(codes(await employee.graphql(SEARCH, { q: '1', page: 0 }))).toEqual(['BAD_USER_INPUT']);
    });

    it('acts for a selected customer as its contact, keeps the own identity and records the selection', async () => {
      const employee = await signIn('employee@20hhat.example');
      const before = employee.sessionCookie();
      const { items } = (await employee.graphql(SEARCH, { q: '100002' })).data!.employeeCustomers;
      expect(items.map((c: Json) => c.customerNo)).toEqual(['100002']);
      const target = items[0].contacts[0];
      const auditBefore = (await auditRows()).length;

      const selected = await employee.graphql(
        `mutation($contact: ID!, $customer: ID) { selectCustomer(contactId: $contact, customerId: $customer) {
          userType role needsCustomerSelection loginEmailHash customer { customerNo } contact { contactNo } employee { id } } }`,
        { contact: target.id, customer: items[0].id },
      );
      expect(selected.errors).toBeUndefined();
      expect(selected.data!.selectCustomer).toMatchObject({
        userType: 'EMPLOYEE',
        role: target.role,
        needsCustomerSelection: false,
        customer: { customerNo: '100002' },
        contact: { contactNo: target.contactNo },
        employee: { id: 'em-20hhat-0001' },
      });
      // Acting for a customer changes the rights: new session id.
      expect(employee.sessionCookie()).not.toBe(before);

      const me = await employee.me();
      expect(me).toMatchObject({
        userType: 'EMPLOYEE',
        customer: { customerNo: '100002' },
        employee: { id: 'em-20hhat-0001' },
      });
      // The key parts as the BFF gives them, against the spec's key format written out with the seed's
      // values: cart `hash-mandant-customer-contact`, list `hash-customer-contact-mandant`.
      const parts = {
        mandantCode: me.mandantCode,
        customerNo: me.customer.customerNo,
        contactNo: me.contact.contactNo,
        loginEmailHash: me.loginEmailHash,
      };
      // Customer 100002's contact is the seed's sixth de-at login (admin2@), KT000006.
      const hash = emailHash('employee@20hhat.example');
      expect(me.contact.contactNo).toBe('KT000006');
      expect(me.loginEmailHash).toBe(hash);
      expect(cartKeyOf(parts)).toBe(`${hash}-20HHAT-100002-KT000006`);
      expect(shoppingListKeyOf(parts)).toBe(`${hash}-100002-KT000006-20HHAT`);

      const audit = await auditRows();
      expect(audit).toHaveLength(auditBefore + 1);
      expect(audit.at(-1)).toEqual({
        employee_id: 'em-20hhat-0001',
        customer_id: items[0].id,
        contact_id: target.id,
        mandant_code: '20HHAT',
      });

      // The same through the spec's REST routes: contacts of a customer, then set the customer.
      const contacts = await employee.rest('GET', '/api/contacts?customerId=cu-20hhat-0001');
      expect(contacts.status).toBe(200);
      const admin = contacts.body.contacts.find((c: Json) => c.role === 'ROLE_ADMIN');
      const set = await employee.rest('POST', '/api/setCustomer', { contactId: admin.id });
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({
        role: 'ROLE_ADMIN',
        customer: { customerNo: '100001' },
        userType: 'EMPLOYEE',
      });
      expect(await auditRows()).toHaveLength(auditBefore + 2);

      // Switching customer: clear, the dialog flag is back.
      const cleared = await employee.graphql(
        'mutation { clearCustomerSelection { needsCustomerSelection customer { id } } }',
      );
      expect(cleared.data!.clearCustomerSelection).toEqual({ needsCustomerSelection: true, customer: null });
    });

    it('cannot select a customer or contact of another tenant: NOT_FOUND, nothing written, nothing changed', async () => {
      const employee = await signIn('employee@20hhat.example');
      await employee.graphql('mutation { selectCustomer(contactId: "co-20hhat-0001") { role } }');
      const auditBefore = (await auditRows()).length;
      const meBefore = await employee.me();

      const [deContact] = await database.db.query<{ id: string; customer_id: string }>(
        "select id, customer_id from contact where mandant_code = '30HHDE' order by contact_no limit 1",
      );
      const foreign = await employee.graphql(
        'mutation($c: ID!, $cu: ID) { selectCustomer(contactId: $c, customerId: $cu) { role } }',
        { c: deContact.id, cu: deContact.customer_id },
      );
      expect(foreign.errors![0].extensions).toMatchObject({
        code: 'NOT_FOUND',
        messageKey: 'error.contact-not-found',
      });
      // An own-tenant contact with a foreign customer id is refused as well.
      const mixed = await employee.graphql(
        'mutation($c: ID!, $cu: ID) { selectCustomer(contactId: $c, customerId: $cu) { role } }',
        { c: 'co-20hhat-0002', cu: deContact.customer_id },
      );
      expect(codes(mixed)).toEqual(['NOT_FOUND']);
      const rest = await employee.rest('POST', '/api/setCustomer', { contactId: deContact.id });
      expect(rest).toEqual({
        status: 404,
        body: {
          code: 'NOT_FOUND',
          messageKey: 'error.contact-not-found',
          details: { contactId: deContact.id },
        },
      });
      expect((await employee.rest('GET', `/api/contacts?customerId=${deContact.customer_id}`)).body).toEqual({
        contacts: [],
      });
      const foreignCustomer = await employee.graphql(
        '{ employeeCustomers(query: "1") { items { id contacts { id } } } }',
      );
      expect(JSON.stringify(foreignCustomer)).not.toContain('30hhde');

      expect(await auditRows()).toHaveLength(auditBefore);
      expect(await employee.me()).toEqual(meBefore);

      // The table itself refuses a selection across tenants.
      await expect(
        database.db.query(
          `insert into employee_customer_selection (employee_id, mandant_code, customer_id, contact_id, session_ref)
           values ('em-20hhat-0001', '20HHAT', $1, $2, 'x')`,
          [deContact.customer_id, deContact.id],
        ),
      ).rejects.toThrow(/foreign key/);
    });
  });

  describe('no data of another tenant or customer', () => {
    const pricesOf = (result: GraphqlResponse) =>
      (result.data?.content.blocks ?? [])
        .filter((b: Json) => b.__typename === 'ProductSliderBlock')
        .flatMap((b: Json) => b.products.map((p: Json) => p.price));

    it('a de-at admin asking with locale de-de gets de-de data only, without customer prices or roles', async () => {
      const admin = await signIn('admin@20hhat.example');
      const own = await admin.graphql(HOME_PRICES, { locale: 'de-at' });
      expect(own.errors).toBeUndefined();
      expect(pricesOf(own).some((price: Json) => price !== null)).toBe(true);

      const foreign = await admin.graphql(HOME_PRICES, { locale: 'de-de' });
      expect(foreign.errors).toBeUndefined();
      expect(pricesOf(foreign).length).toBeGreaterThan(0);
      expect(pricesOf(foreign).every((price: Json) => price === null)).toBe(true);

      const config = await admin.graphql(
        '{ shopConfig(locale: "de-de") { mandantCode currency } categoryTree(locale: "de-de") { categories { id } } }',
      );
      expect(config.data!.shopConfig.mandantCode).toBe('30HHDE');
      expect(JSON.stringify(config)).not.toMatch(/100001|cu-20hhat|KT0000/);

      // me never shows another tenant's customer, whatever the locale asked elsewhere.
      expect((await admin.me()).customer.id).toBe('cu-20hhat-0001');
      // Operations with a role rule are refused in a foreign tenant's locale.
      expect(codes(await admin.graphql('{ employeeCustomers(query: "1") { total } }'))).toEqual([
        'FORBIDDEN',
      ]);
    });

    it("a company user reaches no other customer's contacts", async () => {
      const admin = await signIn('admin@20hhat.example');
      const contacts = await admin.rest('GET', '/api/contacts?customerId=cu-20hhat-0002');
      expect(contacts.status).toBe(200);
      expect(contacts.body.contacts.map((c: Json) => c.customerId)).toEqual(['cu-20hhat-0001']);
      const set = await admin.rest('POST', '/api/setCustomer', { contactId: 'co-20hhat-0006' });
      expect(set.status).toBe(404);
      expect((await admin.me()).customer.id).toBe('cu-20hhat-0001');
      const bad = await admin.rest('POST', '/api/setCustomer', { contactId: { $ne: 1 } });
      expect(bad).toMatchObject({
        status: 400,
        body: { code: 'BAD_USER_INPUT', messageKey: 'error.contact-required' },
      });
    });

    it('a shop user cannot switch maintenance', async () => {
      const admin = await signIn('admin@20hhat.example');
      const before = await admin.rest('POST', '/api/maintenance');
      const attempt = await admin.rest('POST', '/api/maintenance', { mandantCode: '20HHAT', enabled: true });
      expect(attempt.body['20HHAT'].enabled).toBe(false);
      expect((await admin.rest('POST', '/api/maintenance')).body).toEqual(before.body);
      // The ops route needs the ops token or the operations role (decision 0138); a shop session (here
      // an admin's) is signed in without that role: 403.
      const command = { mandantCode: '20HHAT', enabled: true };
      const withSession = await admin.rest('POST', '/api/ops/maintenance', command);
      expect(withSession).toMatchObject({
        status: 403,
        body: { code: 'FORBIDDEN', messageKey: 'ops.error.forbidden' },
      });
      const wrongToken = await admin.browser.request(
        `${bffUrl}/api/ops/maintenance`,
        { method: 'POST', json: command, headers: { authorization: `Bearer ${'x'.repeat(40)}` } },
        () => false,
      );
      expect(wrongToken.status).toBe(401);
      // Control: the route exists and takes the real credential (switching maintenance off is harmless).
      const ops = await fetch(`${bffUrl}/api/ops/maintenance`, {
        method: 'POST',
        headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ mandantCode: '20HHAT', enabled: false }),
      });
      expect(ops.status).toBe(202);
      expect((await admin.rest('POST', '/api/maintenance')).body['20HHAT'].enabled).toBe(false);
    });
  });

  describe('locale switch across tenants (POST /api/updateApolloToken)', () => {
    it('signs a company user in without customer in a tenant where the login has no contact, and back', async () => {
      const admin = await signIn('admin@20hhat.example');
      const toDe = await admin.rest('POST', '/api/updateApolloToken', { code: 'de-de' });
      expect(toDe).toEqual({
        status: 200,
        body: {
          authenticated: true,
          changed: true,
          mandantCode: '30HHDE',
          userType: 'STANDARD',
          customerNo: null,
          needsCustomerSelection: false,
        },
      });
      expect(await admin.me()).toMatchObject({
        userType: 'STANDARD',
        mandantCode: '30HHDE',
        role: 'ROLE_AUTHENTICATED',
        customer: null,
        contact: null,
        employee: null,
      });
      const prices = await admin.graphql(HOME_PRICES, { locale: 'de-de' });
      expect(JSON.stringify(prices)).not.toContain('centAmount":');

      const back = await admin.rest('POST', '/api/updateApolloToken', { code: 'de-at' });
      expect(back.body).toMatchObject({ changed: true, mandantCode: '20HHAT', customerNo: '100001' });
      expect(await admin.me()).toMatchObject({ role: 'ROLE_ADMIN', customer: { customerNo: '100001' } });
      // Same tenant (de-at → de-at): nothing changes.
      expect((await admin.rest('POST', '/api/updateApolloToken', { code: 'de-at' })).body.changed).toBe(
        false,
      );
    });

    it("clears an employee's selection in another tenant's locale; tenant and identity stay", async () => {
      const employee = await signIn('employee@20hhat.example');
      await employee.graphql('mutation { selectCustomer(contactId: "co-20hhat-0001") { role } }');
      const switched = await employee.rest('POST', '/api/updateApolloToken', { code: 'cs-cz' });
      expect(switched.body).toMatchObject({
        changed: true,
        mandantCode: '20HHAT',
        needsCustomerSelection: true,
      });
      expect(await employee.me()).toMatchObject({
        userType: 'EMPLOYEE',
        mandantCode: '20HHAT',
        needsCustomerSelection: true,
        customer: null,
        employee: { id: 'em-20hhat-0001' },
      });
    });

    it('answers guests and refuses unknown locales and locales without a shop', async () => {
      expect((await guest().rest('POST', '/api/updateApolloToken', { code: 'de-de' })).body).toEqual({
        authenticated: false,
        changed: false,
        mandantCode: '30HHDE',
      });
      const admin = await signIn('admin@20hhat.example');
      expect(await admin.rest('POST', '/api/updateApolloToken', { code: 'xx-yy' })).toEqual({
        status: 400,
        body: { code: 'BAD_USER_INPUT', messageKey: 'error.unknown-locale', details: { locale: 'xx-yy' } },
      });
      expect((await admin.rest('POST', '/api/updateApolloToken', { code: 'hu-hu' })).body.messageKey).toBe(
        'error.locale-without-shop',
      );
      expect((await admin.me()).mandantCode).toBe('20HHAT');
    });
  });

  describe('session', () => {
    it('renews the rolling session on every read of /auth/session', async () => {
      const admin = await signIn('admin@20hhat.example');
      const sid = decodeURIComponent(admin.sessionCookie()!).replace(/^s:/, '').split('.')[0];
      const key = `shop:sess:${sid}`;
      await redis.expire(key, 60);
      const state = await admin.rest('GET', '/auth/session');
      expect(state.body).toMatchObject({
        authenticated: true,
        userType: 'STANDARD',
        mandantCode: '20HHAT',
        customerNo: '100001',
        needsCustomerSelection: false,
      });
      expect(Date.parse(state.body.expiresAt)).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
      expect(await redis.ttl(key)).toBeGreaterThan(600_000);
      expect((await guest().rest('GET', '/auth/session')).body).toMatchObject({ authenticated: false });
    });

    it('signs out with the CSRF token at the IdP with id token, tenant and locale; 400 without', async () => {
      const admin = await signIn('admin@20hhat.example');
      expect((await admin.rest('POST', '/auth/logout', { locale: 'de-at' })).status).toBe(400);
      expect((await admin.me()).role).toBe('ROLE_ADMIN');
      const { body } = await admin.rest('GET', '/auth/csrf');
      const page = await admin.browser.request(
        `${bffUrl}/auth/logout`,
        { method: 'POST', json: { csrfToken: body.csrfToken, locale: 'de-at' } },
        () => false,
      );
      expect(page.status).toBe(303);
      expect(page.url.pathname).toBe('/session/end');
      expect(page.url.searchParams.get('id_token_hint')).toMatch(/^ey/);
      expect(page.url.searchParams.get('mandant')).toBe('20HHAT');
      expect(page.url.searchParams.get('locale')).toBe('de-at');
      expect(page.url.searchParams.get('logout')).toBe('1');
      expect((await admin.graphql('{ me { role } }')).data).toEqual({ me: null });
    });
  });
});
