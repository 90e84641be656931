import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import fc from 'fast-check';
import { QUEUES, registrationDecisionJobId, type RegistrationDecisionMailJob } from '@shop/jobs';
import { buildPath } from '@shop/locales';
import { dataOf, startTestBff, type ShopSession, type TestBff } from './support/test-bff';
import { insertRegistration, registrationPayload } from './support/registrations';
import { openSse } from './support/sse-client';

jest.setTimeout(180_000);

type Errors = {
  data?: Record<string, unknown> | null;
  errors?: { extensions: { code: string; messageKey: string } }[];
};
/** A bad input of a property: the variables it changes and the error it gets; `only` one of two mutations. */
interface BadCase {
  patch: Record<string, unknown>;
  code: string;
  key: RegExp;
  only?: 'approve' | 'decline';
}

/** Bad input both ways of deciding share (staff page and approval link). */
const badVersion = fc.integer({ min: -(2 ** 31), max: 0 }).map<BadCase>((value) => ({
  patch: { version: value },
  code: 'BAD_USER_INPUT',
  key: /^error\.invalid-version$/,
}));
// Not an Int: refused by GraphQL before the resolver.
const notAnIntVersion = fc
  .constantFrom<unknown>(1.5, 2 ** 31, -(2 ** 31) - 1, '1', null)
  .map<BadCase>((value) => ({
    patch: { version: value },
    code: 'BAD_USER_INPUT',
    key: /^error\.invalid-request$/,
  }));
const badReason = fc
  .oneof(
    fc.constantFrom('', ' ', '\t\n '),
    fc.stringMatching(/^\s{1,20}$/),
    fc.string({ minLength: 1001, maxLength: 1100 }).filter((reason) => reason.trim().length > 1000),
    // A control character other than a line break or tab (the registration form's rule).
    fc.string({ maxLength: 20 }).map((reason) => `Nein${reason}\u0007`),
  )
  .map<BadCase>((value) => ({
    patch: { reason: value },
    code: 'BAD_USER_INPUT',
    key: /^error\.(decline-reason-(required|too-long)|invalid-text)$/,
    only: 'decline',
  }));
const badLocale = fc
  .oneof(fc.constantFrom('', 'xx-yy', 'DE-AT'), fc.string({ maxLength: 12 }))
  .map<BadCase>((value) => ({
    patch: { locale: value },
    code: 'BAD_USER_INPUT',
    key: /^error\.unknown-locale$/,
  }));
// A version the registration is not at: decided meanwhile, as the decider sees it.
const staleVersion = fc.integer({ min: 2, max: 2 ** 31 - 1 }).map<BadCase>((value) => ({
  patch: { version: value },
  code: 'CONFLICT',
  key: /^error\.registration-conflict$/,
}));
const codeOf = (answer: Errors) =>
  answer.errors?.map((error) => [error.extensions.code, error.extensions.messageKey]);

const FIELDS = `id kind status version locale declineReason companyName customerNumber
  dynamicFields { name value } contact { firstName lastName loginEmail webRole } comments`;
const LIST = `query List($locale: String!, $status: String, $page: Int) {
  staffRegistrations(locale: $locale, status: $status, page: $page) { total lastPage items { id status } } }`;
const ONE = `query One($locale: String!, $id: ID!) { staffRegistration(locale: $locale, id: $id) { ${FIELDS} } }`;
const CONFIRM = `mutation Confirm($locale: String!, $id: ID!, $version: Int!) {
  confirmRegistration(locale: $locale, id: $id, version: $version) { ${FIELDS} } }`;
const DECLINE = `mutation Decline($locale: String!, $id: ID!, $version: Int!, $reason: String!) {
  declineRegistration(locale: $locale, id: $id, version: $version, reason: $reason) { ${FIELDS} } }`;
const READ_TOKEN = `query Read($locale: String!, $token: String!, $customer: String!) {
  readTokenCustomObject(locale: $locale, token: $token, customer: $customer) { ${FIELDS} } }`;
const APPROVE = `mutation Approve($locale: String!, $token: String!, $customer: String!, $version: Int!, $webRole: String) {
  createContactWithToken(locale: $locale, token: $token, customer: $customer, version: $version, webRole: $webRole) { ${FIELDS} } }`;
