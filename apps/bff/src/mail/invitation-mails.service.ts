import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { InvitedContact } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';
import {
  CONTACT_INVITATION_JOB_OPTIONS,
  contactInvitationJobId,
  MAIL_JOBS,
  QUEUES,
  type ContactInvitationMailJob,
  type MailOutbox,
} from '@shop/jobs';
import { buildPath, isLocaleCode, type LocaleCode } from '@shop/locales';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ROOT_LOGGER } from '../infra/tokens';
import { enqueueMail } from './enqueue-mail';
import { shopUrl } from './shop-url';
import { MAIL_QUEUE } from './mail-queue.provider';
import { MAIL_OUTBOX } from './mail-outbox.provider';

/** The invitation page's link with the token: `<PUBLIC_URL>/<locale>/<invitation path>?token=…`. */
export function invitationUrlOf(publicUrl: string, locale: LocaleCode, token: string): string {
  return shopUrl(publicUrl, `${buildPath('invitation', locale)}?token=${encodeURIComponent(token)}`);
}

/** Who acts in the user administration, for a mail: the employee acting for a contact, else the contact. */
export function actingNameOf(ctx: ShopContext): string {
  if (ctx.employee) return ctx.employee.name;
  return (
    `${ctx.contact?.firstName ?? ''} ${ctx.contact?.lastName ?? ''}`.trim() || (ctx.customer?.name ?? '')
  );
}

/**
 * The invitation mail of a new contact (docs/decisions/0083-contact-invitation-mail.md): to its login
 * e-mail, in the locale the administrator chose, naming who invited it (the contact, or the employee
 * acting as it) to which company, with the single-use link.
 */
export function contactInvitationJobOf(
  ctx: ShopContext,
  invited: InvitedContact,
  publicUrl: string,
): ContactInvitationMailJob | null {
  const { contact, invitation } = invited;
  if (!isLocaleCode(invitation.locale) || !ctx.customer) return null;
  return {
    to: contact.loginEmail,
    locale: invitation.locale,
    mandantCode: ctx.mandantCode,
    invitation: {
      inviteeName: [contact.firstName, contact.middleName, contact.lastName].filter(Boolean).join(' '),
      customerName: ctx.customer.name,
      invitedByName: actingNameOf(ctx),
      expiresAt: invitation.expiresAt.toISOString(),
      invitationUrl: invitationUrlOf(publicUrl, invitation.locale, invitation.token),
    },
  };
}

/** Invitation mails of the user administration, enqueued for the worker. */
@Injectable()
export class InvitationMails {
  constructor(
    @Inject(MAIL_QUEUE) private readonly queue: Queue<ContactInvitationMailJob>,
    @Inject(MAIL_OUTBOX) private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'PUBLIC_URL'>,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Enqueues the invitation of a contact just invited; whether it was enqueued. Never fails: the contact
   * and its invitation stand, a failure is logged (the administrator can send the invitation again).
   */
  async invited(ctx: ShopContext, invited: InvitedContact): Promise<boolean> {
    const log = { queue: QUEUES.mail, mandantCode: ctx.mandantCode, contactId: invited.contact.id };
    const data = contactInvitationJobOf(ctx, invited, this.config.PUBLIC_URL);
    if (!data) {
      this.logger.error(log, 'no invitation mail: no shop locale or no customer');
      return false;
    }
    return enqueueMail(this.queue, this.outbox, this.logger, {
      name: MAIL_JOBS.contactInvitation,
      data,
      jobId: contactInvitationJobId(ctx.mandantCode, invited.invitation.id),
      log,
      what: 'invitation mail',
      options: CONTACT_INVITATION_JOB_OPTIONS,
    });
  }
}
