import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { ApiClient, clientCredentialsToken } from './support/bearer';
import { openSse } from './support/sse-client';
import {
  dataOf,
  eventually,
  gql,
  startAnotherBff,
  startTestBff,
  type AnotherBff,
  type ShopSession,
  type TestBff,
} from './support/test-bff';

jest.setTimeout(180_000);

interface ApiClientAnswer {
  clientId: string;
  name: string;
  role: string | null;
  contactNumber: string;
  createdAt: string;
  createdByName: string | null;
  lastUsedAt: string | null;
  state: 'ACTIVE' | 'REVOKED';
  revokedAt: string | null;
  rotationGraceEndsAt: string | null;
  version: number;
}
type Errors = { errors?: { extensions: { code: string; messageKey: string; details?: unknown } }[] };

const FIELDS = `clientId name role contactNumber createdAt createdByName lastUsedAt state revokedAt rotationGraceEndsAt version`;
const CONTACTS = gql<
  { companyContacts: { paginationInfo: { totalCount: number } } },
  { locale: string; mandantCode: string; search: string }
>`
  query Contacts($locale: String!, $mandantCode: String!, $search: String!) {
    companyContacts(locale: $locale, mandantCode: $mandantCode, search: $search) {
      paginationInfo {
        totalCount
      }
    }
  }
`;
const LIST = gql<{ apiClients: ApiClientAnswer[] }, { locale: string }>`
  query ApiClients($locale: String!) { apiClients(locale: $locale) { ${FIELDS} } }
`;
const CREATE = gql<
  { createApiClient: { client: ApiClientAnswer; secret: string | null } },
  { locale: string; name: string; role: string; idempotencyKey: string }
>`
  mutation Create($locale: String!, $name: String!, $role: String!, $idempotencyKey: String!) {
    createApiClient(locale: $locale, name: $name, role: $role, idempotencyKey: $idempotencyKey) {
      secret client { ${FIELDS} }
    }
  }
`;
const ROTATE = gql<
  { rotateApiClientSecret: { client: ApiClientAnswer; secret: string | null } },
  { locale: string; clientId: string; version: number }
>`
  mutation Rotate($locale: String!, $clientId: String!, $version: Int!) {
    rotateApiClientSecret(locale: $locale, clientId: $clientId, version: $version) { secret client { ${FIELDS} } }
  }
`;
const REVOKE = gql<
  { revokeApiClient: ApiClientAnswer },
  { locale: string; clientId: string; version: number }
>`
  mutation Revoke($locale: String!, $clientId: String!, $version: Int!) {
    revokeApiClient(locale: $locale, clientId: $clientId, version: $version) { ${FIELDS} }
  }
`;
const ME = gql<{
  me: {
    role: string;
    mandantCode: string;
    contact: { contactNo: string } | null;
    customer: { customerNo: string } | null;
  } | null;
}>`
  query {
    me {
      role
      mandantCode
      contact {
        contactNo
      }
      customer {
        customerNo
      }
    }
  }
`;

const codeOf = (answer: Errors) =>
  answer.errors?.map((error) => [error.extensions.code, error.extensions.messageKey]);

