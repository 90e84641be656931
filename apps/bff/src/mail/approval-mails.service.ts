import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { RecordedCartDecision } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';
import {
  approvalDecisionJobId,
  MAIL_JOBS,
  QUEUES,
  type ApprovalDecisionMailJob,
  type MailOutbox,
} from '@shop/jobs';
import { buildPath, customerLocaleOf, isMandantCode } from '@shop/locales';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ROOT_LOGGER } from '../infra/tokens';
import { MAIL_QUEUE } from './mail-queue.provider';
import { MAIL_OUTBOX } from './mail-outbox.provider';
import { enqueueMail } from './enqueue-mail';
import { shopUrl } from './shop-url';

/**
 * The mail telling a requester the decision on the cart it handed over (decision 0070): to the
 * requester's e-mail, in its customer's shop locale, linking to cart administration. Null when there
 * is nobody to write to (no e-mail, or the approver decided on its own cart).
 */
export function approvalDecisionJobOf(
  ctx: ShopContext,
  recorded: RecordedCartDecision,
  publicUrl: string,
): ApprovalDecisionMailJob | null {
  const { decision, requesterEmail } = recorded;
  if (!requesterEmail || decision.requesterContactId === ctx.contact?.id) return null;
  if (!isMandantCode(ctx.mandantCode)) return null;
  const locale = customerLocaleOf(ctx.mandantCode, recorded.customerLanguage);
  return {
    to: requesterEmail,
    locale,
    mandantCode: ctx.mandantCode,
    decision: {
      cartId: decision.cartId,
      decision: decision.decision,
      decidedByName: decision.decidedByName,
      decidedAt: decision.at,
      comment: decision.comment,
      orderNumber: decision.orderNumber,
      cartsUrl: shopUrl(publicUrl, buildPath('account-carts', locale)),
    },
  };
}

/** Mails about approvals, enqueued for the worker. */
@Injectable()
export class ApprovalMails {
  constructor(
    @Inject(MAIL_QUEUE) private readonly queue: Queue<ApprovalDecisionMailJob>,
    @Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'PUBLIC_URL'>,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Enqueues the mail of a recorded decision (one job per cart). Never fails: the decision stands
   * whether or not its mail could be enqueued, so a failure is logged with the cart, for ops.
   */
  async decided(ctx: ShopContext, recorded: RecordedCartDecision): Promise<void> {
    const log = { queue: QUEUES.mail, mandantCode: ctx.mandantCode, cartId: recorded.decision.cartId };
    const data = approvalDecisionJobOf(ctx, recorded, this.config.PUBLIC_URL);
    if (!data) {
      this.logger.info(log, 'no decision mail: the requester has no e-mail or decided itself');
      return;
    }
    await enqueueMail(this.queue, this.outbox, this.logger, {
      name: MAIL_JOBS.approvalDecision,
      data,
      jobId: approvalDecisionJobId(ctx.mandantCode, recorded.decision.cartId),
      log,
      what: 'decision mail',
    });
  }
}
