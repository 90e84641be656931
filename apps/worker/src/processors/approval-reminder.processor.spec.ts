import type { ApprovalReminderPort, DueApprovalReminder } from '@shop/commerce';
import {
  HOUSEKEEPING_JOBS,
  InvalidJobError,
  MAIL_JOB_OPTIONS,
  MAIL_JOBS,
  validateApprovalReminderMailJob,
  type CartHousekeepingJob,
} from '@shop/jobs';
import { mailLocaleOf, processApprovalReminders, type MailQueue } from './approval-reminder.processor';
import { processHousekeeping } from './housekeeping.processor';

const NOW = new Date('2026-11-26T09:00:00.000Z');
const ORIGIN = 'https://shop.example';

function dueCart(cartId: string, patch: Partial<DueApprovalReminder> = {}): DueApprovalReminder {
  return {
    cartId,
    mandantCode: '57HHBG',
    customerNo: '100001',
    customerName: 'Хигиена ООД',
    customerLanguage: 'bg',
    requester: { firstName: 'Мария', lastName: 'Иванова' },
    requestedAt: new Date('2026-11-20T08:15:00.000Z'),
    lastRemindedAt: null,
    lineCount: 3,
    comment: 'Моля за одобрение',
    recipients: [
      { contactId: 'co-57hhbg-0001', email: 'admin@57hhbg.example', firstName: 'Иван', lastName: 'Петров' },
      {
        contactId: 'co-57hhbg-0002',
        email: 'approver@57hhbg.example',
        firstName: 'Елена',
        lastName: 'Димитрова',
      },
    ],
    ...patch,
  };
}

/**
 * The reminder port at the system edge: hands out what is due as a database would (each cart until it
 * is marked, oldest first), marks what it is asked to unless told it is held elsewhere.
 */
function fakeReminders(carts: DueApprovalReminder[], { held = [] as string[] } = {}) {
  const waiting = [...carts];
  return {
    dueApprovalReminders: jest.fn(async (_now: Date, limit: number) => waiting.slice(0, limit)),
    markApprovalReminded: jest.fn(async (ids: readonly string[]) => {
      const marked = ids.filter((id) => !held.includes(id));
      for (const id of marked)
        waiting.splice(
          waiting.findIndex((cart) => cart.cartId === id),
          1,
        );
      return marked;
    }),
  } satisfies ApprovalReminderPort;
}

/** The mail queue at the system edge, as BullMQ keeps it: an add whose job id exists is ignored. */
function fakeMailQueue() {
  const jobs = new Map<string, Parameters<MailQueue['addBulk']>[0][number]>();
  const mails = {
    addBulk: jest.fn(async (added: Parameters<MailQueue['addBulk']>[0]) => {
      for (const job of added) if (!jobs.has(job.opts.jobId!)) jobs.set(job.opts.jobId!, job);
    }),
  } satisfies MailQueue;
  return { mails, jobs };
}

const job = (
  data: Partial<CartHousekeepingJob> = {},
  name: string = HOUSEKEEPING_JOBS.approvalReminders,
) => ({
  name,
  data: { trigger: 'schedule', requestedBy: 'schedule', ...data } as CartHousekeepingJob,
});

