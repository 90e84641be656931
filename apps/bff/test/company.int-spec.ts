import fc from 'fast-check';
import { EmbeddedApprovalReminders } from '@shop/commerce';
import { openSse } from './support/sse-client';
import { dataOf, startTestBff, type ShopSession, type TestBff } from './support/test-bff';

jest.setTimeout(180_000);

type Errors = { errors?: { extensions: { code: string; messageKey: string } }[] };
const codeOf = (answer: Errors) =>
  answer.errors?.map((error) => [error.extensions.code, error.extensions.messageKey]);

const COMPANY = `query { me { customer { id customerNo name name2 name3 languageCode customerGroupCode shippingAgentCode
  email phoneNo currencyCode isChain isChainGroup isBilltoCustomer onlyItemsFromEssenceList essenceListSkus
  responsibilityCenterCode address { street postCode city countryCode }
  billTo { billtoNo name1 address { street postCode city countryCode } } } } }`;
const BANK = `query { me { customer { id bankAccount { iban bic } } } }`;
const CONFIG = `query($locale: String!) { customerConfiguration(locale: $locale) { reminderMailInterval version } }`;
const SET_CONFIG = `mutation($input: SetCustomerConfigurationInput!) {
  setCustomerConfiguration(input: $input) { reminderMailInterval version } }`;
const UNIT_FIELDS = `id name street postCode city countryCode contactMail version stockVersion customerNumber associatesTotal
  associates { contactNumber employee employeeNumber name role }`;
const UNITS = `query($locale: String!, $search: String, $roles: [String!], $includeEmployees: Boolean, $associatesLimit: Int) {
  businessUnits(locale: $locale, search: $search, roles: $roles, includeEmployees: $includeEmployees,
    associatesLimit: $associatesLimit) { total page limit items { ${UNIT_FIELDS} } } }`;
const CREATE = `mutation($input: CreateBusinessUnitInput!) { createBusinessUnit(input: $input) { ${UNIT_FIELDS} } }`;
const CHANGE = `mutation($input: ChangeBusinessUnitInput!) { changeBusinessUnit(input: $input) { ${UNIT_FIELDS} } }`;
const REMOVE = `mutation($locale: String!, $id: ID!, $version: Int!) { removeBusinessUnit(locale: $locale, id: $id, version: $version) }`;
const ASSIGN = `mutation($locale: String!, $id: ID!, $version: Int!, $contactNumber: String!) {
  assignBusinessUnitAssociate(locale: $locale, id: $id, version: $version, contactNumber: $contactNumber) { ${UNIT_FIELDS} } }`;
const STOCK = `query($locale: String!, $id: ID!) { businessUnitStock(locale: $locale, id: $id) {
  version lines { sku quantity minimumQuantity needsReorder reorderQuantity productName } } }`;
const WRITE_STOCK = `mutation($input: WriteBusinessUnitStockInput!) { writeBusinessUnitStock(input: $input) {
  version lines { sku quantity minimumQuantity needsReorder reorderQuantity } } }`;
const ACTIVITY = `query($locale: String!) { accountActivity(locale: $locale) {
  subjectKind subjectId action subjectName changes { field before after } contact { name } employee { name } } }`;
const SELECT = `mutation($contactId: ID!) { selectCustomer(contactId: $contactId) { role } }`;

interface Unit {
  id: string;
  name: string;
  version: number;
  stockVersion: number;
  associatesTotal: number;
  associates: { contactNumber: string | null; employee: boolean; role: string | null }[];
}

