import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { formAction, hiddenInput } from '@shop/testing';
import { LOCALES } from '@shop/locales';
import type { WebRole } from '@shop/domain';
import { createInvitation, insertContact } from '@shop/commerce';
// The IdP's own password format, for a login that exists before the invitation.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { hashPassword } from '../../idp/src/account-store';
import { freePort } from '@shop/db/testing';
import { openSse } from './support/sse-client';
import { gql, startAnotherBff, startTestBff, type ShopSession, type TestBff } from './support/test-bff';

jest.setTimeout(120_000);

type Errors = { errors?: { extensions: { code: string; messageKey: string } }[] };
interface InvitationAnswer {
  state: string;
  companyName: string | null;
  role: string | null;
  loginEmail: string | null;
  firstName: string | null;
  expiresAt: string | null;
}
interface Acceptance {
  next: 'SET_PASSWORD' | 'SIGN_IN';
  url: string;
  contactNo: string;
}

const INVITATION = gql<{ invitation: InvitationAnswer }, { locale: string; token: string }>`
  query Invitation($locale: String!, $token: String!) {
    invitation(locale: $locale, token: $token) {
      state
      companyName
      role
      loginEmail
      firstName
      expiresAt
    }
  }
`;
const ACCEPT = gql<{ acceptInvitation: Acceptance }, { locale: string; token: string }>`
  mutation Accept($locale: String!, $token: String!) {
    acceptInvitation(locale: $locale, token: $token) {
      next
      url
      contactNo
    }
  }
`;
const ME = `query { me { role customer { customerNo } contact { contactNo role } } }`;
const NEW_PASSWORD = 'Ein Passwort mit Abstand';

