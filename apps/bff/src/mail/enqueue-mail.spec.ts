import type { Logger } from 'pino';
import { CONTACT_INVITATION_JOB_OPTIONS, MAIL_JOB_OPTIONS } from '@shop/jobs';
import { enqueueMail } from './enqueue-mail';

const data = { to: 'eva@muster.example', locale: 'de-at', mandantCode: '20HHAT' };

function setup(store: () => Promise<boolean> = async () => true) {
  const calls: string[] = [];
  const outbox = {
    store: jest.fn(async () => {
      calls.push('store');
      return store();
    }),
  };
  const queue = {
    add: jest.fn(async () => {
      calls.push('add');
      return { id: 'job' };
    }),
  };
  const logger = { info: jest.fn(), error: jest.fn() };
  const send = (patch: { once?: boolean; options?: Record<string, unknown> } = {}) =>
    enqueueMail(queue as never, outbox, logger as unknown as Logger, {
      name: 'order-confirmation',
      data,
      jobId: 'order-confirmation-20HHAT-WS-1',
      log: { orderNumber: 'WS-1' },
      what: 'order confirmation',
      ...patch,
    });
  return { calls, outbox, queue, logger, send };
}

describe('enqueueMail and the mail outbox (decision 0146)', () => {
  it('stores the mail, with its tenant, name, payload and options, before it adds the job', async () => {
    const { calls, outbox, queue, send } = setup();
    expect(await send({ options: CONTACT_INVITATION_JOB_OPTIONS })).toBe(true);
    expect(calls).toEqual(['store', 'add']);
    expect(outbox.store).toHaveBeenCalledWith({
      jobId: 'order-confirmation-20HHAT-WS-1',
      mandantCode: '20HHAT',
      name: 'order-confirmation',
      data,
      options: { ...CONTACT_INVITATION_JOB_OPTIONS },
    });
    expect(queue.add).toHaveBeenCalledWith('order-confirmation', data, {
      ...CONTACT_INVITATION_JOB_OPTIONS,
      jobId: 'order-confirmation-20HHAT-WS-1',
    });
  });

  it('still enqueues the mail when the outbox cannot store it, and logs that it is not stored', async () => {
    const { queue, logger, send } = setup(async () => {
      throw new Error('database away');
    });
    expect(await send()).toBe(true);
    expect(queue.add).toHaveBeenCalledWith('order-confirmation', data, {
      ...MAIL_JOB_OPTIONS,
      jobId: 'order-confirmation-20HHAT-WS-1',
    });
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ orderNumber: 'WS-1' }),
      'order confirmation not stored in the mail outbox',
    );
  });

  it('adds a repeat again (BullMQ keeps one job per id), unless it is to be taken once', async () => {
    const repeat = setup(async () => false);
    expect(await repeat.send()).toBe(true);
    expect(repeat.queue.add).toHaveBeenCalledTimes(1);

    const once = setup(async () => false);
    expect(await once.send({ once: true })).toBe(true);
    expect(once.queue.add).not.toHaveBeenCalled();
    expect(once.logger.info).toHaveBeenCalledWith(
      expect.objectContaining({ jobId: 'order-confirmation-20HHAT-WS-1' }),
      'order confirmation taken before: not enqueued again',
    );
  });

  it('takes a mail once only by its row: when the outbox cannot answer, the mail is enqueued', async () => {
    const { queue, send } = setup(async () => {
      throw new Error('database away');
    });
    expect(await send({ once: true })).toBe(true);
    expect(queue.add).toHaveBeenCalledTimes(1);
  });
});