describe('company data, settings, locations and activity (issue 26, decisions 0087–0089)', () => {
  let bff: TestBff;
  let admin: ShopSession;
  let approver: ShopSession;
  let purchaser: ShopSession;
  let admin2: ShopSession;
  let adminDe: ShopSession;
  let employee: ShopSession;
  let norole: ShopSession;
  const at = { locale: 'de-at' };
  let foreignUnit: { id: string; version: number };

  const locationInput = (name: string) => ({
    ...at,
    name,
    street: 'Hauptstraße 1',
    postCode: '1010',
    city: 'Wien',
    countryCode: 'AT',
    contactMail: 'lager@example.at',
  });
  const count = async (sql: string, params: unknown[] = []) =>
    (await bff.database.db.one<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params))!.n;

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    admin = await bff.signIn('admin@20hhat.example');
    approver = await bff.signIn('approver@20hhat.example');
    purchaser = await bff.signIn('purchaser@20hhat.example');
    admin2 = await bff.signIn('admin2@20hhat.example');
    adminDe = await bff.signIn('admin@30hhde.example', 'de-de');
    employee = await bff.signIn('employee@20hhat.example');
    norole = await bff.signIn('norole@20hhat.example');
    const firstAdmin = (await bff.database.db.one<{ id: string }>(
      `select id from contact where login_email = 'admin@20hhat.example'`,
    ))!.id;
    dataOf(await employee.graphql(SELECT, { contactId: firstAdmin }));
    foreignUnit = (await bff.database.db.one<{ id: string; version: number }>(
      `select b.id, b.version from business_unit b join customer c on c.id = b.customer_id
        where c.customer_no = '100002' and c.mandant_code = '20HHAT' order by b.id limit 1`,
    ))!;
  });

  afterAll(async () => {
    await bff?.close();
  });

  describe('company data', () => {
    it('shows the full session customer with its bill-to customer to its contacts', async () => {
      const customer = dataOf(await admin.graphql(COMPANY)).me.customer;
      expect(customer).toMatchObject({
        customerNo: '100001',
        currencyCode: 'EUR',
        languageCode: 'de',
        isChain: true,
        isChainGroup: false,
        isBilltoCustomer: false,
        onlyItemsFromEssenceList: false,
        billTo: { billtoNo: '100003', address: { countryCode: 'AT' } },
        address: { countryCode: 'AT' },
      });
      expect(customer.name3).toEqual(expect.any(String));
      expect(customer.responsibilityCenterCode).toBe('AT-NORTH');
      // An approver of the customer reads it too.
      expect(dataOf(await approver.graphql(COMPANY)).me.customer.customerNo).toBe('100001');
    });

    it('answers only on the session’s own customer, never on an employee’s search results', async () => {
      const search = await employee.graphql(
        `query { employeeCustomers(query: "1000") { items { id customerNo isChain bankAccount { iban } } } }`,
      );
      expect(search.errors?.length).toBeGreaterThan(0);
      expect(
        search.errors!.every(
          (error: { extensions: { code: string } }) => error.extensions.code === 'FORBIDDEN',
        ),
      ).toBe(true);
    });

    it('shows the bank account to the administrators only', async () => {
      const bank = dataOf(await admin.graphql(BANK)).me.customer.bankAccount;
      expect(bank.iban).toMatch(/^AT\d{18}$/);
      expect(bank.bic).toMatch(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
      for (const session of [approver, purchaser]) {
        const answer = await session.graphql(BANK);
        expect(codeOf(answer)).toEqual([['FORBIDDEN', 'error.forbidden']]);
        expect(answer.data?.me?.customer?.bankAccount ?? null).toBeNull();
      }
    });
  });

  describe('settings', () => {
    it('lets approvers change the reminder period at its version; a stale change gets CONFLICT', async () => {
      const before = dataOf(await approver.graphql(CONFIG, at)).customerConfiguration;
      expect(before.reminderMailInterval).toBe('THREE_DAYS');
      // The administrator's open settings page hears of it; another customer's and tenant's do not.
      const streams = await Promise.all([
        openSse<{ subject: string }>(bff.baseUrl, 'de-at', { cookie: admin.cookieHeader() }),
        openSse<{ subject: string }>(bff.baseUrl, 'de-at', { cookie: admin2.cookieHeader() }),
        openSse<{ subject: string }>(bff.baseUrl, 'de-de', { cookie: adminDe.cookieHeader() }),
      ]);
      const [same, otherCustomer, otherTenant] = streams;
      try {
        const changed = dataOf(
          await approver.graphql(SET_CONFIG, {
            input: { ...at, reminderMailInterval: 'ONE_DAY', version: before.version },
          }),
        ).setCustomerConfiguration;
        expect(changed).toEqual({ reminderMailInterval: 'ONE_DAY', version: before.version + 1 });
        await same.waitFor((event) => event.event === 'company-changed' && event.data.subject === 'settings');
        await new Promise((resolve) => setTimeout(resolve, 500));
        for (const stream of [otherCustomer, otherTenant])
          expect(stream.events.filter((event) => event.event === 'company-changed')).toEqual([]);
      } finally {
        for (const stream of streams) stream.close();
      }
      const stale = await admin.graphql(SET_CONFIG, {
        input: { ...at, reminderMailInterval: 'NEVER', version: before.version },
      });
      expect(codeOf(stale)).toEqual([['CONFLICT', 'error.settings-conflict']]);
      expect(dataOf(await admin.graphql(CONFIG, at)).customerConfiguration.reminderMailInterval).toBe(
        'ONE_DAY',
      );
    });

    it('is in effect at the next run of the reminder job', async () => {
      const cart = await bff.database.db.one<{ id: string; since: Date }>(
        `select c.id, coalesce(c.approval_reminded_at, c.approval_requested_at) as since from cart c
           join customer cu on cu.id = c.customer_id
          where cu.customer_no = '100001' and cu.mandant_code = '20HHAT' and c.approval_requested_at is not null
            and c.process_status in ('Open', 'Modified') and c.state <> 'Ordered' limit 1`,
      );
      expect(cart).not.toBeNull();
      const twoDaysLater = new Date(new Date(cart!.since).getTime() + 2 * 86_400_000);
      const reminders = new EmbeddedApprovalReminders(bff.database.db);
      const due = async () => (await reminders.dueApprovalReminders(twoDaysLater, 500)).map((r) => r.cartId);
      // ONE_DAY (set above): due after two days.
      expect(await due()).toContain(cart!.id);
      const { version } = dataOf(await approver.graphql(CONFIG, at)).customerConfiguration;
      dataOf(
        await approver.graphql(SET_CONFIG, { input: { ...at, reminderMailInterval: 'NEVER', version } }),
      );
      expect(await due()).not.toContain(cart!.id);
    });

    it('is refused to purchasers and answers the session’s own customer only', async () => {
      expect(codeOf(await purchaser.graphql(CONFIG, at))).toEqual([['FORBIDDEN', 'error.forbidden']]);
      expect(
        codeOf(
          await purchaser.graphql(SET_CONFIG, {
            input: { ...at, reminderMailInterval: 'NEVER', version: 1 },
          }),
        ),
      ).toEqual([['FORBIDDEN', 'error.forbidden']]);
      // Customer 100002's administrator sees its own configuration, untouched by the changes above.
      expect(dataOf(await admin2.graphql(CONFIG, at)).customerConfiguration).toEqual({
        reminderMailInterval: 'NEVER',
        version: 1,
      });
    });
  });

  describe('locations', () => {
    it('lists the customer’s locations with the spec’s filters', async () => {
      const all = dataOf(await admin.graphql(UNITS, { ...at, associatesLimit: 100 })).businessUnits;
      expect(all.total).toBe(3);
      expect(
        all.items.flatMap((unit: Unit) => unit.associates).every((a: Unit['associates'][0]) => !a.employee),
      ).toBe(true);
      // Account lookups: administrators only, one associate per location.
      const admins = dataOf(await admin.graphql(UNITS, { ...at, roles: ['ROLE_ADMIN'], associatesLimit: 1 }))
        .businessUnits.items as Unit[];
      expect(admins.filter((unit) => unit.associatesTotal > 0)).toHaveLength(1);
      expect(admins.flatMap((unit) => unit.associates.map((a) => a.role))).toEqual(['ROLE_ADMIN']);
      const withStaff = dataOf(
        await admin.graphql(UNITS, { ...at, includeEmployees: true, associatesLimit: 100 }),
      ).businessUnits.items as Unit[];
      expect(withStaff[0].associates.filter((a) => a.employee).length).toBe(3);
      const found = dataOf(
        await admin.graphql(UNITS, { ...at, search: all.items[0].name.slice(0, 4) }),
      ).businessUnits;
      expect(found.items.map((unit: Unit) => unit.name)).toContain(all.items[0].name);
      // Another customer's locations are never listed.
      const ids = new Set((all.items as Unit[]).map((unit) => unit.id));
      expect(ids.has(foreignUnit.id)).toBe(false);
    });

    it('answers POST /api/getBusinessUnits with the account lookup filters', async () => {
      const answer = await admin.rest('POST', '/api/getBusinessUnits', { locale: 'de-at' });
      expect(answer.status).toBe(200);
      expect(answer.body.total).toBe(3);
      expect(answer.body.items.flatMap((unit: Unit) => unit.associates.map((a) => a.role))).toEqual([
        'ROLE_ADMIN',
      ]);
      expect((await approver.rest('POST', '/api/getBusinessUnits', { locale: 'de-at' })).status).toBe(403);
      const bad = await admin.rest('POST', '/api/getBusinessUnits', { locale: 'de-at', associatesLimit: -1 });
      expect(bad.status).toBe(400);
    });

    it('creates, changes, assigns and removes a location with versions, recorded in the activity', async () => {
      const stream = await openSse<{ subject: string }>(bff.baseUrl, 'de-at', {
        cookie: admin.cookieHeader(),
      });
      try {
        const created = dataOf(
          await admin.graphql(CREATE, { input: locationInput('Lager Nord') }),
        ).createBusinessUnit;
        expect(created).toMatchObject({ name: 'Lager Nord', version: 1, customerNumber: '100001' });
        await stream.waitFor(
          (event) => event.event === 'company-changed' && event.data.subject === 'location',
        );
        const duplicate = await admin.graphql(CREATE, { input: locationInput('lager nord') });
        expect(codeOf(duplicate)).toEqual([['BAD_USER_INPUT', 'error.location-name-taken']]);
        const changed = dataOf(
          await admin.graphql(CHANGE, {
            input: { ...locationInput('Lager Nord'), city: 'Linz', id: created.id, version: 1 },
          }),
        ).changeBusinessUnit;
        expect(changed).toMatchObject({ city: 'Linz', version: 2 });
        const stale = await admin.graphql(CHANGE, {
          input: { ...locationInput('Lager Nord'), city: 'Graz', id: created.id, version: 1 },
        });
        expect(codeOf(stale)).toEqual([['CONFLICT', 'error.location-conflict']]);
        const approverNo = (await bff.database.db.one<{ contact_no: string }>(
          `select contact_no from contact where login_email = 'approver@20hhat.example'`,
        ))!.contact_no;
        const assigned = dataOf(
          await admin.graphql(ASSIGN, { ...at, id: created.id, version: 2, contactNumber: approverNo }),
        ).assignBusinessUnitAssociate;
        expect(assigned.associates.map((a: Unit['associates'][0]) => a.contactNumber)).toEqual([approverNo]);
        // A contact of another customer is refused, nothing changed.
        const otherNo = (await bff.database.db.one<{ contact_no: string }>(
          `select contact_no from contact where login_email = 'admin2@20hhat.example'`,
        ))!.contact_no;
        expect(
          codeOf(await admin.graphql(ASSIGN, { ...at, id: created.id, version: 3, contactNumber: otherNo })),
        ).toEqual([['NOT_FOUND', 'error.location-or-contact-not-found']]);
        expect(
          await count('select 1 from business_unit_associate where business_unit_id = $1', [created.id]),
        ).toBe(1);
        expect(
          dataOf(await admin.graphql(REMOVE, { ...at, id: created.id, version: 3 })).removeBusinessUnit,
        ).toBe(true);
        expect(await count('select 1 from business_unit where id = $1', [created.id])).toBe(0);
        const activity = dataOf(await admin.graphql(ACTIVITY, at)).accountActivity;
        const ofUnit = activity.filter((row: { subjectId: string }) => row.subjectId === created.id);
        expect(ofUnit.map((row: { action: string }) => row.action)).toEqual([
          'removed',
          'associate-assigned',
          'changed',
          'created',
        ]);
        expect(ofUnit[2].changes).toEqual([{ field: 'city', before: 'Wien', after: 'Linz' }]);
        expect(ofUnit[0]).toMatchObject({ subjectName: 'Lager Nord', employee: null });
        expect(ofUnit[0].contact.name).toEqual(expect.any(String));
        const settings = activity.find((row: { subjectKind: string }) => row.subjectKind === 'settings');
        expect(settings.changes[0]).toMatchObject({ field: 'reminderMailInterval' });
      } finally {
        stream.close();
      }
    });

    it('counts stock at its version and suggests reorders', async () => {
      const unit = (dataOf(await admin.graphql(UNITS, at)).businessUnits.items as Unit[])[0];
      const stock = dataOf(await admin.graphql(STOCK, { ...at, id: unit.id })).businessUnitStock;
      expect(stock.lines.length).toBeGreaterThan(0);
      const sku = stock.lines[0].sku;
      const written = dataOf(
        await admin.graphql(WRITE_STOCK, {
          input: {
            ...at,
            id: unit.id,
            version: stock.version,
            lines: [{ sku, quantity: 2, minimumQuantity: 5 }],
          },
        }),
      ).writeBusinessUnitStock;
      expect(written).toEqual({
        version: stock.version + 1,
        lines: [{ sku, quantity: 2, minimumQuantity: 5, needsReorder: true, reorderQuantity: 3 }],
      });
      const stale = await admin.graphql(WRITE_STOCK, {
        input: { ...at, id: unit.id, version: stock.version, lines: [] },
      });
      expect(codeOf(stale)).toEqual([['CONFLICT', 'error.location-conflict']]);
      const unknown = await admin.graphql(WRITE_STOCK, {
        input: {
          ...at,
          id: unit.id,
          version: stock.version + 1,
          lines: [{ sku: 'NOPE-1', quantity: 1, minimumQuantity: 0 }],
        },
      });
      expect(codeOf(unknown)).toEqual([['BAD_USER_INPUT', 'error.unknown-sku']]);
    });

    it('answers NOT_FOUND for another customer’s or tenant’s location and changes nothing', async () => {
      const before = await count('select 1 from account_event');
      const foreign = { ...at, id: foreignUnit.id, version: foreignUnit.version };
      expect(codeOf(await admin.graphql(STOCK, { ...at, id: foreignUnit.id }))).toEqual([
        ['NOT_FOUND', 'error.location-not-found'],
      ]);
      expect(
        codeOf(
          await admin.graphql(CHANGE, {
            input: { ...locationInput('Fremd'), id: foreignUnit.id, version: foreignUnit.version },
          }),
        ),
      ).toEqual([['NOT_FOUND', 'error.location-not-found']]);
      expect(codeOf(await admin.graphql(REMOVE, foreign))).toEqual([
        ['NOT_FOUND', 'error.location-not-found'],
      ]);
      expect(codeOf(await admin.graphql(WRITE_STOCK, { input: { ...foreign, lines: [] } }))).toEqual([
        ['NOT_FOUND', 'error.location-not-found'],
      ]);
      // Another tenant's administrator, in its own locale, does not find it either.
      expect(codeOf(await adminDe.graphql(REMOVE, { ...foreign, locale: 'de-de' }))).toEqual([
        ['NOT_FOUND', 'error.location-not-found'],
      ]);
      expect(await count('select 1 from business_unit where id = $1', [foreignUnit.id])).toBe(1);
      expect(await count('select 1 from account_event')).toBe(before);
    });

    it('refuses contacts without a role, purchasers and approvers on every path', async () => {
      const versioned = { ...at, id: foreignUnit.id, version: foreignUnit.version };
      for (const session of [norole, purchaser, approver]) {
        expect(codeOf(await session.graphql(REMOVE, versioned))).toEqual([['FORBIDDEN', 'error.forbidden']]);
        expect(codeOf(await session.graphql(ASSIGN, { ...versioned, contactNumber: 'KT000001' }))).toEqual([
          ['FORBIDDEN', 'error.forbidden'],
        ]);
        expect(
          codeOf(
            await session.graphql(CHANGE, {
              input: { ...locationInput('Nope'), id: foreignUnit.id, version: 1 },
            }),
          ),
        ).toEqual([['FORBIDDEN', 'error.forbidden']]);
        expect(codeOf(await session.graphql(WRITE_STOCK, { input: { ...versioned, lines: [] } }))).toEqual([
          ['FORBIDDEN', 'error.forbidden'],
        ]);
        expect((await session.rest('POST', '/api/getBusinessUnits', { locale: 'de-at' })).status).toBe(403);
      }
      for (const session of [norole, purchaser]) {
        expect(codeOf(await session.graphql(CONFIG, at))).toEqual([['FORBIDDEN', 'error.forbidden']]);
      }
      // Another tenant's administrator asks in this tenant's locale: no customer there.
      expect((await adminDe.rest('POST', '/api/getBusinessUnits', { locale: 'de-at' })).status).toBe(403);
      expect(codeOf(await adminDe.graphql(UNITS, at))?.[0]?.[0]).toBe('FORBIDDEN');
      for (const session of [approver, purchaser]) {
        expect(codeOf(await session.graphql(UNITS, at))).toEqual([['FORBIDDEN', 'error.forbidden']]);
        expect(codeOf(await session.graphql(CREATE, { input: locationInput('Nope') }))).toEqual([
          ['FORBIDDEN', 'error.forbidden'],
        ]);
        expect(codeOf(await session.graphql(ACTIVITY, at))).toEqual([['FORBIDDEN', 'error.forbidden']]);
        expect(codeOf(await session.graphql(STOCK, { ...at, id: foreignUnit.id }))).toEqual([
          ['FORBIDDEN', 'error.forbidden'],
        ]);
      }
      expect(await count("select 1 from business_unit where name = 'Nope'")).toBe(0);
    });

    it('refuses bad input with a translated validation error and changes nothing', async () => {
      const before = await count('select 1 from business_unit');
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            name: fc.oneof(fc.constant(''), fc.string({ minLength: 101, maxLength: 140 })),
            countryCode: fc.oneof(
              fc.constant('AT'),
              fc.string({ maxLength: 4 }).filter((s) => !/^[A-Z]{2}$/.test(s)),
            ),
            contactMail: fc.oneof(
              fc.constant(null),
              fc.string({ maxLength: 20 }).filter((s) => !s.includes('@')),
            ),
          }),
          async (bad) => {
            const answer = await admin.graphql(CREATE, { input: { ...locationInput('x'), ...bad } });
            const [error] = answer.errors ?? [];
            expect(error?.extensions.code).toBe('BAD_USER_INPUT');
            expect(error?.extensions.messageKey).toMatch(/^error\./);
          },
        ),
        { numRuns: 25 },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 100_000 })),
          async (quantity) => {
            const answer = await admin.graphql(WRITE_STOCK, {
              input: {
                ...at,
                id: foreignUnit.id,
                version: 1,
                lines: [{ sku: 'X-1', quantity, minimumQuantity: 0 }],
              },
            });
            expect(codeOf(answer)?.[0]).toEqual(['BAD_USER_INPUT', 'error.invalid-stock-quantity']);
          },
        ),
        { numRuns: 15 },
      );
      expect(
        codeOf(
          await admin.graphql(SET_CONFIG, { input: { ...at, reminderMailInterval: 'NEVER', version: 0 } }),
        ),
      ).toEqual([['BAD_USER_INPUT', 'error.invalid-version']]);
      expect(await count('select 1 from business_unit')).toBe(before);
    });
  });

  describe('activity', () => {
    it('attributes a change by an employee acting for an administrator, to administrators of this customer only', async () => {
      const created = dataOf(
        await employee.graphql(CREATE, { input: locationInput('Filiale Süd') }),
      ).createBusinessUnit;
      const rows = dataOf(await admin.graphql(ACTIVITY, at)).accountActivity;
      const row = rows.find((entry: { subjectId: string }) => entry.subjectId === created.id);
      expect(row).toMatchObject({ action: 'created', subjectKind: 'location', subjectName: 'Filiale Süd' });
      expect(row.employee.name).toEqual(expect.any(String));
      expect(row.contact.name).toEqual(expect.any(String));
      expect(rows.length).toBeLessThanOrEqual(100);
      // Customer 100002's administrator sees none of customer 100001's changes.
      const other = dataOf(await admin2.graphql(ACTIVITY, at)).accountActivity;
      expect(other.some((entry: { subjectId: string }) => entry.subjectId === created.id)).toBe(false);
    });
  });
});
