import { QUEUES } from '@shop/jobs';
import { startTestBff, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

const OPS_TOKEN = 'ops-token-of-the-rest-errors-test-0123456789';

/** Error paths of the REST routes an operator and an employee use: the answer, and that nothing changed. */
describe('REST error paths (ops route, employee customer selection)', () => {
  let bff: TestBff;

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05, config: { OPS_TOKEN } });
  });

  afterAll(async () => {
    await bff?.close();
  });

  /** Keys of BullMQ's maintenance queue in the test's own Redis, but for its metadata: a job creates some. */
  const queueKeys = async () =>
    (await bff.redis.keys(`bull:${QUEUES.maintenance}:*`)).filter((key) => !key.endsWith(':meta'));
  const selections = async () =>
    Number(
      (await bff.database.db.one<{ n: string }>('select count(*) as n from employee_customer_selection'))!.n,
    );

  describe('POST /api/ops/maintenance', () => {
    const post = (body: string, contentType: string) =>
      fetch(`${bff.baseUrl}/api/ops/maintenance`, {
        method: 'POST',
        headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': contentType },
        body,
      });

    it.each([
      ['malformed JSON', '{"mandantCode": "30HHDE", "enabled": tru', 'application/json', 400],
      ['an empty body', '', 'application/json', 400],
      ['a form instead of JSON', 'mandantCode=30HHDE&enabled=true', 'application/x-www-form-urlencoded', 415],
      ['plain text', 'maintenance on 30HHDE', 'text/plain', 415],
    ])('refuses %s with its status and enqueues nothing', async (_what, body, contentType, status) => {
      const response = await post(body, contentType);
      expect(response.status).toBe(status);
      expect(await queueKeys()).toEqual([]);
      const states = await (await fetch(`${bff.baseUrl}/api/maintenance`, { method: 'POST' })).json();
      expect(states['30HHDE'].enabled).toBe(false);
    });

    it('accepts the same command as JSON (the cases above fail for their body, not the route)', async () => {
      const response = await post(
        JSON.stringify({ mandantCode: '30HHDE', enabled: false }),
        'application/json',
      );
      expect(response.status).toBe(202);
      expect((await queueKeys()).length).toBeGreaterThan(0);
    });
  });

  describe('GET /api/contacts and POST /api/setCustomer', () => {
    it('refuses a guest with 401 and writes nothing', async () => {
      const guest = bff.guest();
      const before = await selections();
      expect(await guest.rest('GET', '/api/contacts?customerId=cu-20hhat-0001')).toEqual({
        status: 401,
        body: { code: 'UNAUTHENTICATED', messageKey: 'error.unauthenticated' },
      });
      expect((await guest.rest('POST', '/api/setCustomer', { contactId: 'co-20hhat-0001' })).status).toBe(
        401,
      );
      expect(await selections()).toBe(before);
    });

    it('gives a company user only the contact of their own login, and refuses another with 404', async () => {
      const norole = await bff.signIn('norole@20hhat.example');
      const contacts = await norole.rest('GET', '/api/contacts?customerId=cu-20hhat-0002');
      // A company user's contacts are their own login's only, whatever customer is asked for.
      expect(contacts.status).toBe(200);
      expect(contacts.body.contacts.map((c: { customerId: string }) => c.customerId)).toEqual([
        'cu-20hhat-0001',
      ]);
      const set = await norole.rest('POST', '/api/setCustomer', { contactId: 'co-20hhat-0006' });
      expect(set).toEqual({
        status: 404,
        body: expect.objectContaining({ code: 'NOT_FOUND', messageKey: 'error.contact-not-found' }),
      });
    });

    it('answers an employee 400 for a missing or malformed customer or contact id, and writes nothing', async () => {
      const employee = await bff.signIn('employee@20hhat.example');
      const before = await selections();
      const cases: [Promise<{ status: number; body: unknown }>, string][] = [
        [employee.rest('GET', '/api/contacts'), 'error.customer-required'],
        [employee.rest('GET', '/api/contacts?customerId=cu%20x%3B--'), 'error.customer-required'],
        [employee.rest('POST', '/api/setCustomer', {}), 'error.contact-required'],
        [employee.rest('POST', '/api/setCustomer', { contactId: 42 }), 'error.contact-required'],
        [
          employee.rest('POST', '/api/setCustomer', { contactId: 'co-20hhat-0001', customerId: ['x'] }),
          'error.customer-required',
        ],
      ];
      for (const [answer, messageKey] of cases)
        expect(await answer).toEqual({
          status: 400,
          body: expect.objectContaining({ code: 'BAD_USER_INPUT', messageKey }),
        });
      expect(await selections()).toBe(before);
      expect((await employee.graphql('{ me { customer { id } } }')).data!.me.customer).toBeNull();
    });

    it("answers an employee 404 for an unknown contact, another tenant's contact and a contact of another customer, and writes nothing", async () => {
      const employee = await bff.signIn('employee@20hhat.example');
      const [foreign] = await bff.database.db.query<{ id: string }>(
        "select id from contact where mandant_code = '30HHDE' order by id limit 1",
      );
      const [own] = await bff.database.db.query<{ id: string; customer_id: string }>(
        "select id, customer_id from contact where mandant_code = '20HHAT' and customer_id = 'cu-20hhat-0001' limit 1",
      );
      const before = await selections();
      for (const body of [
        { contactId: 'co-20hhat-9999' },
        { contactId: foreign.id },
        { contactId: own.id, customerId: 'cu-20hhat-0002' },
      ]) {
        expect(await employee.rest('POST', '/api/setCustomer', body)).toEqual({
          status: 404,
          body: expect.objectContaining({ code: 'NOT_FOUND', messageKey: 'error.contact-not-found' }),
        });
      }
      expect(await selections()).toBe(before);
      expect((await employee.graphql('{ me { customer { id } } }')).data!.me.customer).toBeNull();
      // The same contact with its own customer is accepted: the refusals above were about the ids.
      expect(
        (await employee.rest('POST', '/api/setCustomer', { contactId: own.id, customerId: own.customer_id }))
          .status,
      ).toBe(200);
      expect(await selections()).toBe(before + 1);
    });
  });
});
