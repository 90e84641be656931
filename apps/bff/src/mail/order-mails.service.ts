import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { OrderRecord } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';
import {
  MAIL_JOB_OPTIONS,
  MAIL_JOBS,
  orderConfirmationJobId,
  QUEUES,
  type OrderConfirmationMailJob,
} from '@shop/jobs';
import { withDeadline } from '@shop/redis';
import { ROOT_LOGGER } from '../infra/tokens';
import { MAIL_QUEUE } from './mail-queue.provider';
import { orderConfirmationJobOf } from './order-confirmation-job';

/** How long placing an order waits for its mail job to be enqueued. */
export const MAIL_ENQUEUE_DEADLINE_MS = 3000;

/** Mails about orders, enqueued for the worker. */
@Injectable()
export class OrderMails {
  constructor(
    @Inject(MAIL_QUEUE) private readonly queue: Queue<OrderConfirmationMailJob>,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Enqueues the confirmation of a newly placed order (one job per order: its id is the order's).
   * Never fails: the order stands whether or not its mail could be enqueued, so a failure is logged
   * with the order number, for ops to send it again.
   */
  async orderPlaced(ctx: ShopContext, order: OrderRecord): Promise<void> {
    const log = { queue: QUEUES.mail, mandantCode: order.mandantCode, orderNumber: order.orderNumber };
    const data = orderConfirmationJobOf(ctx, order);
    if (!data) {
      this.logger.warn(log, 'no order confirmation: the session has no contact e-mail');
      return;
    }
    try {
      await withDeadline(
        this.queue.add(MAIL_JOBS.orderConfirmation, data, {
          ...MAIL_JOB_OPTIONS,
          jobId: orderConfirmationJobId(order.mandantCode, order.orderNumber),
        }),
        MAIL_ENQUEUE_DEADLINE_MS,
        'the mail queue',
      );
    } catch (error) {
      this.logger.error({ ...log, err: error }, 'order confirmation not enqueued');
    }
  }
}