describe('approval reminder processor (decision 0045)', () => {
  it('enqueues one valid mail per recipient in the tenant’s language, linking to the cart, then marks the cart', async () => {
    const reminders = fakeReminders([dueCart('cart-1')]);
    const { mails, jobs } = fakeMailQueue();
    const outcome = await processApprovalReminders(job(), {
      reminders,
      mails,
      publicUrl: ORIGIN,
      now: () => NOW,
    });

    expect(outcome).toEqual({
      trigger: 'schedule',
      reminded: 1,
      mails: 2,
      byTenant: { '57HHBG': 1 },
      batches: 1,
      more: false,
    });
    const added = [...jobs.values()];
    expect(added.map((mail) => mail.data.to)).toEqual(['admin@57hhbg.example', 'approver@57hhbg.example']);
    for (const mail of added) {
      expect(mail.name).toBe(MAIL_JOBS.approvalReminder);
      expect(mail.opts).toMatchObject(MAIL_JOB_OPTIONS);
      expect(mail.opts.jobId).not.toContain(':');
      // What the mail processor will accept.
      expect(validateApprovalReminderMailJob(mail.data)).toEqual(mail.data);
    }
    expect(added[0].data).toEqual({
      to: 'admin@57hhbg.example',
      locale: 'bg-bg',
      mandantCode: '57HHBG',
      reminder: {
        cartId: 'cart-1',
        customerName: 'Хигиена ООД',
        requesterName: 'Мария Иванова',
        requestedAt: '2026-11-20T08:15:00.000Z',
        lineCount: 3,
        comment: 'Моля за одобрение',
        cartUrl: 'https://shop.example/bg-bg/account/moyat-akaunt/upravlenie-na-kolichkite/cart-1',
      },
    });
    // The mails are in the queue before the cart counts as reminded.
    expect(mails.addBulk.mock.invocationCallOrder[0]).toBeLessThan(
      reminders.markApprovalReminded.mock.invocationCallOrder[0],
    );
    expect(reminders.markApprovalReminded).toHaveBeenCalledWith(['cart-1'], NOW);
  });

  it('sends nobody a reminder twice when a run is repeated before the cart was marked', async () => {
    const cart = dueCart('cart-1', { lastRemindedAt: new Date('2026-11-23T08:15:00.000Z') });
    const { mails, jobs } = fakeMailQueue();
    const unmarked = fakeReminders([cart], { held: ['cart-1'] });
    await processApprovalReminders(job(), { reminders: unmarked, mails, publicUrl: ORIGIN, now: () => NOW });
    const again = fakeReminders([cart]);
    await processApprovalReminders(job(), { reminders: again, mails, publicUrl: ORIGIN, now: () => NOW });
    expect(mails.addBulk).toHaveBeenCalledTimes(2);
    expect(jobs.size).toBe(2);
    // The next period's reminder is another slot: a new mail.
    const next = fakeReminders([{ ...cart, lastRemindedAt: NOW }]);
    await processApprovalReminders(job(), { reminders: next, mails, publicUrl: ORIGIN, now: () => NOW });
    expect(jobs.size).toBe(4);
  });

  it('works batch after batch at the run’s start time until a batch comes back short', async () => {
    const reminders = fakeReminders([
      dueCart('cart-1'),
      dueCart('cart-2', { mandantCode: '20HHAT', customerLanguage: 'de' }),
      dueCart('cart-3', { recipients: [] }),
    ]);
    const { mails, jobs } = fakeMailQueue();
    const outcome = await processApprovalReminders(job({ trigger: 'start-up' }), {
      reminders,
      mails,
      publicUrl: ORIGIN,
      now: () => NOW,
      batchSize: 2,
    });
    expect(outcome).toEqual({
      trigger: 'start-up',
      reminded: 3,
      mails: 4,
      byTenant: { '57HHBG': 2, '20HHAT': 1 },
      batches: 2,
      more: false,
    });
    expect(reminders.dueApprovalReminders.mock.calls).toEqual([
      [NOW, 2],
      [NOW, 2],
    ]);
    // A cart without recipients is marked too, or it would head every batch.
    expect(reminders.markApprovalReminded.mock.calls[1]).toEqual([['cart-3'], NOW]);
    expect([...jobs.values()].find((mail) => mail.data.mandantCode === '20HHAT')?.data).toMatchObject({
      locale: 'de-at',
      reminder: { cartUrl: 'https://shop.example/de-at/account/mein-konto/warenkorbverwaltung/cart-2' },
    });
  });

  it('writes in the tenant’s locale of the customer’s language, else in the tenant’s primary one', () => {
    expect(mailLocaleOf('41HHIC', 'it')).toBe('it-it');
    expect(mailLocaleOf('41HHIC', 'de')).toBe('it-de');
    expect(mailLocaleOf('80HHCZ', 'cs')).toBe('cs-cz');
    expect(mailLocaleOf('80HHCZ', 'de')).toBe('cs-cz');
  });

  it('asks once when nothing is due', async () => {
    const reminders = fakeReminders([]);
    const { mails } = fakeMailQueue();
    const outcome = await processApprovalReminders(job(), { reminders, mails, publicUrl: ORIGIN });
    expect(outcome).toMatchObject({ reminded: 0, mails: 0, batches: 1, more: false });
    expect(mails.addBulk).not.toHaveBeenCalled();
    expect(reminders.markApprovalReminded).not.toHaveBeenCalled();
  });

  it('stops at the most batches of a run, and when it could mark nothing of a full batch', async () => {
    const many = Array.from({ length: 6 }, (_, i) => dueCart(`cart-${i}`));
    const limited = await processApprovalReminders(job(), {
      reminders: fakeReminders(many),
      mails: fakeMailQueue().mails,
      publicUrl: ORIGIN,
      batchSize: 2,
      maxBatches: 2,
    });
    expect(limited).toMatchObject({ reminded: 4, batches: 2, more: true });

    const held = fakeReminders(many, { held: ['cart-0', 'cart-1'] });
    const stuck = await processApprovalReminders(job(), {
      reminders: held,
      mails: fakeMailQueue().mails,
      publicUrl: ORIGIN,
      batchSize: 2,
    });
    expect(stuck).toMatchObject({ reminded: 0, batches: 1, more: true });
  });

  it('refuses an unknown job and a malformed payload without reading or sending anything', async () => {
    const reminders = fakeReminders([dueCart('cart-1')]);
    const { mails } = fakeMailQueue();
    const deps = { reminders, mails, publicUrl: ORIGIN };
    await expect(processApprovalReminders(job({}, 'remind-everyone'), deps)).rejects.toThrow(InvalidJobError);
    await expect(processApprovalReminders(job({ trigger: 'hourly' as never }), deps)).rejects.toThrow(
      InvalidJobError,
    );
    expect(reminders.dueApprovalReminders).not.toHaveBeenCalled();
    expect(mails.addBulk).not.toHaveBeenCalled();
  });
});

