import { Queue } from 'bullmq';
import Redis from 'ioredis';
import fc from 'fast-check';
import {
  MAIL_JOBS,
  QUEUES,
  type RegistrationAccessRequestMailJob,
  type RegistrationReceivedMailJob,
} from '@shop/jobs';
import { isPostalCodeOf } from '@shop/domain';
import { buildPath } from '@shop/locales';
import { dataOf, gql, startTestBff, type ShopSession, type TestBff } from './support/test-bff';

jest.setTimeout(180_000);

type Errors = {
  errors?: {
    extensions: {
      code: string;
      messageKey: string;
      details?: { fields?: { field: string; messageKey: string }[] };
    };
  }[];
};
interface RegistrationAnswer {
  id: string;
  kind: string;
  status: string;
  loginEmail: string;
  companyName: string;
  customerNumber: string | null;
}
const FIELDS = 'id kind status loginEmail companyName customerNumber createdAt';
type Input = Record<string, unknown>;
const CREATE = gql<{ createCustomer: RegistrationAnswer }, { input: Input }>`
  mutation Create($input: NewCustomerRegistrationInput!) { createCustomer(input: $input) { ${FIELDS} } }
`;
const EXISTING = gql<{ registerExistingCustomer: RegistrationAnswer }, { input: Input }>`
  mutation Existing($input: ExistingCustomerRegistrationInput!) { registerExistingCustomer(input: $input) { ${FIELDS} } }
`;
const STATE = gql<
  { registrationState: { loginEmail: string; registration: RegistrationAnswer | null } },
  { locale: string }
>`
  query State($locale: String!) { registrationState(locale: $locale) { loginEmail registration { ${FIELDS} } } }
`;
const POST_CODES = gql<
  {
    postCodes: {
      items: { code: string; city: string; countryCode: string }[];
      paginationInfo: { totalCount: number; lastPage: number; itemsPerPage: number };
    };
  },
  { locale: string; mandantCode: string; query: string; page?: number; limit?: number }
>`
  query PostCodes($locale: String!, $mandantCode: String!, $query: String!, $page: Int, $limit: Int) {
    postCodes(locale: $locale, mandantCode: $mandantCode, query: $query, page: $page, limit: $limit) {
      items {
        code
        city
        countryCode
      }
      paginationInfo {
        totalCount
        lastPage
        itemsPerPage
      }
    }
  }
`;
const SHOP_CONFIG = gql<
  {
    shopConfig: {
      organizationalLevels: { code: string; name: string }[];
      fieldDescriptions: { parameterName: string; status: string }[];
    };
  },
  { locale: string }
>`
  query Config($locale: String!) {
    shopConfig(locale: $locale) {
      organizationalLevels {
        code
        name
      }
      fieldDescriptions {
        parameterName
        status
      }
    }
  }
`;

const NEWCOMER = 'newcomer@shop.example';

/** A valid new-customer form of 20HHAT (seeded lists: HOTEL, MR, PURCHASING; vatNumber Mandatory). */
const validNew = (patch: Input = {}): Input => ({
  locale: 'de-at',
  mandantCode: '20HHAT',
  companyName: 'Gasthof Zur Linde GmbH',
  companyStreetNumber: 'Hauptstraße 5',
  companyPostal: '2351',
  companyCity: 'Wiener Neudorf',
  companyPhone: '+43 2236 555',
  companyMail: 'office@linde.example',
  group: 'HOTEL',
  salutation: 'MR',
  firstName: 'Josef',
  lastName: 'Huber',
  position: 'PURCHASING',
  dynamicFields: [{ parameterName: 'vatNumber', value: 'ATU99887766' }],
  ...patch,
});

const validExisting = (patch: Input = {}): Input => ({
  locale: 'cs-cz',
  mandantCode: '80HHCZ',
  customerNumber: '100001',
  salutation: 'MS',
  firstName: 'Jana',
  lastName: 'Nováková',
  position: 'KITCHEN',
  comment: 'Pracuji v kuchyni pobočky Brno.',
  ...patch,
});

const fieldsOf = (answer: Errors) => answer.errors?.[0]?.extensions.details?.fields ?? [];

