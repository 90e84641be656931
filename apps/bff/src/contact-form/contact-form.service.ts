import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { SHOP_CONFIG_PORT, type ShopConfigPort } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';
import {
  contactFormJobId,
  MAIL_JOBS,
  QUEUES,
  REDIS_KEYS,
  type ContactFormMailJob,
  type MailOutbox,
} from '@shop/jobs';
import { isMandantCode, primaryLocaleOf } from '@shop/locales';
import { withDeadline } from '@shop/redis';
import { badInput, ShopError, unavailable } from '../common/shop-error';
import { REDIS, ROOT_LOGGER } from '../infra/tokens';
import { enqueueMail } from '../mail/enqueue-mail';
import { MAIL_OUTBOX } from '../mail/mail-outbox.provider';
import { MAIL_QUEUE } from '../mail/mail-queue.provider';
import { FixedWindowCounter } from '../rate-limit/fixed-window-counter';
import type { ContactFormInput, ContactFormResultModel } from './contact-form.args';

/**
 * How often the contact form may mail the service (docs/decisions/0096): per sender e-mail and per
 * client address in an hour. A sender who passes them still mails only the tenant's own service.
 */
export const CONTACT_FORM_LIMITS = { windowSeconds: 3600, perEmail: 3, perAddress: 20 } as const;
/**
 * How long Redis remembers a submission id, so a repeat within it is answered without counting it; the
 * mail outbox keeps the id for good (decision 0146).
 */
const SUBMISSION_TTL_SECONDS = 24 * 3600;
const REDIS_DEADLINE_MS = 2000;

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/**
 * The contact form (docs/rules/calls.md SetContactForm, docs/decisions/0096): mails the tenant's
 * service address with the sender as Reply-To; nothing goes to the sender (the form cannot be used to
 * send text to an address of someone else's choosing). Rate-limited per sender e-mail and client
 * address; a repeated submission id is taken once, also after Redis lost its data (the mail outbox
 * keeps it, decision 0146).
 */
@Injectable()
export class ContactFormService {
  private readonly counter: FixedWindowCounter;

  constructor(
    @Inject(SHOP_CONFIG_PORT) private readonly shopConfig: ShopConfigPort,
    @Inject(MAIL_QUEUE) private readonly queue: Queue<ContactFormMailJob>,
    @Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {
    this.counter = new FixedWindowCounter(redis, CONTACT_FORM_LIMITS.windowSeconds * 1000);
  }

  async send(
    ctx: ShopContext,
    input: ContactFormInput,
    clientAddress: string,
  ): Promise<ContactFormResultModel> {
    const config = await this.shopConfig.getShopConfig(ctx);
    if (!config.salutations.some((salutation) => salutation.code === input.salutation))
      throw badInput('error.invalid-salutation', {
        fields: [{ field: 'salutation', messageKey: 'error.invalid-salutation' }],
      });
    if (!config.serviceEmail || !isMandantCode(ctx.mandantCode)) throw unavailable();

    const submissionKey = `${REDIS_KEYS.contactFormSubmission}${ctx.mandantCode}:${input.id}`;
    const fresh = await this.redisCall(
      this.redis.set(submissionKey, hashOf(input.email.toLowerCase()), 'EX', SUBMISSION_TTL_SECONDS, 'NX'),
    );
    if (fresh !== 'OK') return { id: input.id, accepted: true };

    const [byEmail, byAddress] = await this.redisCall(
      Promise.all([
        this.counter.hit(`contact-form:email:${hashOf(input.email.toLowerCase())}`),
        this.counter.hit(`contact-form:ip:${clientAddress}`),
      ]),
    );
    if (byEmail.count > CONTACT_FORM_LIMITS.perEmail || byAddress.count > CONTACT_FORM_LIMITS.perAddress) {
      // Refused: the same id may be sent again once the window has passed.
      await this.redis.del(submissionKey).catch(() => undefined);
      const resetMs = Math.max(byEmail.resetMs, byAddress.resetMs);
      throw new ShopError('RATE_LIMITED', 'error.contact-form-rate-limited', {
        retryAfterSeconds: Math.max(1, Math.ceil(resetMs / 1000)),
      });
    }

    const locale = primaryLocaleOf(ctx.mandantCode);
    // The mail outbox's row is the record of a submission taken (decision 0146): Redis's key above only
    // spares a repeat the counters, and is gone with a Redis that lost its data; a row kept means the
    // id was taken before, and nothing is mailed again.
    await enqueueMail(this.queue, this.outbox, this.logger, {
      name: MAIL_JOBS.contactForm,
      data: {
        to: config.serviceEmail,
        replyTo: input.email,
        locale,
        mandantCode: ctx.mandantCode,
        form: {
          salutation: config.salutations.find((s) => s.code === input.salutation)?.name ?? input.salutation,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone ? input.phone : null,
          message: input.message,
          sentFromLocale: ctx.locale,
          sentAt: new Date().toISOString(),
        },
      },
      jobId: contactFormJobId(ctx.mandantCode, input.id),
      log: { queue: QUEUES.mail, mandantCode: ctx.mandantCode, submissionId: input.id },
      what: 'contact form mail',
      once: true,
    });
    return { id: input.id, accepted: true };
  }

  /**
   * Redis decides whether a mail may go: when it cannot answer, the form is refused (unavailable)
   * rather than sent uncounted, so an outage does not open a way to send mail in bulk.
   */
  private async redisCall<T>(call: Promise<T>): Promise<T> {
    try {
      return await withDeadline(call, REDIS_DEADLINE_MS, 'redis');
    } catch (error) {
      this.logger.warn({ err: error }, 'contact form refused: redis did not answer');
      throw unavailable();
    }
  }
}
