import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { RegistrationForDecision, RegistrationRecord, StoredAccessRequest } from '@shop/commerce';
import {
  MAIL_JOBS,
  QUEUES,
  registrationAccessRequestJobId,
  registrationDecisionJobId,
  registrationReceivedJobId,
  type RegistrationAccessRequestMailJob,
  type RegistrationDecisionMailJob,
  type RegistrationReceivedMailJob,
  type MailOutbox,
} from '@shop/jobs';
import {
  buildPath,
  customerLocaleOf,
  isLocaleCode,
  isMandantCode,
  LOCALES,
  primaryLocaleOf,
} from '@shop/locales';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ROOT_LOGGER } from '../infra/tokens';
import { MAIL_QUEUE } from './mail-queue.provider';
import { MAIL_OUTBOX } from './mail-outbox.provider';
import { enqueueMail } from './enqueue-mail';
import { shopUrl } from './shop-url';

/** The mail telling a registrant its registration was received (decision 0094), in the locale it registered in. */
export function registrationReceivedJobOf(
  registration: RegistrationRecord,
  publicUrl: string,
): RegistrationReceivedMailJob | null {
  if (!isLocaleCode(registration.locale)) return null;
  const { payload } = registration;
  return {
    to: registration.loginEmail,
    locale: registration.locale,
    mandantCode: registration.mandantCode,
    registration: {
      id: registration.id,
      kind: registration.kind,
      companyName: registration.kind === 'new-customer' ? payload.customer.name1 : null,
      customerNumber: registration.kind === 'existing-customer' ? payload.customer.customerNumber : null,
      receivedAt: registration.createdAt,
      shopUrl: shopUrl(publicUrl, `/${registration.locale}`),
    },
  };
}

/**
 * The mails asking each administrator of the customer to approve the request (decision 0094): in
 * the customer's language, linking to the contact approval page with the token and customer number.
 */
export function accessRequestJobsOf(
  stored: StoredAccessRequest,
  publicUrl: string,
): RegistrationAccessRequestMailJob[] {
  const { registration, token } = stored;
  if (!token || !isMandantCode(registration.mandantCode)) return [];
  const mandantCode = registration.mandantCode;
  const { contact, comments } = registration.payload;
  return stored.administrators.map((administrator) => {
    const locale = customerLocaleOf(mandantCode, administrator.language);
    const path = buildPath('account-users-contact-approval', locale, { token, customer: stored.customerNo });
    return {
      to: administrator.email,
      locale,
      mandantCode,
      request: {
        registrationId: registration.id,
        registrantName: `${contact.firstName} ${contact.lastName}`,
        registrantEmail: contact.loginEmail,
        customerNumber: stored.customerNo,
        requestedAt: registration.createdAt,
        comment: comments[0]?.text ?? null,
        approvalUrl: shopUrl(publicUrl, path),
      },
    };
  });
}

/**
 * The mail telling a registrant the decision on its registration (docs/decisions/0095): to its login
 * e-mail, in the language of the shop locale it registered in; a confirmation links to the sign-in
 * page, a decline gives the reason and links to the shop. Null for a registration still pending.
 */
export function registrationDecisionJobOf(
  registration: RegistrationForDecision,
  publicUrl: string,
): RegistrationDecisionMailJob | null {
  if (registration.status === 'pending' || !isMandantCode(registration.mandantCode)) return null;
  const locale =
    isLocaleCode(registration.locale) && LOCALES[registration.locale].mandantCode === registration.mandantCode
      ? registration.locale
      : primaryLocaleOf(registration.mandantCode);
  const confirmed = registration.status === 'confirmed';
  return {
    to: registration.loginEmail,
    locale,
    mandantCode: registration.mandantCode,
    registration: {
      kind: registration.kind,
      decision: registration.status,
      // An existing customer's request names only its number: the mail names the company it asked for.
      companyName:
        registration.customerName || registration.payload.customer.name1 || registration.customerNo || '',
      reason: confirmed ? null : registration.declineReason,
      url: shopUrl(publicUrl, confirmed ? buildPath('login', locale) : `/${locale}`),
    },
  };
}

/** Mails of registrations, enqueued for the worker (never failing the registration they tell of). */
@Injectable()
export class RegistrationMails {
  constructor(
    @Inject(MAIL_QUEUE) private readonly queue: Queue,
    @Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'PUBLIC_URL'>,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  async received(registration: RegistrationRecord): Promise<void> {
    const data = registrationReceivedJobOf(registration, this.config.PUBLIC_URL);
    if (!data) return;
    await enqueueMail(this.queue, this.outbox, this.logger, {
      name: MAIL_JOBS.registrationReceived,
      data,
      jobId: registrationReceivedJobId(registration.id),
      log: { queue: QUEUES.mail, mandantCode: registration.mandantCode, registrationId: registration.id },
      what: 'registration received mail',
    });
  }

  async accessRequested(stored: StoredAccessRequest): Promise<void> {
    const log = {
      queue: QUEUES.mail,
      mandantCode: stored.registration.mandantCode,
      registrationId: stored.registration.id,
    };
    if (stored.created && stored.administrators.length === 0)
      this.logger.warn(log, 'access request without an administrator to ask');
    for (const data of accessRequestJobsOf(stored, this.config.PUBLIC_URL)) {
      await enqueueMail(this.queue, this.outbox, this.logger, {
        name: MAIL_JOBS.registrationAccessRequest,
        data,
        jobId: registrationAccessRequestJobId(stored.registration.id, data.to),
        log,
        what: 'access request mail',
      });
    }
  }

  /** Enqueues the decision's mail (one job per registration); never fails, a failure is logged. */
  async decided(registration: RegistrationForDecision): Promise<void> {
    const data = registrationDecisionJobOf(registration, this.config.PUBLIC_URL);
    if (!data) return;
    await enqueueMail(this.queue, this.outbox, this.logger, {
      name: MAIL_JOBS.registrationDecision,
      data,
      jobId: registrationDecisionJobId(registration.mandantCode, registration.id),
      log: { queue: QUEUES.mail, mandantCode: registration.mandantCode, registrationId: registration.id },
      what: 'registration decision mail',
    });
  }
}