const DECLINE_TOKEN = `mutation DeclineToken($locale: String!, $token: String!, $customer: String!, $version: Int!, $reason: String!) {
  declineRegistrationCustomObject(locale: $locale, token: $token, customer: $customer, version: $version, reason: $reason) { ${FIELDS} } }`;
const ME = '{ me { userType mandantCode role customer { customerNo name } contact { role } } }';

describe('registration decisions (issue 26, decision 0095)', () => {
  let bff: TestBff;
  let staff: ShopSession;
  let mailQueue: Queue<RegistrationDecisionMailJob>;

  const db = () => bff.database.db;
  const mailOf = async (mandantCode: string, id: string) =>
    (await mailQueue.getJob(registrationDecisionJobId(mandantCode, id)))?.data ?? null;
  const customerOf = async (customerNo: string) =>
    (await db().one<{ id: string }>(
      `select id from customer where mandant_code = '20HHAT' and customer_no = $1`,
      [customerNo],
    ))!.id;
  const count = async (sql: string, params: unknown[] = []) =>
    (await db().one<{ n: number }>(sql, params))!.n;
  /** The account events of a registration's decisions. */
  const events = (id: string) =>
    count(
      `select count(*)::int as n from account_event where subject_kind = 'registration' and subject_id = $1`,
      [id],
    );
  const rowOf = (id: string) =>
    db().one<{ status: string; version: number; contact_id: string | null; customer_id: string | null }>(
      `select status, version, contact_id, customer_id from registration where id = $1`,
      [id],
    );

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    staff = await bff.signIn('employee@20hhat.example');
    mailQueue = new Queue(QUEUES.mail, { connection: bff.redis.duplicate() });
  });

  afterAll(async () => {
    const connection = mailQueue?.opts.connection as unknown as Redis | undefined;
    await mailQueue?.close();
    connection?.disconnect();
    await bff?.close();
  });

  describe('staff decide new customers', () => {
    it('lists pending first with the payload, confirms: customer, administrator contact, activity, mail; the registrant signs in to it', async () => {
      const { id } = await insertRegistration(db(), {
        mandantCode: '20HHAT',
        kind: 'new-customer',
        loginEmail: 'newcomer@shop.example',
        locale: 'de-at',
      });
      // Signed in before the decision: no customer yet (guard 1 leads to registration).
      const early = await bff.signIn('newcomer@shop.example');
      expect((await early.graphql(ME)).data.me).toMatchObject({ mandantCode: null, customer: null });
      const listed = dataOf(
        await staff.graphql(LIST, { locale: 'de-at', status: 'pending' }),
      ).staffRegistrations;
      expect(listed.items.map((item: { id: string }) => item.id)).toContain(id);
      const detail = dataOf(await staff.graphql(ONE, { locale: 'de-at', id })).staffRegistration;
      expect(detail).toMatchObject({
        status: 'pending',
        version: 1,
        companyName: 'Hotel Alpenblick GmbH',
        dynamicFields: [{ name: 'vatId', value: 'ATU99999999' }],
        contact: { firstName: 'Nora', loginEmail: 'newcomer@shop.example' },
        comments: ['Bitte rasch freischalten'],
      });

      const confirmed = dataOf(
        await staff.graphql(CONFIRM, { locale: 'de-at', id, version: 1 }),
      ).confirmRegistration;
      expect(confirmed).toMatchObject({ status: 'confirmed', version: 2 });
      expect(confirmed.customerNumber).toMatch(/^7\d{5}$/);
      const customer = await db().one<{
        id: string;
        name1: string;
        currency: string;
        language_code: string;
        customer_group_code: string;
      }>(
        `select id, name1, currency, language_code, customer_group_code from customer where mandant_code = '20HHAT' and customer_no = $1`,
        [confirmed.customerNumber],
      );
      expect(customer).toMatchObject({
        name1: 'Hotel Alpenblick GmbH',
        currency: 'EUR',
        language_code: 'de',
        customer_group_code: 'HOTEL',
      });
      const contact = await db().one<{ role: string; login_email: string; customer_id: string }>(
        `select role, login_email, customer_id from contact where id = (select contact_id from registration where id = $1)`,
        [id],
      );
      expect(contact).toEqual({
        role: 'ROLE_ADMIN',
        login_email: 'newcomer@shop.example',
        customer_id: customer!.id,
      });
      const events = await db().query<{
        subject_kind: string;
        action: string;
        employee_id: string | null;
        contact_id: string | null;
      }>(
        `select subject_kind, action, employee_id, contact_id from account_event where customer_id = $1 order by id`,
        [customer!.id],
      );
      const employeeId = (await db().one<{ id: string }>(
        `select id from employee where login_email = 'employee@20hhat.example'`,
      ))!.id;
      expect(events).toEqual([
        { subject_kind: 'contact', action: 'created', employee_id: employeeId, contact_id: null },
        { subject_kind: 'registration', action: 'confirmed', employee_id: employeeId, contact_id: null },
      ]);
      const mail = await mailOf('20HHAT', id);
      expect(mail).toMatchObject({
        to: 'newcomer@shop.example',
        locale: 'de-at',
        registration: {
          kind: 'new-customer',
          decision: 'confirmed',
          companyName: 'Hotel Alpenblick GmbH',
          reason: null,
        },
      });
      expect(mail!.registration.url.endsWith(buildPath('login', 'de-at'))).toBe(true);

      const newcomer = await bff.signIn('newcomer@shop.example');
      expect((await newcomer.graphql(ME)).data.me).toMatchObject({
        userType: 'STANDARD',
        mandantCode: '20HHAT',
        role: 'ROLE_ADMIN',
        customer: { customerNo: confirmed.customerNumber, name: 'Hotel Alpenblick GmbH' },
      });

      // Decided once: a second confirm or decline is a CONFLICT and changes nothing.
      expect(codeOf(await staff.graphql(CONFIRM, { locale: 'de-at', id, version: 2 }))).toEqual([
        ['CONFLICT', 'error.registration-conflict'],
      ]);
      expect(codeOf(await staff.graphql(DECLINE, { locale: 'de-at', id, version: 2, reason: 'x' }))).toEqual([
        ['CONFLICT', 'error.registration-conflict'],
      ]);
      expect((await rowOf(id))!.status).toBe('confirmed');
    });

    it('declines with a required reason and mails it in the registration’s language', async () => {
      const { id } = await insertRegistration(db(), {
        mandantCode: '57HHBG',
        kind: 'new-customer',
        loginEmail: 'bg-declined@shop.example',
        locale: 'bg-bg',
      });
      const bgStaff = await bff.signIn('employee@57hhbg.example', 'bg-bg');
      for (const reason of ['', '   ', 'x'.repeat(1001), 'Не\u0007 е ясно']) {
        const refused = await bgStaff.graphql(DECLINE, { locale: 'bg-bg', id, version: 1, reason });
        expect(refused.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
        expect(refused.errors?.[0]?.extensions.messageKey).toMatch(
          /^error\.(decline-reason-(required|too-long)|invalid-text)$/,
        );
      }
      expect((await rowOf(id))!.status).toBe('pending');
      const declined = dataOf(
        await bgStaff.graphql(DECLINE, { locale: 'bg-bg', id, version: 1, reason: 'Няма данъчен номер' }),
      ).declineRegistration;
      expect(declined).toMatchObject({ status: 'declined', declineReason: 'Няма данъчен номер' });
      expect(await mailOf('57HHBG', id)).toMatchObject({
        to: 'bg-declined@shop.example',
        locale: 'bg-bg',
        registration: { decision: 'declined', reason: 'Няма данъчен номер' },
      });
      expect(
        await db().one(
          `select 1 from customer where name1 = 'Hotel Alpenblick GmbH' and mandant_code = '57HHBG'`,
        ),
      ).toBeNull();
    });

    it('lets exactly one of two concurrent confirms win', async () => {
      const { id } = await insertRegistration(db(), {
        mandantCode: '20HHAT',
        kind: 'new-customer',
        loginEmail: 'twice@shop.example',
        locale: 'de-at',
        payload: registrationPayload('20HHAT', 'twice@shop.example', { companyName: 'Doppelt GmbH' }),
      });
      const other = await bff.signIn('employee@20hhat.example');
      const answers = await Promise.all([
        staff.graphql(CONFIRM, { locale: 'de-at', id, version: 1 }),
        other.graphql(CONFIRM, { locale: 'de-at', id, version: 1 }),
      ]);
      expect(answers.filter((answer) => answer.data?.confirmRegistration).length).toBe(1);
      expect(answers.flatMap((answer) => codeOf(answer) ?? [])).toEqual([
        ['CONFLICT', 'error.registration-conflict'],
      ]);
      const created = await db().query(`select id from customer where name1 = 'Doppelt GmbH'`);
      expect(created).toHaveLength(1);
      expect(
        await db().query(`select id from contact where login_email = 'twice@shop.example'`),
      ).toHaveLength(1);
    });

    it("answers NOT_FOUND for another tenant's registration and FORBIDDEN for customer contacts, changing nothing", async () => {
      const { id } = await insertRegistration(db(), {
        mandantCode: '57HHBG',
        kind: 'new-customer',
        loginEmail: 'foreign@shop.example',
        locale: 'bg-bg',
      });
      expect(codeOf(await staff.graphql(ONE, { locale: 'de-at', id }))).toEqual([
        ['NOT_FOUND', 'error.registration-not-found'],
      ]);
      expect(codeOf(await staff.graphql(CONFIRM, { locale: 'de-at', id, version: 1 }))).toEqual([
        ['NOT_FOUND', 'error.registration-not-found'],
      ]);
      expect(
        codeOf(await staff.graphql(DECLINE, { locale: 'de-at', id, version: 1, reason: 'nein' })),
      ).toEqual([['NOT_FOUND', 'error.registration-not-found']]);
      const listed = dataOf(await staff.graphql(LIST, { locale: 'de-at' })).staffRegistrations;
      expect(listed.items.map((item: { id: string }) => item.id)).not.toContain(id);
      // Staff of one tenant are not staff of another locale's tenant.
      expect(codeOf(await staff.graphql(CONFIRM, { locale: 'bg-bg', id, version: 1 }))?.[0]?.[0]).toBe(
        'FORBIDDEN',
      );

      const admin = await bff.signIn('admin@20hhat.example');
      const { id: own } = await insertRegistration(db(), {
        mandantCode: '20HHAT',
        kind: 'new-customer',
        loginEmail: 'own@shop.example',
        locale: 'de-at',
      });
      for (const [query, variables] of [
        [LIST, { locale: 'de-at' }],
        [ONE, { locale: 'de-at', id: own }],
        [CONFIRM, { locale: 'de-at', id: own, version: 1 }],
        [DECLINE, { locale: 'de-at', id: own, version: 1, reason: 'nein' }],
      ] as const)
        expect(codeOf(await admin.graphql(query, variables))).toEqual([['FORBIDDEN', 'error.forbidden']]);
      expect(codeOf(await bff.guest().graphql(LIST, { locale: 'de-at' }))?.[0]?.[0]).toBe('UNAUTHENTICATED');
      expect(await rowOf(id)).toMatchObject({ status: 'pending', version: 1 });
      expect(await rowOf(own)).toMatchObject({ status: 'pending', version: 1 });
    });

    it('refuses bad paging and an unknown status as translated input errors', async () => {
      expect(codeOf(await staff.graphql(LIST, { locale: 'de-at', status: 'open' }))).toEqual([
        ['BAD_USER_INPUT', 'error.invalid-registration-status'],
      ]);
      expect(codeOf(await staff.graphql(LIST, { locale: 'de-at', page: 0 }))).toEqual([
        ['BAD_USER_INPUT', 'error.invalid-page'],
      ]);
    });

    it('refuses random bad input to confirm and decline with BAD_USER_INPUT (NOT_FOUND or CONFLICT when well-formed), deciding nothing (property)', async () => {
      const { id } = await insertRegistration(db(), {
        mandantCode: '20HHAT',
        kind: 'new-customer',
        loginEmail: 'random-bad@shop.example',
        locale: 'de-at',
        payload: registrationPayload('20HHAT', 'random-bad@shop.example', { companyName: 'Zufall GmbH' }),
      });
      const customers = () => count(`select count(*)::int as n from customer where mandant_code = '20HHAT'`);
      const before = await customers();
      const valid = { locale: 'de-at', id, version: 1, reason: 'Keine UID-Nummer' };
      const notFound = /^error\.registration-not-found$/;
      const badCase = fc.oneof<fc.Arbitrary<BadCase>[]>(
        // Ids longer than any of ours are refused before the look-up (StaffRegistrationArgs).
        fc
          .string({ minLength: 201, maxLength: 300 })
          .map((value) => ({ patch: { id: value }, code: 'BAD_USER_INPUT', key: notFound })),
        badVersion,
        badReason,
        notAnIntVersion,
        badLocale,
        // A NUL is refused for the whole request by the text check before any rule (decision 0075).
        fc.constantFrom('id', 'reason').map((field) => ({
          patch: { [field]: 'a\u0000b' },
          code: 'BAD_USER_INPUT',
          key: /^error\.invalid-text$/,
        })),
        // Well-formed but no registration of the tenant: NOT_FOUND, as for another tenant's.
        fc
          .oneof(fc.constant(''), fc.uuid(), fc.string({ maxLength: 200 }))
          .filter((value) => value !== id)
          .map((value) => ({ patch: { id: value }, code: 'NOT_FOUND', key: notFound })),
        staleVersion,
      );
      await fc.assert(
        fc.asyncProperty(badCase, fc.boolean(), async ({ patch, code, key, only }, confirm) => {
          const query = confirm && only !== 'decline' ? CONFIRM : DECLINE;
          const answer = (await staff.graphql(query, { ...valid, ...patch })) as Errors;
          expect(answer.data?.confirmRegistration ?? answer.data?.declineRegistration ?? null).toBeNull();
          const [[actualCode, messageKey]] = codeOf(answer)!;
          expect(actualCode).toBe(code);
          expect(messageKey).toMatch(key);
        }),
        { numRuns: 25, seed: 95 },
      );
      expect(await rowOf(id)).toMatchObject({ status: 'pending', version: 1, customer_id: null });
      expect(await mailOf('20HHAT', id)).toBeNull();
      expect(await customers()).toBe(before);
      expect(await events(id)).toBe(0);
    });
  });

  describe('the approval link of an existing customer', () => {
    let admin: ShopSession;
    const request = async (loginEmail: string) => {
      const customerId = await customerOf('100001');
      return insertRegistration(db(), {
        mandantCode: '20HHAT',
        kind: 'existing-customer',
        loginEmail,
        locale: 'de-at',
        customerId,
        // As the existing-customer form sends it: a customer number, no company (libs/domain registrationPayloadOf).
        payload: registrationPayload('20HHAT', loginEmail, {
          companyName: '',
          customerNumber: '100001',
          webRole: 'ROLE_CART_PURCHASER',
        }),
      });
    };

    beforeAll(async () => {
      admin = await bff.signIn('admin@20hhat.example');
    });

    it('shows the request to the customer’s administrator, who confirms it with a chosen role', async () => {
      const { id, token } = await request('joiner@shop.example');
      const seen = dataOf(
        await admin.graphql(READ_TOKEN, { locale: 'de-at', token, customer: '100001' }),
      ).readTokenCustomObject;
      expect(seen).toMatchObject({
        id,
        kind: 'existing-customer',
        status: 'pending',
        contact: { webRole: 'ROLE_CART_PURCHASER' },
      });
      expect(
        codeOf(
          await admin.graphql(APPROVE, {
            locale: 'de-at',
            token,
            customer: '100001',
            version: 1,
            webRole: 'ROLE_NOPE',
          }),
        ),
      ).toEqual([['BAD_USER_INPUT', 'error.invalid-web-role']]);
      const approved = dataOf(
        await admin.graphql(APPROVE, {
          locale: 'de-at',
          token,
          customer: '100001',
          version: 1,
          webRole: 'ROLE_CART_APPROVER',
        }),
      ).createContactWithToken;
      expect(approved).toMatchObject({ status: 'confirmed', version: 2 });
      const contact = await db().one<{ role: string; customer_id: string }>(
        `select role, customer_id from contact where login_email = 'joiner@shop.example'`,
      );
      expect(contact).toEqual({ role: 'ROLE_CART_APPROVER', customer_id: await customerOf('100001') });
      const adminId = (await db().one<{ id: string }>(
        `select id from contact where login_email = 'admin@20hhat.example'`,
      ))!.id;
      expect(
        await db().one(
          `select contact_id, employee_id from account_event where subject_kind = 'registration' and subject_id = $1`,
          [id],
        ),
      ).toEqual({ contact_id: adminId, employee_id: null });
      expect(await mailOf('20HHAT', id)).toMatchObject({
        to: 'joiner@shop.example',
        // The mail names the company asked for, which the request itself does not.
        registration: {
          kind: 'existing-customer',
          decision: 'confirmed',
          companyName: 'Hotel Alpenblick GmbH',
        },
      });
      // The used link: decided, it cannot be decided again.
      expect(
        codeOf(await admin.graphql(APPROVE, { locale: 'de-at', token, customer: '100001', version: 2 })),
      ).toEqual([['CONFLICT', 'error.registration-conflict']]);
      expect(
        codeOf(
          await admin.graphql(DECLINE_TOKEN, {
            locale: 'de-at',
            token,
            customer: '100001',
            version: 2,
            reason: 'x',
          }),
        ),
      ).toEqual([['CONFLICT', 'error.registration-conflict']]);
    });

    it('declines with a reason, mailed to the registrant, and tells the customer’s open pages only', async () => {
      const { id, token } = await request('rejected@shop.example');
      // The approval page open in the approver's tab follows the decision; another customer's hears nothing.
      const [approver, otherCustomer] = await Promise.all([
        bff.signIn('approver@20hhat.example'),
        bff.signIn('admin2@20hhat.example'),
      ]);
      const streams = await Promise.all(
        [approver, otherCustomer].map((session) =>
          openSse<{ registrationId?: string }>(bff.baseUrl, 'de-at', { cookie: session.cookieHeader() }),
        ),
      );
      const declined = dataOf(
        await admin.graphql(DECLINE_TOKEN, {
          locale: 'de-at',
          token,
          customer: '100001',
          version: 1,
          reason: 'Unbekannt',
        }),
      ).declineRegistrationCustomObject;
      expect(declined).toMatchObject({ status: 'declined', declineReason: 'Unbekannt' });
      expect(await db().one(`select 1 from contact where login_email = 'rejected@shop.example'`)).toBeNull();
      expect(await mailOf('20HHAT', id)).toMatchObject({
        registration: { decision: 'declined', reason: 'Unbekannt' },
      });
      try {
        await streams[0].waitFor(
          (event) => event.event === 'registration-decided' && event.data.registrationId === id,
        );
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(streams[1].events.filter((event) => event.event === 'registration-decided')).toEqual([]);
      } finally {
        for (const stream of streams) stream.close();
      }
    });

    it('refuses random bad input to the approval link’s confirm and decline with BAD_USER_INPUT (NOT_FOUND or CONFLICT when well-formed), deciding nothing (property)', async () => {
      const { id, token } = await request('random-bad-link@shop.example');
      const valid = { locale: 'de-at', token, customer: '100001', version: 1 };
      const notFound = /^error\.registration-not-found$/;
      const wellFormed = /^[A-Za-z0-9_-]{20,128}$/;
      const badCase = fc.oneof<fc.Arbitrary<BadCase>[]>(
        // Not a token of ours (base64url, 20 to 128 characters): refused before the look-up.
        fc
          .oneof(
            fc.constantFrom('', 'not a token', 'A'.repeat(19), 'A'.repeat(129), `${token}=`),
            fc.string({ maxLength: 200 }),
          )
          .filter((value) => !wellFormed.test(value))
          .map((value) => ({ patch: { token: value }, code: 'BAD_USER_INPUT', key: notFound })),
        fc
          .string({ minLength: 21, maxLength: 60 })
          .map((value) => ({ patch: { customer: value }, code: 'BAD_USER_INPUT', key: notFound })),
        badVersion,
        notAnIntVersion,
        fc
          .oneof(
            fc.constantFrom('', 'ROLE_NOPE', 'role_admin', 'ROLE_ROOT'),
            fc.string({ maxLength: 30 }).filter((role) => !role.startsWith('ROLE_')),
          )
          .map((value) => ({
            patch: { webRole: value },
            code: 'BAD_USER_INPUT',
            key: /^error\.invalid-web-role$/,
            only: 'approve' as const,
          })),
        badReason,
        badLocale,
        fc.constantFrom('token', 'customer', 'reason').map((field) => ({
          patch: { [field]: 'a\u0000b' },
          code: 'BAD_USER_INPUT',
          key: /^error\.invalid-text$/,
        })),
        // Well-formed: a forged token or another customer's number is NOT_FOUND, an old version a CONFLICT.
        fc
          .stringMatching(wellFormed)
          .filter((value) => value !== token)
          .map((value) => ({ patch: { token: value }, code: 'NOT_FOUND', key: notFound })),
        fc
          .oneof(fc.constantFrom('', '100002', '999999'), fc.string({ maxLength: 20 }))
          .filter((value) => value !== '100001')
          .map((value) => ({ patch: { customer: value }, code: 'NOT_FOUND', key: notFound })),
        staleVersion,
      );
      await fc.assert(
        fc.asyncProperty(badCase, fc.boolean(), async ({ patch, code, key, only }, approve) => {
          const approving = only ? only === 'approve' : approve;
          const answer = (await admin.graphql(
            approving ? APPROVE : DECLINE_TOKEN,
            approving ? { ...valid, ...patch } : { ...valid, reason: 'Unbekannt', ...patch },
          )) as Errors;
          expect(
            answer.data?.createContactWithToken ?? answer.data?.declineRegistrationCustomObject ?? null,
          ).toBeNull();
          const [[actualCode, messageKey]] = codeOf(answer)!;
          expect(actualCode).toBe(code);
          expect(messageKey).toMatch(key);
        }),
        { numRuns: 25, seed: 96 },
      );
      expect(await rowOf(id)).toMatchObject({ status: 'pending', version: 1, contact_id: null });
      expect(
        await db().one(`select 1 from contact where login_email = 'random-bad-link@shop.example'`),
      ).toBeNull();
      expect(await mailOf('20HHAT', id)).toBeNull();
      expect(await events(id)).toBe(0);
    });

    it('answers NOT_FOUND to another customer’s administrator, a wrong customer number and a forged token; nothing changes', async () => {
      const { id, token } = await request('guarded@shop.example');
      const otherAdmin = await bff.signIn('admin2@20hhat.example');
      const forged = 'A'.repeat(43);
      const attempts: [ShopSession, string, Record<string, unknown>][] = [
        [otherAdmin, READ_TOKEN, { token, customer: '100001' }],
        [otherAdmin, READ_TOKEN, { token, customer: '100002' }],
        [otherAdmin, APPROVE, { token, customer: '100002', version: 1 }],
        [otherAdmin, DECLINE_TOKEN, { token, customer: '100002', version: 1, reason: 'nein' }],
        [admin, READ_TOKEN, { token, customer: '100002' }],
        [admin, READ_TOKEN, { token: forged, customer: '100001' }],
        [admin, APPROVE, { token: forged, customer: '100001', version: 1 }],
        [admin, READ_TOKEN, { token: 'not a token', customer: '100001' }],
      ];
      for (const [session, query, variables] of attempts) {
        const answer = await session.graphql(query, { locale: 'de-at', ...variables });
        expect(answer.errors?.[0]?.extensions.messageKey).toBe('error.registration-not-found');
      }
      const purchaser = await bff.signIn('purchaser@20hhat.example');
      expect(
        codeOf(
          await purchaser.graphql(APPROVE, { locale: 'de-at', token, customer: '100001', version: 1 }),
        )?.[0]?.[0],
      ).toBe('FORBIDDEN');
      expect(await rowOf(id)).toMatchObject({ status: 'pending', version: 1, contact_id: null });
      expect(await db().one(`select 1 from contact where login_email = 'guarded@shop.example'`)).toBeNull();
    });
  });
});
