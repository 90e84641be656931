import {
  isApprovalReminderDue,
  remindingPeriods,
  REMINDER_PERIODS,
  type CartProcessStatus,
  type CartState,
  type ReminderPeriod,
  type ShopContext,
} from '@shop/domain';
import { MANDANT_CODES } from '@shop/locales';
import { databaseTargets, type TestDatabase } from '@shop/db/testing';
import { EmbeddedApprovalReminders } from '../src/embedded/carts/embedded-approval-reminders';
import { EmbeddedCartAdapter } from '../src/embedded/carts/embedded-cart.adapter';
import { EmbeddedCustomerAdapter } from '../src/embedded/customers/embedded-customer.adapter';
import { contextOfLogin } from './support/shop-contexts';

jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

interface TestCart {
  /** Days since the hand-over. */
  requested: number;
  /** Days since the last reminder; absent: none yet. */
  reminded?: number;
  processStatus?: CartProcessStatus;
  state?: CartState;
}

describe.each(databaseTargets())('approval reminders on $name (decision 0045)', ({ start }) => {
  let database: TestDatabase;
  let commerce: EmbeddedCartAdapter;
  let customers: EmbeddedCustomerAdapter;
  let reminders: EmbeddedApprovalReminders;
  /** The first customer of 20HHAT (its contacts are one per role) and a third one of the tenant. */
  let austria: ShopContext;
  let austrianOther: { customerId: string; contactId: string };
  let now: Date;
  let made = 0;

  const customerOf = async (mandantCode: string, customerNo: string) =>
    (await database.db.one<{ id: string; contact_id: string }>(
      `select cu.id, min(k.id) as contact_id from customer cu join contact k on k.customer_id = cu.id
        where cu.mandant_code = $1 and cu.customer_no = $2 group by cu.id`,
      [mandantCode, customerNo],
    ))!;

  /** A cart of the customer's contact with one line, handed over and reminded the given days before `now`. */
  async function waitingCart(
    owner: { customerId: string; contactId: string },
    cart: TestCart,
  ): Promise<string> {
    made += 1;
    const id = `cart-reminder-${String(made).padStart(3, '0')}`;
    const at = (days: number | undefined) =>
      days === undefined ? null : new Date(now.getTime() - days * DAY_MS);
    await database.db.query(
      `insert into cart (id, mandant_code, customer_id, key, owner_contact_id, created_by, state, process_status,
         process_comment, approval_requested_at, approval_reminded_at)
       select $1, cu.mandant_code, cu.id, $2, $3, $3, $4, $5, 'Bitte bis Freitag', $6, $7 from customer cu where cu.id = $8`,
      [
        id,
        `reminder-${made}`,
        owner.contactId,
        cart.state ?? 'Saved',
        cart.processStatus ?? 'Open',
        at(cart.requested),
        at(cart.reminded),
        owner.customerId,
      ],
    );
    await database.db.query(
      `insert into cart_line (cart_id, mandant_code, line_key, sku, quantity)
       select $1, c.mandant_code, p.sku, p.sku, 1 from cart c
         join lateral (select sku from product where mandant_code = c.mandant_code order by sku limit 3) p on true
        where c.id = $1`,
      [id],
    );
    return id;
  }

  const setPeriod = (customerId: string, period: ReminderPeriod) =>
    database.db.query('update customer set reminder_mail_interval = $2 where id = $1', [customerId, period]);

  const dueIds = async (ids: string[], at: Date = now) =>
    (await reminders.dueApprovalReminders(at, 1000))
      .map((due) => due.cartId)
      .filter((id) => ids.includes(id));

  const remove = (ids: string[]) => database.db.query('delete from cart where id = any($1::text[])', [ids]);

  beforeAll(async () => {
    database = await start({ seeded: { scale: 0.05 } });
    commerce = new EmbeddedCartAdapter(database.db);
    customers = new EmbeddedCustomerAdapter(database.db);
    reminders = new EmbeddedApprovalReminders(database.db);
    austria = await contextOfLogin(customers, 'de-at', 'purchaser@20hhat.example');
    const third = await customerOf('20HHAT', '100003');
    austrianOther = { customerId: third.id, contactId: third.contact_id };
    now = new Date();
  });

  afterAll(async () => {
    await database?.stop();
  });

  it('finds a cart due exactly when the domain rule says so, for every period', async () => {
    // Just under and just over each period since the hand-over; and since a last reminder.
    const ages = [0.5, 1, 2.9, 3.1, 4.9, 5.1, 6.9, 7.1, 13.9, 14.1];
    const carts: TestCart[] = [
      ...ages.map((requested) => ({ requested })),
      ...ages.map((reminded) => ({ requested: 30, reminded })),
    ];
    const ids = await Promise.all(carts.map((cart) => waitingCart(austrianOther, cart)));
    for (const period of REMINDER_PERIODS) {
      await setPeriod(austrianOther.customerId, period);
      const expected = ids.filter((_id, i) =>
        isApprovalReminderDue(
          {
            requestedAt: new Date(now.getTime() - carts[i].requested * DAY_MS),
            lastRemindedAt:
              carts[i].reminded === undefined ? null : new Date(now.getTime() - carts[i].reminded! * DAY_MS),
          },
          period,
          now,
        ),
      );
      expect({ period, due: (await dueIds(ids)).sort() }).toEqual({ period, due: [...expected].sort() });
      if (period === 'NEVER') expect(expected).toEqual([]);
      if (period === 'ONE_DAY') expect(expected.length).toBe(18);
    }
    expect(remindingPeriods().length).toBe(REMINDER_PERIODS.length - 1);
    await remove(ids);
  });

  it('reminds only of carts that wait for a decision, longest unreminded first', async () => {
    await setPeriod(austrianOther.customerId, 'ONE_DAY');
    const modified = await waitingCart(austrianOther, { requested: 9, processStatus: 'Modified' });
    const remindedLongAgo = await waitingCart(austrianOther, { requested: 20, reminded: 10 });
    const open = await waitingCart(austrianOther, { requested: 2, processStatus: 'Open', state: 'Active' });
    const notWaiting = await Promise.all([
      waitingCart(austrianOther, { requested: 9, processStatus: 'Open', state: 'Ordered' }),
      waitingCart(austrianOther, { requested: 9, processStatus: 'Declined' }),
      waitingCart(austrianOther, { requested: 9, processStatus: 'Merged' }),
      waitingCart(austrianOther, { requested: 9, processStatus: 'None' }),
    ]);
    expect(await dueIds([modified, remindedLongAgo, open, ...notWaiting])).toEqual([
      remindedLongAgo,
      modified,
      open,
    ]);

    const [first, second] = await reminders.dueApprovalReminders(now, 2);
    // The seeded hand-overs are 4 days old: these are older.
    expect([first.cartId, second.cartId]).toEqual([remindedLongAgo, modified]);
    await expect(reminders.dueApprovalReminders(now, 0)).rejects.toThrow(RangeError);
    await remove([modified, remindedLongAgo, open, ...notWaiting]);
  });

  it('tells who waits since when for what, and reminds the approvers and administrators of the own customer only', async () => {
    // A deleted approver, an approver without an e-mail, an approver of another customer of the tenant.
    await database.db.query(
      `insert into contact (id, customer_id, mandant_code, contact_no, login_email, first_name, last_name, email, role, deletion_state)
       values ('co-test-gone', $1, '20HHAT', 'KT-GONE', 'gone@20hhat.example', 'Gerda', 'Gone', 'gone@20hhat.example', 'ROLE_CART_APPROVER', true),
              ('co-test-nomail', $1, '20HHAT', 'KT-NOMAIL', 'nomail@20hhat.example', 'Nora', 'Nomail', null, 'ROLE_CART_APPROVER', false),
              ('co-test-other', $2, '20HHAT', 'KT-OTHER', 'other@20hhat.example', 'Otto', 'Other', 'other@20hhat.example', 'ROLE_CART_APPROVER', false)`,
      [austria.customer!.id, austrianOther.customerId],
    );
    const due = await reminders.dueApprovalReminders(now, 100);
    const seeded = due.filter((reminder) => reminder.cartId.startsWith('cart-seed-'));
    // The seed's hand-over of each tenant's first customer, 4 days old (period THREE_DAYS).
    expect(seeded.map((reminder) => reminder.mandantCode).sort()).toEqual([...MANDANT_CODES].sort());

    const austrian = seeded.find((reminder) => reminder.mandantCode === '20HHAT')!;
    const contacts = await database.db.query<{
      id: string;
      login_email: string;
      first_name: string;
      last_name: string;
    }>(
      `select id, login_email, first_name, last_name from contact where customer_id = $1 order by contact_no`,
      [austria.customer!.id],
    );
    const contact = (local: string) => contacts.find((row) => row.login_email.startsWith(`${local}@`))!;
    const lines = await database.db.one<{ n: number }>(
      'select count(*)::int as n from cart_line where cart_id = $1',
      [austrian.cartId],
    );
    expect(austrian).toEqual({
      cartId: austrian.cartId,
      mandantCode: '20HHAT',
      customerNo: '100001',
      customerName: austria.customer!.name,
      customerLanguage: 'de',
      requester: { firstName: contact('shopper').first_name, lastName: contact('shopper').last_name },
      requestedAt: expect.any(Date),
      lastRemindedAt: null,
      lineCount: lines!.n,
      comment: 'Bitte freigeben: Nachbestellung für die Küche',
      recipients: ['admin', 'approver'].map((local) => ({
        contactId: contact(local).id,
        email: contact(local).login_email,
        firstName: contact(local).first_name,
        lastName: contact(local).last_name,
      })),
    });
    const age = now.getTime() - austrian.requestedAt.getTime();
    expect(Math.abs(age - 4 * DAY_MS)).toBeLessThan(HOUR_MS);

    // Every recipient is of the cart's own customer and tenant, and decides on carts.
    const recipientIds = due.flatMap((reminder) =>
      reminder.recipients.map((recipient) => recipient.contactId),
    );
    const owners = await database.db.query<{
      id: string;
      customer_id: string;
      mandant_code: string;
      role: string;
    }>('select id, customer_id, mandant_code, role from contact where id = any($1::text[])', [recipientIds]);
    const cartsOf = await database.db.query<{ id: string; customer_id: string; mandant_code: string }>(
      'select id, customer_id, mandant_code from cart where id = any($1::text[])',
      [due.map((reminder) => reminder.cartId)],
    );
    for (const reminder of due) {
      const cart = cartsOf.find((row) => row.id === reminder.cartId)!;
      for (const recipient of reminder.recipients) {
        const owner = owners.find((row) => row.id === recipient.contactId)!;
        expect(owner).toMatchObject({ customer_id: cart.customer_id, mandant_code: cart.mandant_code });
        expect(['ROLE_CART_APPROVER', 'ROLE_ADMIN']).toContain(owner.role);
      }
    }
    expect(recipientIds).not.toContain('co-test-gone');
    expect(recipientIds).not.toContain('co-test-nomail');
    expect(recipientIds).not.toContain('co-test-other');
    await database.db.query(`delete from contact where id like 'co-test-%'`);
  });

  it('marks the reminded carts once with an event by the system, and not again until the next period', async () => {
    await setPeriod(austrianOther.customerId, 'THREE_DAYS');
    const due = await waitingCart(austrianOther, { requested: 5 });
    const decided = await waitingCart(austrianOther, { requested: 5 });
    await database.db.query(`update cart set process_status = 'Declined' where id = $1`, [decided]);

    expect(await reminders.markApprovalReminded([due, decided], now)).toEqual([due]);
    // A second run with the same carts: no longer due, nothing marked, no second event.
    expect(await reminders.markApprovalReminded([due], now)).toEqual([]);
    expect(await reminders.markApprovalReminded([], now)).toEqual([]);

    const events = await database.db.query<{
      cart_id: string;
      customer_id: string;
      contact_id: string;
      details: Record<string, unknown>;
    }>(
      `select cart_id, customer_id, contact_id, details from cart_event
        where cart_id = any($1::text[]) and action = 'approval-reminded'`,
      [[due, decided]],
    );
    expect(events).toEqual([
      {
        cart_id: due,
        customer_id: austrianOther.customerId,
        contact_id: austrianOther.contactId,
        details: expect.objectContaining({
          actor: 'system',
          by: 'approval-reminder',
          previousReminderAt: null,
        }),
      },
    ]);
    expect(await dueIds([due])).toEqual([]);
    expect(await dueIds([due], new Date(now.getTime() + 3 * DAY_MS - 1000))).toEqual([]);
    const [next] = (await reminders.dueApprovalReminders(new Date(now.getTime() + 3 * DAY_MS), 1000)).filter(
      (reminder) => reminder.cartId === due,
    );
    expect(next.lastRemindedAt?.getTime()).toBe(now.getTime());
    await remove([due, decided]);
  });

  it('starts the reminders anew when a cart is handed over, and keeps them when an approver changes it', async () => {
    const cartId = await waitingCart(
      { customerId: austria.customer!.id, contactId: austria.contact!.id },
      {
        requested: 10,
        reminded: 4,
        processStatus: 'None',
      },
    );
    const times = async () =>
      (await database.db.one<{ requested: Date | null; reminded: Date | null }>(
        'select approval_requested_at as requested, approval_reminded_at as reminded from cart where id = $1',
        [cartId],
      ))!;
    const before = await times();
    const handedOver = await commerce.changeProcessStatus(austria, cartId, 1, {
      status: 'Open',
      comment: 'bitte',
    });
    const afterHandOver = await times();
    expect(afterHandOver.reminded).toBeNull();
    expect(Math.abs(new Date(afterHandOver.requested!).getTime() - Date.now())).toBeLessThan(HOUR_MS);
    expect(new Date(afterHandOver.requested!).getTime()).toBeGreaterThan(
      new Date(before.requested!).getTime(),
    );

    await database.db.query(`update cart set approval_reminded_at = now() where id = $1`, [cartId]);
    const reminded = await times();
    await commerce.changeProcessStatus(austria, cartId, handedOver!.version, {
      status: 'Modified',
      comment: 'bitte',
    });
    expect(await times()).toEqual(reminded);
    await remove([cartId]);
  });
});
