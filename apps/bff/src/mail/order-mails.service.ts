import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { OrderRecord } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';
import {
  MAIL_JOBS,
  orderConfirmationJobId,
  QUEUES,
  type OrderConfirmationMailJob,
  type MailOutbox,
} from '@shop/jobs';
import { ROOT_LOGGER } from '../infra/tokens';
import { enqueueMail } from './enqueue-mail';
import { MAIL_QUEUE } from './mail-queue.provider';
import { MAIL_OUTBOX } from './mail-outbox.provider';
import { orderConfirmationJobOf } from './order-confirmation-job';

/** Mails about orders, enqueued for the worker. */
@Injectable()
export class OrderMails {
  constructor(
    @Inject(MAIL_QUEUE) private readonly queue: Queue<OrderConfirmationMailJob>,
    @Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
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
    await enqueueMail(this.queue, this.outbox, this.logger, {
      name: MAIL_JOBS.orderConfirmation,
      data,
      jobId: orderConfirmationJobId(order.mandantCode, order.orderNumber),
      log,
      what: 'order confirmation',
    });
  }
}
