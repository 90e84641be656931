import { databaseTargets, type TestDatabase } from '@shop/db/testing';
import { guestShopContext, LOCALES } from '@shop/locales';
import { EmbeddedInvitationAdapter } from '../src/embedded/account/embedded-invitation.adapter';
import { insertContact } from '../src/embedded/account/contact-store';
import { createInvitation } from '../src/embedded/account/invitation-store';

jest.setTimeout(90_000);

/** Invitations on the shop's database (decision 0085): one tenant's tokens, used once, also under load. */
describe.each(databaseTargets())('embedded invitations on $name', ({ start }) => {
  let database: TestDatabase;
  let adapter: EmbeddedInvitationAdapter;
  const at = guestShopContext('de-at');
  const bg = guestShopContext('bg-bg');
  let seq = 0;

  beforeAll(async () => {
    database = await start({ seeded: { scale: 0.05 } });
    adapter = new EmbeddedInvitationAdapter(database.db);
  });

  afterAll(async () => {
    await database?.stop();
  });

  async function invite(mandantCode: string, locale: string) {
    const admin = await database.db.one<{ id: string; customer_id: string }>(
      `select id, customer_id from contact where mandant_code = $1 and role = 'ROLE_ADMIN' order by id limit 1`,
      [mandantCode],
    );
    const actor = { mandantCode, customerId: admin!.customer_id, contactId: admin!.id, employeeId: null };
    return database.db.transaction(async (tx) => {
      const contact = await insertContact(tx, actor, {
        loginEmail: `adapter-${++seq}-${Date.now()}@${mandantCode.toLowerCase()}.example`,
        firstName: 'Ida',
        lastName: 'Neu',
        role: 'ROLE_CART_PURCHASER',
      });
      const { token } = await createInvitation(tx, actor, contact.id, locale);
      return { contactId: contact.id, token };
    });
  }

  const acceptedEvents = (contactId: string) =>
    database.db.query(
      `select contact_id, employee_id from account_event where subject_id = $1 and action = 'accepted'`,
      [contactId],
    );

  it('finds a token only in its own tenant, with the contact, company and role', async () => {
    const invited = await invite(LOCALES['de-at'].mandantCode!, 'de-at');
    const found = await adapter.findInvitation(at, invited.token);
    expect(found.state).toBe('VALID');
    expect(found.invitation).toMatchObject({
      contactId: invited.contactId,
      role: 'ROLE_CART_PURCHASER',
      locale: 'de-at',
    });
    expect(await adapter.findInvitation(bg, invited.token)).toEqual({ state: 'NOT_FOUND', invitation: null });
    expect(await adapter.acceptInvitation(bg, invited.token)).toEqual({
      accepted: false,
      state: 'NOT_FOUND',
    });
    expect(await acceptedEvents(invited.contactId)).toEqual([]);
  });

  it('lets exactly one of many simultaneous acceptances through and records it once, the invitee acting', async () => {
    const invited = await invite(LOCALES['bg-bg'].mandantCode!, 'bg-bg');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => adapter.acceptInvitation(bg, invited.token)),
    );
    expect(results.filter((result) => result.accepted)).toHaveLength(1);
    expect(results.filter((result) => !result.accepted && result.state === 'USED')).toHaveLength(5);
    expect(await acceptedEvents(invited.contactId)).toEqual([
      { contact_id: invited.contactId, employee_id: null },
    ]);
    expect((await adapter.findInvitation(bg, invited.token)).state).toBe('USED');
  });
});
