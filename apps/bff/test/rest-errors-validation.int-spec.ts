import { Queue } from 'bullmq';
import { MAINTENANCE_JOB, MAINTENANCE_STATE_KEY, QUEUES } from '@shop/jobs';
import { startTestBff, type Json, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

const OPS_TOKEN = 'ops-token-of-the-rest-validation-test-0123456789';

/**
 * The ops route's refusals of a command it cannot carry out (each with its status and message key,
 * nothing enqueued, no state written) and the employee routes' answers to sessions that may not act
 * for a customer. (rest-errors.int-spec.ts has the bodies that are not JSON objects at all, and the
 * employee's malformed and unknown ids.)
 */
describe('REST validation (ops maintenance command, employee customer selection)', () => {
  let bff: TestBff;
  let queue: Queue;

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05, config: { OPS_TOKEN } });
    queue = new Queue(QUEUES.maintenance, { connection: { url: bff.testRedis.url } });
  });

  afterAll(async () => {
    await queue?.close();
    await bff?.close();
  });

  const selections = async () =>
    Number(
      (await bff.database.db.one<{ n: string }>('select count(*) as n from employee_customer_selection'))!.n,
    );

  describe('POST /api/ops/maintenance', () => {
    const post = async (body: string, contentType = 'application/json') => {
      const response = await fetch(`${bff.baseUrl}/api/ops/maintenance`, {
        method: 'POST',
        headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': contentType },
        body,
      });
      const text = await response.text();
      return { status: response.status, body: text.startsWith('{') ? (JSON.parse(text) as Json) : text };
    };
    const jobCounts = () =>
      queue.getJobCounts('waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized');
    const inAnHour = (minutes: number) => new Date(Date.now() + (60 + minutes) * 60_000).toISOString();

    /** Nothing on the queue, no tenant's maintenance state written: the refusal changed nothing. */
    const expectNothingChanged = async () => {
      expect(await jobCounts()).toEqual({
        waiting: 0,
        delayed: 0,
        active: 0,
        completed: 0,
        failed: 0,
        prioritized: 0,
      });
      expect(await bff.redis.exists(MAINTENANCE_STATE_KEY)).toBe(0);
    };

    const refusal = (field: string, messageKey: string) => ({
      status: 400,
      body: { code: 'BAD_USER_INPUT', messageKey, details: { fields: [{ field, messageKey }] } },
    });

    it.each([
      [
        'a missing mandantCode',
        { enabled: true },
        refusal('mandantCode', 'maintenance.error.unknown-mandant'),
      ],
      [
        'an unknown tenant',
        { mandantCode: '99HHXX', enabled: true },
        refusal('mandantCode', 'maintenance.error.unknown-mandant'),
      ],
      [
        'a tenant in lower case',
        { mandantCode: '30hhde', enabled: true },
        refusal('mandantCode', 'maintenance.error.unknown-mandant'),
      ],
      [
        '`until` before `from`',
        { mandantCode: '30HHDE', enabled: true, from: inAnHour(30), until: inAnHour(10) },
        refusal('enabled', 'maintenance.error.until-not-after-from'),
      ],
      [
        '`until` equal to `from`',
        { mandantCode: '30HHDE', enabled: true, from: inAnHour(30), until: inAnHour(30) },
        refusal('enabled', 'maintenance.error.until-not-after-from'),
      ],
      [
        '`until` in the past',
        { mandantCode: '30HHDE', enabled: true, until: '2020-01-01T00:00:00Z' },
        refusal('enabled', 'maintenance.error.until-in-past'),
      ],
      [
        'a malformed time',
        { mandantCode: '30HHDE', enabled: true, until: 'tomorrow' },
        refusal('until', 'maintenance.error.malformed-time'),
      ],
      [
        'a window with enabled false',
        { mandantCode: '30HHDE', enabled: false, until: inAnHour(10) },
        refusal('enabled', 'maintenance.error.window-needs-on'),
      ],
      [
        'enabled as a string',
        { mandantCode: '30HHDE', enabled: 'true' },
        refusal('enabled', 'maintenance.error.enabled-boolean'),
      ],
      [
        'an unknown field',
        { mandantCode: '30HHDE', enabled: true, tenant: '20HHAT' },
        refusal('tenant', 'error.unknown-field'),
      ],
      [
        'a JSON array',
        [{ mandantCode: '30HHDE', enabled: true }],
        {
          status: 400,
          body: { code: 'BAD_USER_INPUT', messageKey: 'error.bad-input', details: { fields: [] } },
        },
      ],
    ])(
      'refuses %s with its message key, enqueues nothing and writes no state',
      async (_what, command, answer) => {
        expect(await post(JSON.stringify(command))).toEqual(answer);
        await expectNothingChanged();
      },
    );

    it("answers malformed JSON with the shop's 400 error.invalid-request, before any validation, and enqueues nothing", async () => {
      expect(await post('{"mandantCode": "30HHDE", "enabled": tru')).toEqual({
        status: 400,
        body: { code: 'BAD_USER_INPUT', messageKey: 'error.invalid-request' },
      });
      await expectNothingChanged();
    });

    it.each([
      ['maintenance on 30HHDE', 'text/plain'],
      [JSON.stringify({ mandantCode: '30HHDE', enabled: true }), 'text/plain'],
      [JSON.stringify({ mandantCode: '30HHDE', enabled: true }), 'application/octet-stream'],
      ['mandantCode=30HHDE&enabled=true', 'application/x-www-form-urlencoded'],
    ])(
      'does not read %j sent as %s: 415 error.unsupported-media-type, nothing enqueued',
      async (body, contentType) => {
        expect(await post(body, contentType)).toEqual({
          status: 415,
          body: { code: 'BAD_USER_INPUT', messageKey: 'error.unsupported-media-type' },
        });
        await expectNothingChanged();
      },
    );

    it('enqueues the same command when it is valid (the refusals above were about their bodies)', async () => {
      const command = { mandantCode: '30HHDE', enabled: true, from: inAnHour(10), until: inAnHour(30) };
      const answer = await post(JSON.stringify(command));
      expect(answer).toEqual({
        status: 202,
        body: expect.objectContaining({ status: 'queued', mandantCode: '30HHDE', enabled: true }),
      });
      const jobs = await queue.getJobs([
        'waiting',
        'delayed',
        'active',
        'completed',
        'failed',
        'prioritized',
      ]);
      expect(jobs.map((job) => [job.name, job.data.mandantCode, job.data.requestedBy])).toEqual([
        [MAINTENANCE_JOB, '30HHDE', 'ops-api'],
      ]);
      await queue.obliterate({ force: true });
    });
  });

  describe('GET /api/contacts and POST /api/setCustomer for sessions that may not act for a customer', () => {
    it('gives a login without customer no contacts and refuses any contact with 404; nothing recorded', async () => {
      const newcomer = await bff.signIn('newcomer@shop.example');
      const before = await selections();
      expect(await newcomer.rest('GET', '/api/contacts?customerId=cu-20hhat-0001')).toEqual({
        status: 200,
        body: { contacts: [] },
      });
      expect(await newcomer.rest('POST', '/api/setCustomer', { contactId: 'co-20hhat-0001' })).toEqual({
        status: 404,
        body: {
          code: 'NOT_FOUND',
          messageKey: 'error.contact-not-found',
          details: { contactId: 'co-20hhat-0001' },
        },
      });
      expect(await selections()).toBe(before);
      expect((await newcomer.graphql('{ me { customer { id } contact { id } } }')).data!.me).toEqual({
        customer: null,
        contact: null,
      });
    });

    it("lets a company admin 'set' only their own contact, records nothing, and keeps the session", async () => {
      const admin = await bff.signIn('admin@20hhat.example');
      const cookie = admin.sessionCookie();
      const before = await selections();
      expect(await admin.rest('POST', '/api/setCustomer', { contactId: 'co-20hhat-0002' })).toEqual({
        status: 404,
        body: {
          code: 'NOT_FOUND',
          messageKey: 'error.contact-not-found',
          details: { contactId: 'co-20hhat-0002' },
        },
      });
      const own = await admin.rest('POST', '/api/setCustomer', { contactId: 'co-20hhat-0001' });
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ userType: 'STANDARD', contact: { id: 'co-20hhat-0001' } });
      expect(await selections()).toBe(before);
      expect(admin.sessionCookie()).toBe(cookie);
    });

    it("gives an employee no contacts of an unknown or another tenant's customer", async () => {
      const employee = await bff.signIn('employee@20hhat.example');
      for (const customerId of ['cu-20hhat-9999', 'cu-30hhde-0001'])
        expect([customerId, await employee.rest('GET', `/api/contacts?customerId=${customerId}`)]).toEqual([
          customerId,
          { status: 200, body: { contacts: [] } },
        ]);
      // Control: a customer of the own tenant has contacts.
      const own = await employee.rest('GET', '/api/contacts?customerId=cu-20hhat-0002');
      expect(own.body.contacts.map((c: Json) => c.id)).toEqual(['co-20hhat-0006']);
    });

    it('answers an employee 400 for malformed JSON and 415 for a body that is not JSON, and writes nothing', async () => {
      const employee = await bff.signIn('employee@20hhat.example');
      const before = await selections();
      const send = async (body: string, contentType: string) => {
        const response = await fetch(`${bff.baseUrl}/api/setCustomer`, {
          method: 'POST',
          headers: { cookie: employee.cookieHeader(), 'content-type': contentType },
          body,
        });
        return { status: response.status, body: await response.text() };
      };
      const malformed = await send('{"contactId": "co-20hhat-0006"', 'application/json');
      expect({ status: malformed.status, body: JSON.parse(malformed.body) }).toEqual({
        status: 400,
        body: { code: 'BAD_USER_INPUT', messageKey: 'error.invalid-request' },
      });
      const text = await send('co-20hhat-0006', 'text/plain');
      expect({ status: text.status, body: JSON.parse(text.body) }).toEqual({
        status: 415,
        body: { code: 'BAD_USER_INPUT', messageKey: 'error.unsupported-media-type' },
      });
      expect(await selections()).toBe(before);
      expect((await employee.graphql('{ me { customer { id } } }')).data!.me.customer).toBeNull();
    });
  });
});