describe('housekeeping processor', () => {
  const deps = () => ({
    carts: { deleteExpiredCarts: jest.fn(async () => ({ deleted: 0, byTenant: {} })) },
    reminders: fakeReminders([dueCart('cart-1')]),
    mails: fakeMailQueue().mails,
    publicUrl: ORIGIN,
    budgets: { rollOverBudgets: jest.fn(async () => ({ rolledOver: 0, byTenant: {}, customers: [] })) },
  });

  it('routes each job by its name', async () => {
    const routed = deps();
    expect(await processHousekeeping(job({}, HOUSEKEEPING_JOBS.expiredCarts), routed)).toMatchObject({
      deleted: 0,
    });
    expect(routed.reminders.dueApprovalReminders).not.toHaveBeenCalled();
    expect(await processHousekeeping(job({}, HOUSEKEEPING_JOBS.approvalReminders), routed)).toMatchObject({
      reminded: 1,
    });
    expect(routed.carts.deleteExpiredCarts).toHaveBeenCalledTimes(1);
    expect(await processHousekeeping(job({}, HOUSEKEEPING_JOBS.budgetRollover), routed)).toMatchObject({
      rolledOver: 0,
    });
    expect(routed.budgets.rollOverBudgets).toHaveBeenCalledTimes(1);
  });

  it('refuses a job of another name for good', async () => {
    const routed = deps();
    await expect(processHousekeeping(job({}, 'delete-everything'), routed)).rejects.toThrow(InvalidJobError);
    expect(routed.carts.deleteExpiredCarts).not.toHaveBeenCalled();
    expect(routed.reminders.dueApprovalReminders).not.toHaveBeenCalled();
  });
});
