import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { RecordedCartDecision } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';
import { MAIL_JOB_OPTIONS, validateApprovalDecisionMailJob, type MailOutbox } from '@shop/jobs';
import { guestShopContext } from '@shop/locales';
import { ApprovalMails } from './approval-mails.service';

/** An approver of the Italian-Swiss tenant deciding on a colleague's cart. */
const approver: ShopContext = {
  ...guestShopContext('it-it'),
  userType: 'STANDARD',
  role: 'ROLE_CART_APPROVER',
  customer: { id: 'c1', customerNo: '100001', name: 'Pulizie Srl' },
  contact: {
    id: 'p-approver',
    contactNo: 'K2',
    firstName: 'Luca',
    lastName: 'Bianchi',
    email: 'luca@pulizie.example',
    role: 'ROLE_CART_APPROVER',
  },
  employee: null,
};

const recorded = (patch: Partial<RecordedCartDecision> = {}): RecordedCartDecision => ({
  decision: {
    cartId: 'cart-1',
    decision: 'declined',
    requesterContactId: 'p-requester',
    requesterName: 'Anna Rossi',
    decidedByName: 'Luca Bianchi',
    comment: 'Fuori budget',
    orderNumber: null,
    at: '2026-11-27T10:00:00.000Z',
  },
  requesterEmail: 'anna@pulizie.example',
  customerLanguage: 'de',
  ...patch,
});

function setup(add: () => Promise<unknown> = async () => ({ id: 'job' })) {
  const queue = { add: jest.fn(add) };
  const logger = { info: jest.fn(), error: jest.fn() };
  const mails = new ApprovalMails(
    queue as unknown as Queue,
    { store: async () => true } as unknown as MailOutbox,
    { PUBLIC_URL: 'https://shop.example/' },
    logger as unknown as Logger,
  );
  return { queue, logger, mails };
}

describe('ApprovalMails.decided (decision 0070)', () => {
  it('enqueues one mail per cart to the requester, in its customer’s shop locale, linking to cart administration', async () => {
    const { queue, mails } = setup();
    await mails.decided(approver, recorded());
    expect(queue.add).toHaveBeenCalledTimes(1);
    const [name, data, options] = queue.add.mock.calls[0] as unknown as [string, unknown, object];
    expect(name).toBe('approval-decision');
    expect(options).toEqual({ ...MAIL_JOB_OPTIONS, jobId: 'approval-decision-41HHIC-cart-1' });
    const job = validateApprovalDecisionMailJob(data);
    // The customer writes German: the tenant's German shop locale, not the approver's Italian one.
    expect(job).toMatchObject({ to: 'anna@pulizie.example', locale: 'it-de', mandantCode: '41HHIC' });
    expect(job.decision).toMatchObject({ decision: 'declined', comment: 'Fuori budget', orderNumber: null });
    expect(job.decision.cartsUrl).toMatch(/^https:\/\/shop\.example\/it-de\//);
  });

  it('writes nobody without an e-mail, and not the approver about its own cart', async () => {
    const { queue, logger, mails } = setup();
    await mails.decided(approver, recorded({ requesterEmail: null }));
    const own = recorded();
    await mails.decided(approver, {
      ...own,
      decision: { ...own.decision, requesterContactId: 'p-approver' },
    });
    expect(queue.add).not.toHaveBeenCalled();
    expect(logger.info).toHaveBeenCalledTimes(2);
  });

  it('never fails the decision when the queue cannot take the mail', async () => {
    const { logger, mails } = setup(async () => {
      throw new Error('redis away');
    });
    await expect(mails.decided(approver, recorded())).resolves.toBeUndefined();
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});
