import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { CompanyContact } from '@shop/commerce';
import { sessionRoleOf, type ShopContext, type WebRole } from '@shop/domain';
import {
  accessChangedMailJobId,
  MAIL_JOBS,
  QUEUES,
  type AccessChangedMailJob,
  type MailOutbox,
} from '@shop/jobs';
import { buildPath, isLocaleCode, LOCALES, type LocaleCode } from '@shop/locales';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ROOT_LOGGER } from '../infra/tokens';
import { enqueueMail } from './enqueue-mail';
import { actingNameOf } from './invitation-mails.service';
import { MAIL_OUTBOX } from './mail-outbox.provider';
import { MAIL_QUEUE } from './mail-queue.provider';
import { shopUrl } from './shop-url';

/** A change of a contact's access its person is told of: the contact as the change left it. */
export type AccessChange =
  | { kind: 'role-changed'; contact: CompanyContact; roleBefore: WebRole | null }
  | { kind: 'removed'; contact: CompanyContact };

/** Whether a change of a contact from `before` to `after` changed the role it signs in with. */
export function roleChanged(
  before: Pick<CompanyContact, 'role'>,
  after: Pick<CompanyContact, 'role'>,
): boolean {
  return sessionRoleOf(before) !== sessionRoleOf(after);
}

/**
 * The mail telling a contact that its role was changed or that it was removed (decision 0147): to its
 * login e-mail, in `contactLocale` (its latest invitation's) when that is a shop locale of the tenant,
 * else in the request's. Null when nobody is to be told: the acting contact changed itself (an employee
 * acting for it did not), the contact has no login e-mail, or there is no customer.
 */
export function accessChangedJobOf(
  ctx: ShopContext,
  change: AccessChange,
  contactLocale: string | null,
  publicUrl: string,
  changedAt: Date,
): AccessChangedMailJob | null {
  const { contact } = change;
  if (!ctx.customer || !contact.loginEmail.trim()) return null;
  if (ctx.contact?.id === contact.id && !ctx.employee) return null;
  const locale = shopLocaleOf(ctx, contactLocale);
  if (!locale) return null;
  return {
    to: contact.loginEmail.trim(),
    locale,
    mandantCode: ctx.mandantCode,
    access: {
      kind: change.kind,
      personName: [contact.firstName, contact.middleName, contact.lastName].filter(Boolean).join(' '),
      customerName: ctx.customer.name,
      changedByName: actingNameOf(ctx),
      roleBefore: change.kind === 'role-changed' ? sessionRoleOf({ role: change.roleBefore }) : null,
      roleAfter: change.kind === 'role-changed' ? sessionRoleOf(contact) : null,
      changedAt: changedAt.toISOString(),
      // A removed contact cannot sign in for the customer any more: the shop's start page.
      shopUrl: shopUrl(
        publicUrl,
        change.kind === 'removed' ? `/${locale}` : buildPath('account-home', locale),
      ),
    },
  };
}

function shopLocaleOf(ctx: ShopContext, contactLocale: string | null): LocaleCode | null {
  for (const locale of [contactLocale, ctx.locale])
    if (isLocaleCode(locale) && LOCALES[locale].mandantCode === ctx.mandantCode) return locale;
  return null;
}

/** Mails of the user administration to the contacts it changes, enqueued for the worker. */
@Injectable()
export class AccessMails {
  constructor(
    @Inject(MAIL_QUEUE) private readonly queue: Queue<AccessChangedMailJob>,
    @Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'PUBLIC_URL'>,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Enqueues the mail about a contact's changed role or its removal; whether it was enqueued. Never
   * fails: the change stands, a failure is logged.
   */
  async changed(ctx: ShopContext, change: AccessChange, contactLocale: string | null): Promise<boolean> {
    const data = accessChangedJobOf(ctx, change, contactLocale, this.config.PUBLIC_URL, new Date());
    if (!data) return false;
    return enqueueMail(this.queue, this.outbox, this.logger, {
      name: MAIL_JOBS.accessChanged,
      data,
      jobId: accessChangedMailJobId(ctx.mandantCode, change.contact.id, change.contact.version),
      log: { queue: QUEUES.mail, mandantCode: ctx.mandantCode, contactId: change.contact.id },
      what: 'access-changed mail',
    });
  }
}