/** Invitations (decisions 0085 and 0086): the page's state, accepting once, the login set up at the IdP. */
describe('invitations', () => {
  let bff: TestBff;
  let guest: ShopSession;
  const at = LOCALES['de-at'].mandantCode!;
  const bg = LOCALES['bg-bg'].mandantCode!;
  let seq = 0;

  beforeAll(async () => {
    bff = await startTestBff({ scale: 0.05 });
    guest = bff.guest();
  });

  afterAll(async () => {
    await bff?.close();
  });

  /** A new contact of a customer of `mandantCode`, invited by one of its administrators. */
  async function invite(mandantCode: string, role: WebRole = 'ROLE_CART_PURCHASER', locale = 'de-at') {
    const admin = await bff.database.db.one<{ id: string; customer_id: string; customer_no: string }>(
      `select c.id, c.customer_id, cu.customer_no from contact c join customer cu on cu.id = c.customer_id
        where c.mandant_code = $1 and c.role = 'ROLE_ADMIN' and not c.deletion_state order by c.id limit 1`,
      [mandantCode],
    );
    const actor = { mandantCode, customerId: admin!.customer_id, contactId: admin!.id, employeeId: null };
    const email = `invited-${++seq}-${randomBytes(3).toString('hex')}@${mandantCode.toLowerCase()}.example`;
    return bff.database.db.transaction(async (tx) => {
      const contact = await insertContact(tx, actor, {
        loginEmail: email,
        firstName: 'Ida',
        lastName: 'Neu',
        role,
      });
      const invitation = await createInvitation(tx, actor, contact.id, locale);
      return {
        ...contact,
        email,
        token: invitation.token,
        customerNo: admin!.customer_no,
        customerId: admin!.customer_id,
      };
    });
  }

  const stateOf = async (token: string, locale = 'de-at') =>
    (await guest.graphql(INVITATION, { locale, token })).data?.invitation;
  const accept = (token: string, locale = 'de-at', session: ShopSession = guest) =>
    session.graphql(ACCEPT, { locale, token }) as Promise<
      { data?: { acceptInvitation: Acceptance } } & Errors
    >;
  const errorOf = (answer: Errors) => answer.errors?.[0]?.extensions;

  async function usedAt(token: string) {
    const row = await bff.database.db.one<{ used_at: Date | null }>(
      `select used_at from contact_invitation where token_hash = encode(sha256(convert_to($1, 'utf8')), 'hex')`,
      [token],
    );
    return row?.used_at ?? null;
  }
  async function acceptedEvents(contactId: string) {
    return bff.database.db.query<{ contact_id: string; employee_id: string | null }>(
      `select contact_id, employee_id from account_event
        where subject_kind = 'invitation' and subject_id = $1 and action = 'accepted'`,
      [contactId],
    );
  }
  async function idpAccount(email: string) {
    return bff.database.db.one<{ password_hash: string | null }>(
      'select password_hash from idp_account where lower(email) = lower($1)',
      [email],
    );
  }

  it('shows a valid invitation, accepts it once with a password ticket, and the person signs in with the role given', async () => {
    const invited = await invite(at, 'ROLE_CART_APPROVER');
    const shown = await stateOf(invited.token);
    expect(shown).toMatchObject({
      state: 'VALID',
      role: 'ROLE_CART_APPROVER',
      loginEmail: invited.email,
      firstName: 'Ida',
    });
    expect(shown?.companyName).toBeTruthy();
    expect(Date.parse(shown!.expiresAt!)).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);

    const browser = bff.guest();
    const answer = await accept(invited.token, 'de-at', browser);
    expect(answer.errors).toBeUndefined();
    const acceptance = answer.data!.acceptInvitation;
    expect(acceptance.next).toBe('SET_PASSWORD');
    expect(acceptance.contactNo).toBe(invited.contactNo);
    expect(acceptance.url.startsWith(`${bff.issuer}/password-ticket/`)).toBe(true);
    expect(await usedAt(invited.token)).not.toBeNull();
    expect(await acceptedEvents(invited.id)).toEqual([{ contact_id: invited.id, employee_id: null }]);
    expect((await idpAccount(invited.email))?.password_hash).toBeNull();

    // The IdP's page: choose the password; it sends the browser to the shop's sign-in for this login.
    const form = await browser.browser.request(acceptance.url);
    expect(form.status).toBe(200);
    const stopAtShop = (next: URL) =>
      !next.href.startsWith(`${bff.baseUrl}/auth/callback`) && next.origin !== bff.baseUrl;
    const login = await browser.browser.request(
      new URL(formAction(form.body), bff.issuer),
      {
        method: 'POST',
        form: { csrf: hiddenInput(form.body, 'csrf'), password: NEW_PASSWORD, repeat: NEW_PASSWORD },
      },
      (next) => next.origin === bff.issuer || next.pathname.startsWith('/auth/login') || stopAtShop(next),
    );
    // The IdP's sign-in form, with the invited login filled in.
    expect(login.url.origin).toBe(bff.issuer);
    expect(login.body).toContain(`value="${invited.email}"`);
    const landed = await browser.browser.request(
      new URL(formAction(login.body), login.url),
      { method: 'POST', form: { email: invited.email, password: NEW_PASSWORD } },
      (next) => next.origin === bff.issuer || next.pathname.startsWith('/auth/'),
    );
    expect(landed.url.href).toBe(`${bff.baseUrl}/de-at/account/mein-konto?signin=returned`);
    const me = (await browser.graphql(ME)).data.me;
    expect(me).toMatchObject({
      role: 'ROLE_CART_APPROVER',
      customer: { customerNo: invited.customerNo },
      contact: { contactNo: invited.contactNo, role: 'ROLE_CART_APPROVER' },
    });

    // Used: the page tells only that, and a second acceptance is refused.
    expect(await stateOf(invited.token)).toEqual({
      state: 'USED',
      companyName: null,
      role: null,
      loginEmail: null,
      firstName: null,
      expiresAt: null,
    });
    expect(errorOf(await accept(invited.token))).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'error.invitation-used',
    });
    expect(await acceptedEvents(invited.id)).toHaveLength(1);
  });

  it('answers SIGN_IN without a ticket when the login already has a password', async () => {
    const invited = await invite(at);
    await bff.database.db.query(
      `insert into idp_account (subject, email, password_hash, given_name, family_name) values ($1, $2, $3, 'Ida', 'Neu')`,
      [`known-${invited.id}`.slice(0, 40), invited.email, await hashPassword(NEW_PASSWORD)],
    );
    // An administrator of the company with the user list open hears that the invitation was taken up.
    const watcherLogin = await bff.database.db.one<{ login_email: string }>(
      `select c.login_email from contact c join idp_account a on lower(a.email) = lower(c.login_email)
        where c.customer_id = $1 and c.role = 'ROLE_ADMIN' and not c.deletion_state limit 1`,
      [invited.customerId],
    );
    const watcher = await bff.signIn(watcherLogin!.login_email);
    const stream = await openSse(bff.baseUrl, 'de-at', { cookie: watcher.cookieHeader() });
    const answer = await accept(invited.token);
    expect(answer.errors).toBeUndefined();
    await stream.waitFor(
      (event) =>
        event.event === 'contacts-changed' && (event.data as { contactId?: string }).contactId === invited.id,
    );
    stream.close();
    const { next, url } = answer.data!.acceptInvitation;
    expect(next).toBe('SIGN_IN');
    const signIn = new URL(url);
    expect(signIn.origin + signIn.pathname).toBe(`${bff.baseUrl}/auth/login`);
    expect(Object.fromEntries(signIn.searchParams)).toEqual({
      locale: 'de-at',
      redirect: '/de-at/account/mein-konto',
      login_hint: invited.email,
    });
    expect(await usedAt(invited.token)).not.toBeNull();

    // Another person's IdP session in the same browser does not answer this sign-in (prompt=login).
    const admin = await bff.signIn('admin@20hhat.example');
    const page = await admin.browser.request(
      url,
      {},
      (next) => next.origin === bff.issuer || next.pathname.startsWith('/auth/login'),
    );
    expect(page.url.origin).toBe(bff.issuer);
    expect(page.body).toContain(`value="${invited.email}"`);
    expect(page.body).toContain('autocomplete="current-password"');
  });

  it('refuses an expired invitation and changes nothing', async () => {
    const invited = await invite(at);
    await bff.database.db.query(
      `update contact_invitation set expires_at = now() - interval '1 minute' where contact_id = $1`,
      [invited.id],
    );
    expect(await stateOf(invited.token)).toMatchObject({
      state: 'EXPIRED',
      companyName: null,
      loginEmail: null,
    });
    expect(errorOf(await accept(invited.token))).toMatchObject({
      code: 'CONFLICT',
      messageKey: 'error.invitation-expired',
    });
    expect(await usedAt(invited.token)).toBeNull();
    expect(await acceptedEvents(invited.id)).toEqual([]);
    expect(await idpAccount(invited.email)).toBeNull();
  });

  it('ends an earlier invitation when the contact is invited again', async () => {
    const invited = await invite(at);
    const admin = await bff.database.db.one<{ id: string }>(
      `select id from contact where customer_id = $1 and role = 'ROLE_ADMIN' limit 1`,
      [invited.customerId],
    );
    const again = await bff.database.db.transaction((tx) =>
      createInvitation(
        tx,
        { mandantCode: at, customerId: invited.customerId, contactId: admin!.id, employeeId: null },
        invited.id,
        'de-at',
      ),
    );
    expect((await stateOf(invited.token))?.state).toBe('EXPIRED');
    expect((await stateOf(again.token))?.state).toBe('VALID');
  });

  it('answers NOT_FOUND for forged and malformed tokens, never an error trace', async () => {
    for (const token of [
      randomBytes(32).toString('base64url'),
      'x',
      '',
      "'; drop table contact; --",
      'ä'.repeat(150),
    ]) {
      const answer = await guest.graphql(INVITATION, { locale: 'de-at', token });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.invitation.state).toBe('NOT_FOUND');
      expect(errorOf(await accept(token))).toMatchObject({
        code: 'NOT_FOUND',
        messageKey: 'error.invitation-not-found',
      });
    }
    const tooLong = await guest.graphql(INVITATION, { locale: 'de-at', token: 'a'.repeat(5000) });
    expect(errorOf(tooLong)).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'error.invitation-not-found',
    });
  });

  it('refuses random bad tokens and locales with BAD_USER_INPUT or NOT_FOUND, leaving a valid invitation unused (property)', async () => {
    const invited = await invite(at);
    const notFound = { code: 'NOT_FOUND', messageKey: 'error.invitation-not-found' };
    const badCase = fc.oneof(
      // Far longer than a token of ours (InvitationArgs): refused before the look-up.
      fc
        .string({ minLength: 513, maxLength: 700 })
        .map((token) => ({ token, locale: 'de-at', expected: { ...notFound, code: 'BAD_USER_INPUT' } })),
      // Any other text up to that length is no token of the tenant: NOT_FOUND, never an error trace.
      fc
        .oneof(
          fc.constantFrom('', ' ', "'; drop table contact_invitation; --", '%00', 'ä'.repeat(512)),
          fc.string({ maxLength: 512, unit: 'grapheme' }),
          fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          fc.constantFrom(
            `${invited.token}x`,
            invited.token.slice(1),
            invited.token.toUpperCase(),
            ` ${invited.token}`,
            `${invited.token}\u0007`,
          ),
        )
        .filter((token) => token !== invited.token)
        .map((token) => ({ token, locale: 'de-at', expected: notFound })),
      // The valid token in another tenant's shop.
      fc.constant({ token: invited.token, locale: 'bg-bg', expected: notFound }),
      // A NUL or a lone surrogate is refused for the whole request by the text check (decision 0075).
      fc.constantFrom('a\u0000b', '\ud800', `${invited.token}\udc00`).map((token) => ({
        token,
        locale: 'de-at',
        expected: { code: 'BAD_USER_INPUT', messageKey: 'error.invalid-text' },
      })),
      fc.oneof(fc.constantFrom('', 'xx-yy', 'DE-AT'), fc.string({ maxLength: 12 })).map((locale) => ({
        token: invited.token,
        locale,
        expected: { code: 'BAD_USER_INPUT', messageKey: 'error.unknown-locale' },
      })),
    );
    await fc.assert(
      fc.asyncProperty(badCase, async ({ token, locale, expected }) => {
        const answer = await accept(token, locale);
        expect(answer.data?.acceptInvitation ?? null).toBeNull();
        expect(errorOf(answer)).toMatchObject(expected);
      }),
      { numRuns: 25, seed: 86 },
    );
    expect(await usedAt(invited.token)).toBeNull();
    expect(await acceptedEvents(invited.id)).toEqual([]);
    expect(await idpAccount(invited.email)).toBeNull();
    expect((await stateOf(invited.token))?.state).toBe('VALID');
  });

  it("answers NOT_FOUND for another tenant's token and leaves it untouched", async () => {
    const invited = await invite(bg, 'ROLE_CART_PURCHASER', 'bg-bg');
    expect(await stateOf(invited.token, 'de-at')).toMatchObject({ state: 'NOT_FOUND', companyName: null });
    expect(errorOf(await accept(invited.token, 'de-at'))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await usedAt(invited.token)).toBeNull();
    expect(await acceptedEvents(invited.id)).toEqual([]);
    expect(await idpAccount(invited.email)).toBeNull();
    // In its own tenant it is valid, also for a browser signed in to another tenant.
    expect((await stateOf(invited.token, 'bg-bg'))?.state).toBe('VALID');
    const signedInElsewhere = await bff.signIn('admin@20hhat.example');
    const answer = await signedInElsewhere.graphql(INVITATION, { locale: 'bg-bg', token: invited.token });
    expect(answer.data?.invitation.state).toBe('VALID');
  });

  it('refuses the invitation of a removed contact', async () => {
    const invited = await invite(at);
    await bff.database.db.query('update contact set deletion_state = true where id = $1', [invited.id]);
    expect(await stateOf(invited.token)).toMatchObject({ state: 'NOT_FOUND', loginEmail: null });
    expect(errorOf(await accept(invited.token))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await usedAt(invited.token)).toBeNull();
    expect(await idpAccount(invited.email)).toBeNull();
  });

  it('leaves the invitation valid when the IdP cannot be reached', async () => {
    const invited = await invite(at);
    const cut = await startAnotherBff(bff, { OIDC_ISSUER: `http://127.0.0.1:${await freePort()}` });
    try {
      const answer = (await cut.guest().graphql(ACCEPT, { locale: 'de-at', token: invited.token })) as Errors;
      expect(errorOf(answer)).toMatchObject({ code: 'UNAVAILABLE', messageKey: 'error.service-unavailable' });
    } finally {
      await cut.close();
    }
    expect(await usedAt(invited.token)).toBeNull();
    expect(await acceptedEvents(invited.id)).toEqual([]);
    expect((await stateOf(invited.token))?.state).toBe('VALID');
  });

  it('accepts one of two acceptances at once', async () => {
    const invited = await invite(at);
    const answers = await Promise.all([
      accept(invited.token, 'de-at', bff.guest()),
      accept(invited.token, 'de-at', bff.guest()),
    ]);
    const won = answers.filter((answer) => answer.data?.acceptInvitation);
    const refused = answers.filter((answer) => errorOf(answer)?.messageKey === 'error.invitation-used');
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(await acceptedEvents(invited.id)).toHaveLength(1);
  });
});