/** API clients of a company (decision 0090): administration, the IdP's secrets, revocation at once. */
describe('API clients of a company (decision 0090)', () => {
  let bff: TestBff;
  let admin: ShopSession;
  let otherCustomerAdmin: ShopSession;
  let otherTenantAdmin: ShopSession;
  let approver: ShopSession;

  const create = async (session: ShopSession, name: string, role = 'ROLE_CART_PURCHASER') =>
    dataOf(await session.graphql(CREATE, { locale: 'de-at', name, role, idempotencyKey: randomUUID() }))
      .createApiClient;
  const list = async (session: ShopSession = admin) =>
    dataOf(await session.graphql(LIST, { locale: 'de-at' })).apiClients;
  const clientOf = async (clientId: string) => (await list()).find((client) => client.clientId === clientId)!;
  const tokenStatus = async (clientId: string, secret: string) =>
    clientCredentialsToken(bff, clientId, secret).then(
      () => 200,
      (error: Error) => Number(/: (\d{3}) /.exec(error.message)?.[1] ?? 0),
    );
  const eventsOf = (clientId: string) =>
    bff.database.db.query<{ action: string; details: Record<string, unknown>; contact_id: string | null }>(
      `select action, details, contact_id from account_event
        where subject_kind = 'api-client' and subject_id = $1 order by id`,
      [clientId],
    );

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    admin = await bff.signIn('admin@20hhat.example');
    otherCustomerAdmin = await bff.signIn('admin2@20hhat.example');
    otherTenantAdmin = await bff.signIn('admin@30hhde.example', 'de-de');
    approver = await bff.signIn('approver@20hhat.example');
  });

  afterAll(async () => {
    await bff?.close();
  });

  it('creates a client whose secret, shown once, gets a token that acts as the company with the chosen role', async () => {
    const stream = await openSse(bff.baseUrl, 'de-at', { cookie: admin.cookieHeader() });
    try {
      const { client, secret } = await create(admin, '  ERP connector  ');
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(client).toMatchObject({
        name: 'ERP connector',
        role: 'ROLE_CART_PURCHASER',
        state: 'ACTIVE',
        lastUsedAt: null,
        rotationGraceEndsAt: null,
        version: 1,
      });
      expect(client.clientId).toMatch(/^api-20hhat-[0-9a-f]{16}$/);
      expect(client.createdByName).toEqual(expect.any(String));
      await stream.waitFor((event) => event.event === 'api-clients-changed');

      const api = ApiClient.bearer(bff.baseUrl, await clientCredentialsToken(bff, client.clientId, secret!));
      expect(dataOf((await api.graphql(ME)).body).me).toEqual({
        role: 'ROLE_CART_PURCHASER',
        mandantCode: '20HHAT',
        contact: { contactNo: client.contactNumber },
        customer: { customerNo: '100001' },
      });
      // A client never administers the company.
      expect(codeOf((await api.graphql(LIST, { locale: 'de-at' })).body)).toEqual([
        ['FORBIDDEN', 'error.forbidden'],
      ]);

      // The use is noted (once a minute at most), and the secret is nowhere but in the one answer.
      const listed = await eventually('last use noted', async () => {
        const found = await clientOf(client.clientId);
        return found.lastUsedAt ? found : undefined;
      });
      expect(JSON.stringify(await list())).not.toContain(secret!);
      const events = await eventsOf(client.clientId);
      expect(events.map((event) => event.action)).toEqual(['created']);
      expect(JSON.stringify(events)).not.toContain(secret!);
      const stored = await bff.database.db.one<{ secret_hash: string }>(
        `select secret_hash from integration_client where client_id = $1`,
        [client.clientId],
      );
      expect(stored!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored!.secret_hash).not.toContain(secret!);

      await api.graphql(ME);
      expect((await clientOf(client.clientId)).lastUsedAt).toBe(listed.lastUsedAt);

      // The client's own contact is managed with the client: the user administration neither lists nor edits it.
      const people = dataOf(
        await admin.graphql(CONTACTS, {
          locale: 'de-at',
          mandantCode: '20HHAT',
          search: client.contactNumber,
        }),
      ).companyContacts;
      expect(people.paginationInfo.totalCount).toBe(0);
    } finally {
      stream.close();
    }
  });

  it('answers a repeated create (same idempotency key) with the first client and no secret', async () => {
    const before = (await list()).length;
    const variables = {
      locale: 'de-at',
      name: 'Scanner',
      role: 'ROLE_CART_MANAGER_NO_CHECKOUT',
      idempotencyKey: randomUUID(),
    };
    const [first, second] = await Promise.all([
      admin.graphql(CREATE, variables),
      admin.graphql(CREATE, variables),
    ]);
    const answers = [dataOf(first).createApiClient, dataOf(second).createApiClient];
    expect(answers[0].client.clientId).toBe(answers[1].client.clientId);
    expect(answers.filter((answer) => answer.secret !== null)).toHaveLength(1);
    const third = dataOf(await admin.graphql(CREATE, variables)).createApiClient;
    expect(third).toMatchObject({ secret: null, client: { clientId: answers[0].client.clientId } });
    expect((await list()).length).toBe(before + 1);
  });

  it('rotates: the new secret works, the old one until the grace ends; a stale version is a CONFLICT', async () => {
    const { client, secret: first } = await create(admin, 'Rotating');
    const rotated = dataOf(
      await admin.graphql(ROTATE, { locale: 'de-at', clientId: client.clientId, version: client.version }),
    ).rotateApiClientSecret;
    expect(rotated.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rotated.secret).not.toBe(first);
    expect(rotated.client.version).toBe(2);
    const graceHours = (Date.parse(rotated.client.rotationGraceEndsAt!) - Date.now()) / 3_600_000;
    expect(graceHours).toBeGreaterThan(23.9);
    expect(graceHours).toBeLessThanOrEqual(24);
    expect(await tokenStatus(client.clientId, rotated.secret!)).toBe(200);
    expect(await tokenStatus(client.clientId, first!)).toBe(200);

    const stale = await admin.graphql(ROTATE, { locale: 'de-at', clientId: client.clientId, version: 1 });
    expect(codeOf(stale)).toEqual([['CONFLICT', 'error.api-client-conflict']]);
    expect(stale.errors![0].extensions.details).toEqual({ version: 2 });

    // The grace over (moved into the past here), the old secret gets nothing.
    await bff.database.db.query(
      `update integration_client set previous_secret_valid_until = now() - interval '1 second' where client_id = $1`,
      [client.clientId],
    );
    expect(await tokenStatus(client.clientId, first!)).toBe(401);
    expect(await tokenStatus(client.clientId, rotated.secret!)).toBe(200);
    expect((await clientOf(client.clientId)).rotationGraceEndsAt).toBeNull();
    const events = await eventsOf(client.clientId);
    expect(events.map((event) => event.action)).toEqual(['created', 'rotated']);
    expect(JSON.stringify(events)).not.toContain(rotated.secret!);
    expect(JSON.stringify(events)).not.toContain(first!);
  });

  it("refuses a revoked client's token already issued on the very next request, in every BFF", async () => {
    const { client, secret } = await create(admin, 'To be revoked');
    const token = await clientCredentialsToken(bff, client.clientId, secret!);
    const here = ApiClient.bearer(bff.baseUrl, token);
    let another: AnotherBff | undefined;
    try {
      another = await startAnotherBff(bff, { OIDC_API_AUDIENCE: bff.baseUrl });
      const there = ApiClient.bearer(another.baseUrl, token);
      // Both BFFs have verified and cached the token.
      expect(dataOf((await here.graphql(ME)).body).me?.role).toBe('ROLE_CART_PURCHASER');
      expect(dataOf((await there.graphql(ME)).body).me?.role).toBe('ROLE_CART_PURCHASER');

      const revoked = dataOf(
        await admin.graphql(REVOKE, { locale: 'de-at', clientId: client.clientId, version: client.version }),
      ).revokeApiClient;
      expect(revoked).toMatchObject({ state: 'REVOKED', version: 2, rotationGraceEndsAt: null });
      expect(revoked.revokedAt).toEqual(expect.any(String));

      for (const api of [here, there]) {
        const refused = await api.graphql(ME);
        expect(refused.status).toBe(401);
        expect(refused.body.errors![0].extensions).toMatchObject({
          code: 'UNAUTHENTICATED',
          messageKey: 'error.invalid-token',
          details: { reason: 'revoked' },
        });
      }
      // No new token either, and a second revoke answers it unchanged.
      expect(await tokenStatus(client.clientId, secret!)).toBe(401);
      const again = dataOf(
        await admin.graphql(REVOKE, { locale: 'de-at', clientId: client.clientId, version: 1 }),
      );
      expect(again.revokeApiClient.version).toBe(2);
      const rotate = await admin.graphql(ROTATE, { locale: 'de-at', clientId: client.clientId, version: 2 });
      expect(codeOf(rotate)).toEqual([['CONFLICT', 'error.api-client-revoked']]);
      expect((await eventsOf(client.clientId)).map((event) => event.action)).toEqual(['created', 'revoked']);
      // Its technical contact went with it.
      const contact = await bff.database.db.one<{ deletion_state: boolean }>(
        `select c.deletion_state from contact c join integration_client ic on ic.contact_id = c.id where ic.client_id = $1`,
        [client.clientId],
      );
      expect(contact!.deletion_state).toBe(true);
    } finally {
      await another?.close();
    }
  });

  it("treats another customer's or tenant's client as unknown and changes nothing", async () => {
    const { client, secret } = await create(admin, 'Mine');
    for (const [session, locale] of [
      [otherCustomerAdmin, 'de-at'],
      [otherTenantAdmin, 'de-de'],
    ] as const) {
      const variables = { locale, clientId: client.clientId, version: client.version };
      expect(codeOf(await session.graphql(ROTATE, variables))).toEqual([
        ['NOT_FOUND', 'error.api-client-not-found'],
      ]);
      expect(codeOf(await session.graphql(REVOKE, variables))).toEqual([
        ['NOT_FOUND', 'error.api-client-not-found'],
      ]);
      const theirs = dataOf(await session.graphql(LIST, { locale })).apiClients;
      expect(theirs.map((entry) => entry.clientId)).not.toContain(client.clientId);
    }
    expect(await clientOf(client.clientId)).toEqual(client);
    expect(await tokenStatus(client.clientId, secret!)).toBe(200);
    expect((await eventsOf(client.clientId)).map((event) => event.action)).toEqual(['created']);
  });

  it('is for administrators only: an approver gets FORBIDDEN, a guest UNAUTHENTICATED', async () => {
    const before = await list();
    expect(codeOf(await approver.graphql(LIST, { locale: 'de-at' }))).toEqual([
      ['FORBIDDEN', 'error.forbidden'],
    ]);
    const attempt = await approver.graphql(CREATE, {
      locale: 'de-at',
      name: 'Sneaky',
      role: 'ROLE_CART_PURCHASER',
      idempotencyKey: randomUUID(),
    });
    expect(codeOf(attempt)).toEqual([['FORBIDDEN', 'error.forbidden']]);
    const revoke = await approver.graphql(REVOKE, {
      locale: 'de-at',
      clientId: before[0].clientId,
      version: 1,
    });
    expect(codeOf(revoke)).toEqual([['FORBIDDEN', 'error.forbidden']]);
    expect(codeOf(await bff.guest().graphql(LIST, { locale: 'de-at' }))).toEqual([
      ['UNAUTHENTICATED', 'error.unauthenticated'],
    ]);
    expect(await list()).toEqual(before);
  });

  it('refuses bad input with a translated validation error and creates nothing', async () => {
    const before = (await list()).length;
    const keys = new Set([
      'error.api-client-name-invalid',
      'error.api-client-role-invalid',
      'error.idempotency-key-invalid',
    ]);
    const badName = fc.oneof(
      fc.constant(''),
      fc.stringMatching(/^[ \t]{1,5}$/),
      fc.string({ minLength: 81, maxLength: 120 }).filter((name) => name.trim().length > 80),
    );
    const goodName = fc.string({ minLength: 1, maxLength: 40 }).filter((name) => name.trim().length > 0);
    const badRole = fc.oneof(
      fc.constantFrom('ROLE_ADMIN', 'ROLE_SUPER', '', 'role_cart_purchaser'),
      fc.string({ maxLength: 30 }).filter((role) => !role.startsWith('ROLE_')),
    );
    const badKey = fc.oneof(fc.constant(''), fc.string({ maxLength: 40 }), fc.constant('not-a-uuid'));
    const input = fc.oneof(
      fc.record({ name: badName, role: fc.constant('ROLE_CART_PURCHASER'), idempotencyKey: fc.uuid() }),
      fc.record({ name: goodName, role: badRole, idempotencyKey: fc.uuid() }),
      fc.record({
        name: goodName,
        role: fc.constant('ROLE_CART_PURCHASER'),
        idempotencyKey: badKey.filter((key) => !/^[0-9a-f-]{36}$/i.test(key)),
      }),
    );
    await fc.assert(
      fc.asyncProperty(input, async (variables) => {
        const answer = await admin.graphql(CREATE, { locale: 'de-at', ...variables });
        const extensions = answer.errors?.[0]?.extensions;
        // A text with a NUL or a lone surrogate is refused at the edge (decision 0075), the rest here.
        expect(extensions?.code).toBe('BAD_USER_INPUT');
        if (extensions?.messageKey !== 'error.invalid-text') expect(keys).toContain(extensions?.messageKey);
      }),
      { numRuns: 25 },
    );
    for (const [clientId, version] of [
      ['has space', 1],
      ['api-x', 0],
    ] as const) {
      const answer = await admin.graphql(REVOKE, { locale: 'de-at', clientId, version });
      expect(answer.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
    expect((await list()).length).toBe(before);
  });

  it('keeps the seeded development clients working with the documented secret, listed for their customer', async () => {
    const seeded = (await list(otherCustomerAdmin)).find(
      (client) => client.clientId === 'integration-20hhat',
    );
    expect(seeded).toMatchObject({ role: 'ROLE_ADMIN', state: 'ACTIVE', createdByName: null });
    const api = ApiClient.bearer(bff.baseUrl, await clientCredentialsToken(bff, 'integration-20hhat'));
    expect(dataOf((await api.graphql(ME)).body).me?.customer).toEqual({ customerNo: '100002' });
  });
});