describe('registration (decisions 0092–0094)', () => {
  let bff: TestBff;
  let newcomer: ShopSession;
  let mailQueue: Queue;
  const registrations = async (mandantCode: string) =>
    (
      await bff.database.db.query<{ n: number }>(
        `select count(*)::int as n from registration where mandant_code = $1 and lower(login_email) = $2`,
        [mandantCode, NEWCOMER],
      )
    )[0].n;
  const mails = async <T>(name: string) =>
    (await mailQueue.getJobs(['waiting', 'delayed', 'prioritized']))
      .filter((job) => job.name === name)
      .map((job) => job.data as T);

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    newcomer = await bff.signIn(NEWCOMER);
    mailQueue = new Queue(QUEUES.mail, {
      connection: new Redis(bff.testRedis.url, { maxRetriesPerRequest: null }),
    });
  });

  afterAll(async () => {
    const connection = mailQueue?.opts.connection as unknown as Redis | undefined;
    await mailQueue?.close();
    await connection?.quit();
    await bff?.close();
  });

  it('exposes the positions and the field descriptions of the shop configuration', async () => {
    const { shopConfig } = dataOf(await bff.guest().graphql(SHOP_CONFIG, { locale: 'de-at' }));
    expect(shopConfig.organizationalLevels.map((o) => o.code)).toContain('PURCHASING');
    expect(shopConfig.organizationalLevels.find((o) => o.code === 'KITCHEN')?.name).toBe('Küche');
    expect(shopConfig.fieldDescriptions).toEqual(
      expect.arrayContaining([
        { parameterName: 'vatNumber', status: 'Mandatory' },
        { parameterName: 'tradeRegisterNumber', status: 'Visible' },
        { parameterName: 'branchCount', status: 'Hidden' },
      ]),
    );
  });

  it('prefills the login and has no open registration before the first submit', async () => {
    const { registrationState } = dataOf(await newcomer.graphql(STATE, { locale: 'de-at' }));
    expect(registrationState).toEqual({ loginEmail: NEWCOMER, registration: null });
    const guest = (await bff.guest().graphql(STATE, { locale: 'de-at' })) as Errors;
    expect(guest.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['companyName', { companyName: '  ' }, 'error.field-required'],
    ['firstName', { firstName: 'J'.repeat(31) }, 'error.field-too-long'],
    ['companyStreetNumber', { companyStreetNumber: 'S'.repeat(31) }, 'error.field-too-long'],
    ['companyPhone', { companyPhone: '' }, 'error.field-required'],
    ['companyMail', { companyMail: 'no-mail' }, 'error.field-invalid-email'],
    ['group', { group: 'PIRATES' }, 'error.field-invalid-option'],
    ['salutation', { salutation: 'LORD' }, 'error.field-invalid-option'],
    ['position', { position: 'CEO' }, 'error.field-invalid-option'],
    ['customerNumber', { customerNumber: '1'.repeat(21) }, 'error.field-too-long'],
    ['personalPhone', { personalPhone: '0'.repeat(31) }, 'error.field-too-long'],
    ['personalMail', { additionalContactMail: true }, 'error.field-required'],
    ['personalMail', { additionalContactMail: true, personalMail: 'x@' }, 'error.field-invalid-email'],
    ['personalMail', { personalMail: `${'p'.repeat(75)}@a.example` }, 'error.field-too-long'],
    ['companyPostal', { companyPostal: '12345' }, 'error.invalid-postal-code'],
    ['firstName', { firstName: 'Jo\u0007sef' }, 'error.field-invalid-string'],
    ['dynamicFields.vatNumber', { dynamicFields: [] }, 'error.field-required'],
    [
      'dynamicFields.branchCount',
      {
        dynamicFields: [
          { parameterName: 'vatNumber', value: 'ATU1' },
          { parameterName: 'branchCount', value: '3' },
        ],
      },
      'error.unknown-field',
    ],
    [
      'dynamicFields.nonsense',
      {
        dynamicFields: [
          { parameterName: 'vatNumber', value: 'ATU1' },
          { parameterName: 'nonsense', value: 'x' },
        ],
      },
      'error.unknown-field',
    ],
  ])(
    'refuses a form breaking the rule of %s with BAD_USER_INPUT %s, storing nothing',
    async (field, patch, key) => {
      const answer = (await newcomer.graphql(CREATE, { input: validNew(patch) })) as Errors;
      expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: key });
      expect(fieldsOf(answer)).toContainEqual({ field, messageKey: key });
      expect(await registrations('20HHAT')).toBe(0);
    },
  );

  it('refuses random bad input with BAD_USER_INPUT and stores nothing (property)', async () => {
    const keys = [
      'companyName',
      'companyStreetNumber',
      'companyPostal',
      'companyCity',
      'companyPhone',
      'companyMail',
      'group',
      'salutation',
      'firstName',
      'lastName',
      'position',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...keys),
        fc.oneof(
          fc.constant(''),
          fc.string({ minLength: 81, maxLength: 200 }),
          fc.constant(' \u0000 '),
          fc.string({ maxLength: 10 }).map((s) => `${s}\u0007`),
        ),
        async (field, value) => {
          const answer = (await newcomer.graphql(CREATE, { input: validNew({ [field]: value }) })) as Errors;
          expect(answer.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
          // A NUL is refused for the whole request by the text check before any rule (error.invalid-text).
          if (answer.errors?.[0].extensions.messageKey !== 'error.invalid-text')
            expect(fieldsOf(answer).map((f) => f.field)).toContain(field);
        },
      ),
      { numRuns: 25, seed: 26 },
    );
    expect(await registrations('20HHAT')).toBe(0);
  });

  it('answers "customer could not be created" and stores nothing when the tenant configures no administrator role', async () => {
    const redis = new Redis(bff.testRedis.url);
    const dropCachedConfig = async () => {
      const keys = await redis.keys('*shop-config:*20HHAT*');
      if (keys.length > 0) await redis.del(...keys);
    };
    const { config } = (await bff.database.db.one<{ config: { webRoles: { isAdministrator?: boolean }[] } }>(
      `select config from tenant where mandant_code = '20HHAT'`,
    ))!;
    try {
      const withoutAdministrator = {
        ...config,
        webRoles: config.webRoles.map((role) => ({ ...role, isAdministrator: false })),
      };
      await bff.database.db.query(`update tenant set config = $1 where mandant_code = '20HHAT'`, [
        JSON.stringify(withoutAdministrator),
      ]);
      await dropCachedConfig();
      const refused = await newcomer.graphql(CREATE, { input: validNew() });
      expect(refused.errors?.map((e) => [e.extensions.code, e.extensions.messageKey])).toEqual([
        ['INTERNAL', 'error.customer-not-created'],
      ]);
      expect(await registrations('20HHAT')).toBe(0);
    } finally {
      await bff.database.db.query(`update tenant set config = $1 where mandant_code = '20HHAT'`, [
        JSON.stringify(config),
      ]);
      await dropCachedConfig();
      await redis.quit();
    }
  });

  it('stores a valid registration once: a double submit answers the first, and mails the registrant once', async () => {
    const [first, second] = await Promise.all([
      newcomer.graphql(CREATE, {
        input: validNew({
          dynamicFields: [
            { parameterName: 'vatNumber', value: 'ATU99887766' },
            { parameterName: 'tradeRegisterNumber', value: 'FN 12345a' },
          ],
          comment: 'Bitte Lieferung ab März',
        }),
      }),
      newcomer.graphql(CREATE, { input: validNew() }),
    ]);
    const a = dataOf(first).createCustomer;
    const b = dataOf(second).createCustomer;
    expect(a).toMatchObject({ kind: 'NEW_CUSTOMER', status: 'PENDING', loginEmail: NEWCOMER });
    expect(b.id).toBe(a.id);
    expect(await registrations('20HHAT')).toBe(1);
    const again = dataOf(
      await newcomer.graphql(CREATE, { input: validNew({ companyName: 'Anders' }) }),
    ).createCustomer;
    expect(again.id).toBe(a.id);

    const row = await bff.database.db.one<{
      payload: { dynamicFields: Record<string, string> };
      locale: string;
      kind: string;
    }>(`select payload, locale, kind from registration where id = $1`, [a.id]);
    expect(row?.locale).toBe('de-at');
    expect(row?.payload).toMatchObject({
      mandantCode: '20HHAT',
      customer: {
        name1: 'Gasthof Zur Linde GmbH',
        address: { address1: 'Hauptstraße 5', postCode: '2351', city: 'Wiener Neudorf', countryCode: 'AT' },
        customerGroupCode: 'HOTEL',
        customerNumber: null,
      },
      contact: {
        loginEmail: NEWCOMER,
        webRole: 'ROLE_ADMIN',
        organizationalLevelCode: 'PURCHASING',
        email: null,
      },
    });
    expect(row?.payload.dynamicFields).toMatchObject({
      vatNumber: 'ATU99887766',
      companyPhone: '+43 2236 555',
    });
    const { registrationState } = dataOf(await newcomer.graphql(STATE, { locale: 'de-at' }));
    expect(registrationState.registration?.id).toBe(a.id);

    const received = (await mails<RegistrationReceivedMailJob>(MAIL_JOBS.registrationReceived)).filter(
      (mail) => mail.registration.id === a.id,
    );
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ to: NEWCOMER, locale: 'de-at', mandantCode: '20HHAT' });
    expect(received[0].registration).toMatchObject({
      kind: 'new-customer',
      companyName: 'Gasthof Zur Linde GmbH',
    });
  });

  it('refuses a user who already has a contact in the tenant (FORBIDDEN)', async () => {
    const admin = await bff.signIn('admin@20hhat.example');
    const answer = (await admin.graphql(CREATE, { input: validNew() })) as Errors;
    expect(answer.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const existing = (await admin.graphql(EXISTING, {
      input: validExisting({ locale: 'de-at', mandantCode: '20HHAT', position: 'PURCHASING' }),
    })) as Errors;
    expect(existing.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const employee = await bff.signIn('employee@20hhat.example');
    expect(
      ((await employee.graphql(CREATE, { input: validNew() })) as Errors).errors?.[0].extensions.code,
    ).toBe('FORBIDDEN');
    // Another tenant's code than the locale's.
    const wrong = (await newcomer.graphql(CREATE, { input: validNew({ locale: 'cs-cz' }) })) as Errors;
    expect(wrong.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('answers POST /api/createCustomer with the same rules and the same open registration as the mutation', async () => {
    const open = dataOf(await newcomer.graphql(CREATE, { input: validNew() })).createCustomer;
    const count = await registrations('20HHAT');
    const rest = await newcomer.rest('POST', '/api/createCustomer', validNew());
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id: open.id, loginEmail: NEWCOMER });
    const bad = await newcomer.rest('POST', '/api/createCustomer', validNew({ companyName: 'x'.repeat(81) }));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('companyName');
    expect((await bff.guest().rest('POST', '/api/createCustomer', validNew())).status).toBe(401);
    expect(await registrations('20HHAT')).toBe(count);
  });

  it("refuses a login that is already a contact in another country's shop, saying so, and stores nothing", async () => {
    // admin@20hhat.example is a contact in Austria; in the Bulgarian shop it has no customer.
    const admin = await bff.signIn('admin@20hhat.example');
    const before = await bff.database.db.one<{ n: number }>(`select count(*)::int as n from registration`);
    const answer = (await admin.graphql(CREATE, {
      input: validNew({ locale: 'bg-bg', mandantCode: '57HHBG' }),
    })) as Errors;
    expect(answer.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(answer.errors?.[0].extensions.messageKey).toBe('error.login-of-another-shop');
    const after = await bff.database.db.one<{ n: number }>(`select count(*)::int as n from registration`);
    expect(after!.n).toBe(before!.n);
  });

  describe('existing customer', () => {
    beforeAll(async () => {
      // A customer number only 30HHDE has.
      await bff.database.db.query(
        `insert into customer
         select (jsonb_populate_record(null::customer, to_jsonb(c) || '{"id":"cu-30HHDE-only","customer_no":"DE-ONLY-7"}'::jsonb)).*
           from customer c where mandant_code = '30HHDE' order by customer_no limit 1`,
      );
    });

    it('answers an unknown number and another tenant’s number with the same field error, storing nothing', async () => {
      for (const customerNumber of ['999999', 'DE-ONLY-7']) {
        const answer = (await newcomer.graphql(EXISTING, {
          input: validExisting({ customerNumber }),
        })) as Errors;
        expect(answer.errors?.[0].extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          messageKey: 'error.registration-unknown-customer',
        });
        expect(fieldsOf(answer)).toEqual([
          { field: 'customerNumber', messageKey: 'error.registration-unknown-customer' },
        ]);
      }
      const missing = (await newcomer.graphql(EXISTING, {
        input: validExisting({ customerNumber: '' }),
      })) as Errors;
      expect(fieldsOf(missing)).toEqual([{ field: 'customerNumber', messageKey: 'error.field-required' }]);
      expect(await registrations('80HHCZ')).toBe(0);
    });

    it('refuses random bad input with BAD_USER_INPUT, storing nothing and mailing nobody (property)', async () => {
      // The registrant's receipt and the administrators' access requests.
      const queued = async () =>
        (await mails(MAIL_JOBS.registrationReceived)).length +
        (await mails(MAIL_JOBS.registrationAccessRequest)).length;
      const before = await queued();
      const control = fc.string({ maxLength: 10 }).map((s) => `${s}\u0007`);
      const tooLong = (max: number) => fc.string({ minLength: max + 1, maxLength: max + 40 });
      // Each field with values its rule refuses (REGISTRATION_MAX_LENGTH; salutation and position are codes).
      const badField = fc.oneof(
        fc
          .oneof(fc.constant(''), fc.constant('  '), tooLong(20), control)
          .map((value) => ['customerNumber', value] as const),
        // A well-formed number no customer of the tenant has.
        fc.stringMatching(/^ZZ[0-9]{1,10}$/).map((value) => ['customerNumber', value] as const),
        fc
          .oneof(fc.constant(''), fc.constantFrom('LORD', 'ms', 'MS '.repeat(30)), control)
          .map((value) => ['salutation', value] as const),
        fc
          .oneof(fc.constant(''), fc.constant(' \t '), tooLong(30), control)
          .map((value) => ['firstName', value] as const),
        fc
          .oneof(fc.constant(''), tooLong(30), control, fc.constant('Nová\nková'))
          .map((value) => ['lastName', value] as const),
        fc
          .oneof(fc.constant(''), fc.constantFrom('CEO', 'kitchen'), tooLong(80), control)
          .map((value) => ['position', value] as const),
        fc.oneof(tooLong(30), control).map((value) => ['personalPhone', value] as const),
        fc
          .oneof(fc.constantFrom('no-mail', 'x@', 'a b@c.example'), tooLong(80), control)
          .map((value) => ['personalMail', value] as const),
        fc.oneof(tooLong(1000), control).map((value) => ['comment', value] as const),
        fc.constant(' \u0000 ').map((value) => ['firstName', value] as const),
      );
      await fc.assert(
        fc.asyncProperty(badField, async ([field, value]) => {
          const answer = (await newcomer.graphql(EXISTING, {
            input: validExisting({ [field]: value }),
          })) as Errors;
          expect(answer.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
          // A NUL is refused for the whole request by the text check before any rule (error.invalid-text).
          if (answer.errors?.[0].extensions.messageKey !== 'error.invalid-text')
            expect(fieldsOf(answer).map((f) => f.field)).toContain(field);
        }),
        { numRuns: 25, seed: 27 },
      );
      expect(await registrations('80HHCZ')).toBe(0);
      expect(await queued()).toBe(before);
    });

    it('stores the request with a token hash and mails every administrator the approval link', async () => {
      const answer = dataOf(
        await newcomer.graphql(EXISTING, { input: validExisting() }),
      ).registerExistingCustomer;
      expect(answer).toMatchObject({
        kind: 'EXISTING_CUSTOMER',
        status: 'PENDING',
        customerNumber: '100001',
      });
      const row = await bff.database.db.one<{ token_hash: string | null; customer_id: string }>(
        `select token_hash, customer_id from registration where id = $1`,
        [answer.id],
      );
      expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
      const admins = await bff.database.db.query<{ email: string }>(
        `select coalesce(nullif(email, ''), login_email) as email from contact
          where customer_id = $1 and role = 'ROLE_ADMIN' and not deletion_state`,
        [row!.customer_id],
      );
      expect(admins.length).toBeGreaterThan(0);
      const requests = (
        await mails<RegistrationAccessRequestMailJob>(MAIL_JOBS.registrationAccessRequest)
      ).filter((mail) => mail.request.registrationId === answer.id);
      expect(requests.map((mail) => mail.to).sort()).toEqual(admins.map((a) => a.email).sort());
      for (const mail of requests) {
        expect(mail).toMatchObject({ locale: 'cs-cz', mandantCode: '80HHCZ' });
        expect(mail.request).toMatchObject({
          registrantName: 'Jana Nováková',
          registrantEmail: NEWCOMER,
          customerNumber: '100001',
        });
        const prefix =
          `${bff.baseUrl}${buildPath('account-users-contact-approval', 'cs-cz', { token: 'T', customer: '100001' })}`.replace(
            '/T/100001',
            '/',
          );
        expect(mail.request.approvalUrl.startsWith(prefix)).toBe(true);
        expect(mail.request.approvalUrl.endsWith('/100001')).toBe(true);
      }
      const event = await bff.database.db.one<{ action: string }>(
        `select action from account_event where subject_kind = 'registration' and subject_id = $1`,
        [answer.id],
      );
      expect(event?.action).toBe('requested');
      // A second submit answers the first and mails nobody again.
      const again = dataOf(
        await newcomer.graphql(EXISTING, { input: validExisting() }),
      ).registerExistingCustomer;
      expect(again.id).toBe(answer.id);
      expect(
        (await mails<RegistrationAccessRequestMailJob>(MAIL_JOBS.registrationAccessRequest)).filter(
          (mail) => mail.request.registrationId === answer.id,
        ),
      ).toHaveLength(requests.length);
    });
  });

  describe('post codes', () => {
    it('finds post codes by the beginning of the code (blanks ignored) or of the place, page by page', async () => {
      const guest = bff.guest();
      const vienna = dataOf(
        await guest.graphql(POST_CODES, { locale: 'de-at', mandantCode: '20HHAT', query: '1', limit: 5 }),
      ).postCodes;
      expect(vienna.items).toHaveLength(5);
      expect(vienna.items[0]).toEqual({ code: '1010', city: 'Wien', countryCode: 'AT' });
      expect(vienna.paginationInfo.totalCount).toBeGreaterThan(20);
      const page2 = dataOf(
        await guest.graphql(POST_CODES, {
          locale: 'de-at',
          mandantCode: '20HHAT',
          query: '1',
          limit: 5,
          page: 2,
        }),
      ).postCodes;
      expect(page2.items[0].code).toBe('1060');
      const graz = dataOf(
        await guest.graphql(POST_CODES, { locale: 'de-at', mandantCode: '20HHAT', query: 'gra' }),
      ).postCodes;
      expect(graz.items.every((item) => item.city === 'Graz')).toBe(true);
      expect(graz.items.length).toBeGreaterThan(5);
      const prague = dataOf(
        await guest.graphql(POST_CODES, { locale: 'cs-cz', mandantCode: '80HHCZ', query: '1100' }),
      ).postCodes;
      expect(prague.items[0]).toEqual({ code: '110 00', city: 'Praha 1', countryCode: 'CZ' });
      const sofia = dataOf(
        await guest.graphql(POST_CODES, { locale: 'bg-bg', mandantCode: '57HHBG', query: 'соф' }),
      ).postCodes;
      expect(sofia.items[0].city).toBe('София');
      const none = dataOf(
        await guest.graphql(POST_CODES, { locale: 'de-at', mandantCode: '20HHAT', query: '%' }),
      ).postCodes;
      expect(none.items).toEqual([]);
      const other = (await guest.graphql(POST_CODES, {
        locale: 'de-at',
        mandantCode: '80HHCZ',
        query: '1',
      })) as Errors;
      expect(other.errors?.[0].extensions.code).toBe('FORBIDDEN');
    });

    it('holds a few hundred real-format post codes per tenant country', async () => {
      const rows = await bff.database.db.query<{ mandant_code: string; code: string; country_code: string }>(
        `select mandant_code, code, country_code from post_code`,
      );
      const per = new Map<string, number>();
      for (const row of rows) {
        per.set(row.mandant_code, (per.get(row.mandant_code) ?? 0) + 1);
        expect([row.code, isPostalCodeOf(row.country_code, row.code)]).toEqual([row.code, true]);
      }
      expect([...per.keys()].sort()).toEqual(['20HHAT', '30HHDE', '41HHIC', '50HHSK', '57HHBG', '80HHCZ']);
      for (const count of per.values()) expect(count).toBeGreaterThanOrEqual(100);
    });
  });
});
