import {
  isSku,
  isWebRole,
  MAX_APPROVAL_COMMENT_LENGTH,
  type CustomLineItem,
  type Money,
  type OrderTotals,
  type WebRole,
} from '@shop/domain';
import { isLocaleCode, isMandantCode, LOCALES, type LocaleCode, type MandantCode } from '@shop/locales';
import { InvalidJobError } from './invalid-job';
import { isIsoDateTime } from './maintenance-request';
import {
  ACCESS_CHANGES,
  type AccessChangedMail,
  type AccessChangedMailJob,
  type AccessChangeKind,
  APPROVAL_DECISIONS,
  type ApprovalDecisionKind,
  type ApprovalDecisionMailCart,
  type ApprovalDecisionMailJob,
  type ApprovalReminderMailCart,
  type ApprovalReminderMailJob,
  type ContactInvitationMail,
  type ContactInvitationMailJob,
  type MailPostalAddress,
  type OrderConfirmationMailJob,
  type OrderConfirmationMailLine,
  type OrderConfirmationMailOrder,
  type ContactFormMailJob,
  type ContactFormMessage,
  MAX_CONTACT_MESSAGE_LENGTH,
  MAX_DECLINE_REASON_LENGTH,
  REGISTRATION_DECISIONS,
  type RegistrationDecisionKind,
  type RegistrationDecisionMail,
  type RegistrationDecisionMailJob,
  type WebhookDisabledMail,
  type WebhookDisabledMailJob,
} from './mail';

/** Most lines an order confirmation lists (an order of the shop has far fewer). */
export const MAIL_MAX_LINES = 1000;

/** local@domain without spaces, angle brackets or separators; a header cannot be smuggled in. */
const EMAIL_PATTERN = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+$/;
const ORDER_NUMBER_PATTERN = /^[\w.-]{1,64}$/;
const CURRENCY_PATTERN = /^[A-Z]{3}$/;
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** Control characters but line breaks and tabs: what a text someone typed into a text area may hold. */
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export type Unchecked<T> = { [K in keyof T]?: unknown };

function text(value: unknown, field: string, { min = 0, max }: { min?: number; max: number }): string {
  if (typeof value !== 'string' || value.length < min || value.length > max || CONTROL_CHARACTERS.test(value))
    throw new InvalidJobError(
      `${field} must be text of ${min} to ${max} characters without control characters`,
    );
  return value;
}

function money(value: unknown, field: string, currency: string): Money {
  const m = (value ?? {}) as Unchecked<Money>;
  if (!Number.isSafeInteger(m.centAmount) || (m.centAmount as number) < 0)
    throw new InvalidJobError(`${field}.centAmount must be a non-negative integer (cents)`);
  if (m.currency !== currency) throw new InvalidJobError(`${field}.currency must be ${currency}`);
  return { centAmount: m.centAmount as number, currency };
}

function totalsOf(value: unknown): OrderTotals {
  const t = (value ?? {}) as Unchecked<OrderTotals>;
  const currency = (t.gross as Partial<Money> | undefined)?.currency;
  if (typeof currency !== 'string' || !CURRENCY_PATTERN.test(currency))
    throw new InvalidJobError('order.totals.gross.currency must be an ISO currency code');
  const totals = {
    net: money(t.net, 'order.totals.net', currency),
    tax: money(t.tax, 'order.totals.tax', currency),
    gross: money(t.gross, 'order.totals.gross', currency),
  };
  if (totals.gross.centAmount !== totals.net.centAmount + totals.tax.centAmount)
    throw new InvalidJobError('order.totals.gross must be net plus tax');
  return totals;
}

function lineOf(value: unknown, i: number, currency: string): OrderConfirmationMailLine {
  const line = (value ?? {}) as Unchecked<OrderConfirmationMailLine>;
  if (!isSku(line.sku)) throw new InvalidJobError(`order.lines[${i}].sku is not a sku`);
  if (!Number.isSafeInteger(line.quantity) || (line.quantity as number) < 1)
    throw new InvalidJobError(`order.lines[${i}].quantity must be a positive integer`);
  return {
    sku: line.sku,
    name: text(line.name, `order.lines[${i}].name`, { min: 1, max: 500 }),
    quantity: line.quantity as number,
    linePrice: money(line.linePrice, `order.lines[${i}].linePrice`, currency),
  };
}

function customLineItemOf(value: unknown, currency: string): CustomLineItem | null {
  if (value == null) return null;
  const item = value as Unchecked<CustomLineItem>;
  return {
    key: text(item.key, 'order.customLineItem.key', { min: 1, max: 100 }),
    name: text(item.name, 'order.customLineItem.name', { min: 1, max: 500 }),
    price: money(item.price, 'order.customLineItem.price', currency),
  };
}

function addressOf(value: unknown): MailPostalAddress {
  const a = (value ?? {}) as Unchecked<MailPostalAddress>;
  const field = (name: keyof MailPostalAddress) =>
    text(a[name], `order.shippingAddress.${name}`, { max: 200 });
  return {
    firstName: field('firstName'),
    lastName: field('lastName'),
    streetName: field('streetName'),
    postalCode: field('postalCode'),
    city: field('city'),
    country: field('country'),
  };
}

function orderOf(value: unknown): OrderConfirmationMailOrder {
  const order = (value ?? {}) as Unchecked<OrderConfirmationMailOrder>;
  if (typeof order.orderNumber !== 'string' || !ORDER_NUMBER_PATTERN.test(order.orderNumber))
    throw new InvalidJobError(`order.orderNumber is not an order number: ${String(order.orderNumber)}`);
  if (!isIsoDateTime(order.orderedAt))
    throw new InvalidJobError('order.orderedAt must be an ISO date-time with zone');
  if (
    typeof order.taxPercent !== 'number' ||
    !Number.isFinite(order.taxPercent) ||
    order.taxPercent < 0 ||
    order.taxPercent > 100
  )
    throw new InvalidJobError('order.taxPercent must be a percentage');
  const totals = totalsOf(order.totals);
  if (!Array.isArray(order.lines) || order.lines.length === 0 || order.lines.length > MAIL_MAX_LINES)
    throw new InvalidJobError(`order.lines must list 1 to ${MAIL_MAX_LINES} lines`);
  return {
    orderNumber: order.orderNumber,
    orderedAt: order.orderedAt,
    customerIdentifier:
      order.customerIdentifier == null
        ? null
        : text(order.customerIdentifier, 'order.customerIdentifier', { max: 200 }),
    lines: order.lines.map((line, i) => lineOf(line, i, totals.gross.currency)),
    taxPercent: order.taxPercent,
    totals,
    shippingAddress: addressOf(order.shippingAddress),
    customLineItem: customLineItemOf(order.customLineItem, totals.gross.currency),
  };
}

/** A checked payload: its locale and tenant are known codes. */
export type ValidOrderConfirmationMailJob = OrderConfirmationMailJob & {
  locale: LocaleCode;
  mandantCode: MandantCode;
};

/** The addressing every mail job has: a known tenant, a shop locale of it, one recipient. */
function addressingOf(job: Unchecked<{ to: string; locale: string; mandantCode: string }>): {
  to: string;
  locale: LocaleCode;
  mandantCode: MandantCode;
} {
  if (!isMandantCode(job.mandantCode))
    throw new InvalidJobError(`unknown mandant code: ${String(job.mandantCode)}`);
  if (!isLocaleCode(job.locale) || LOCALES[job.locale].mandantCode !== job.mandantCode)
    throw new InvalidJobError(`locale ${String(job.locale)} is not a shop locale of ${job.mandantCode}`);
  if (typeof job.to !== 'string' || job.to.length > 254 || !EMAIL_PATTERN.test(job.to))
    throw new InvalidJobError('to must be an e-mail address');
  return { to: job.to, locale: job.locale, mandantCode: job.mandantCode };
}

/**
 * An order confirmation job's payload, checked (the worker's processor runs it before rendering).
 * The locale must be a shop locale of the job's tenant; every amount is in the order's currency.
 */
export function validateOrderConfirmationMailJob(data: unknown): ValidOrderConfirmationMailJob {
  const job = (data ?? {}) as Unchecked<OrderConfirmationMailJob>;
  return { ...addressingOf(job), order: orderOf(job.order) };
}

function httpUrl(value: unknown, field: string): string {
  const url = text(value, field, { min: 1, max: 2000 });
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new InvalidJobError(`${field} must be an absolute http(s) URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new InvalidJobError(`${field} must be an absolute http(s) URL`);
  return url;
}

/** A comment someone typed for a hand-over or a decision: null when missing or blank, line breaks kept. */
function approvalCommentOf(comment: unknown, field: string): string | null {
  if (
    comment != null &&
    (typeof comment !== 'string' ||
      comment.length > MAX_APPROVAL_COMMENT_LENGTH ||
      CONTROL_CHARACTERS_BUT_LINES.test(comment))
  )
    throw new InvalidJobError(`${field} must be text of at most ${MAX_APPROVAL_COMMENT_LENGTH} characters`);
  return comment == null || comment.trim() === '' ? null : comment;
}

function reminderOf(value: unknown): ApprovalReminderMailCart {
  const reminder = (value ?? {}) as Unchecked<ApprovalReminderMailCart>;
  if (!isIsoDateTime(reminder.requestedAt))
    throw new InvalidJobError('reminder.requestedAt must be an ISO date-time with zone');
  if (!Number.isSafeInteger(reminder.lineCount) || (reminder.lineCount as number) < 0)
    throw new InvalidJobError('reminder.lineCount must be a whole number of lines');
  const comment = approvalCommentOf(reminder.comment, 'reminder.comment');
  return {
    cartId: text(reminder.cartId, 'reminder.cartId', { min: 1, max: 200 }),
    customerName: text(reminder.customerName, 'reminder.customerName', { min: 1, max: 500 }),
    requesterName: text(reminder.requesterName, 'reminder.requesterName', { min: 1, max: 500 }),
    requestedAt: reminder.requestedAt,
    lineCount: reminder.lineCount as number,
    comment,
    cartUrl: httpUrl(reminder.cartUrl, 'reminder.cartUrl'),
  };
}

/** A checked approval reminder: its locale and tenant are known codes. */
export type ValidApprovalReminderMailJob = ApprovalReminderMailJob & {
  locale: LocaleCode;
  mandantCode: MandantCode;
};

/** An approval reminder job's payload, checked (decision 0045). */
export function validateApprovalReminderMailJob(data: unknown): ValidApprovalReminderMailJob {
  const job = (data ?? {}) as Unchecked<ApprovalReminderMailJob>;
  return { ...addressingOf(job), reminder: reminderOf(job.reminder) };
}

function decisionOf(value: unknown): ApprovalDecisionMailCart {
  const decision = (value ?? {}) as Unchecked<ApprovalDecisionMailCart>;
  if (!APPROVAL_DECISIONS.includes(decision.decision as ApprovalDecisionKind))
    throw new InvalidJobError(`decision.decision must be one of ${APPROVAL_DECISIONS.join(', ')}`);
  const kind = decision.decision as ApprovalDecisionKind;
  if (!isIsoDateTime(decision.decidedAt))
    throw new InvalidJobError('decision.decidedAt must be an ISO date-time with zone');
  const orderNumber = decision.orderNumber ?? null;
  if (
    kind === 'declined'
      ? orderNumber !== null
      : typeof orderNumber !== 'string' || !ORDER_NUMBER_PATTERN.test(orderNumber)
  )
    throw new InvalidJobError('decision.orderNumber must be the order of an approval, and none of a decline');
  return {
    cartId: text(decision.cartId, 'decision.cartId', { min: 1, max: 200 }),
    decision: kind,
    decidedByName: text(decision.decidedByName, 'decision.decidedByName', { min: 1, max: 500 }),
    decidedAt: decision.decidedAt,
    comment: approvalCommentOf(decision.comment, 'decision.comment'),
    orderNumber: orderNumber as string | null,
    cartsUrl: httpUrl(decision.cartsUrl, 'decision.cartsUrl'),
  };
}

/** A checked decision mail: its locale and tenant are known codes. */
export type ValidApprovalDecisionMailJob = ApprovalDecisionMailJob & {
  locale: LocaleCode;
  mandantCode: MandantCode;
};

/** The payload of a mail telling a requester the decision on its cart, checked (decision 0070). */
export function validateApprovalDecisionMailJob(data: unknown): ValidApprovalDecisionMailJob {
  const job = (data ?? {}) as Unchecked<ApprovalDecisionMailJob>;
  return { ...addressingOf(job), decision: decisionOf(job.decision) };
}

function invitationOf(value: unknown): ContactInvitationMail {
  const invitation = (value ?? {}) as Unchecked<ContactInvitationMail>;
  if (!isIsoDateTime(invitation.expiresAt))
    throw new InvalidJobError('invitation.expiresAt must be an ISO date-time with zone');
  return {
    inviteeName: text(invitation.inviteeName, 'invitation.inviteeName', { min: 1, max: 500 }),
    customerName: text(invitation.customerName, 'invitation.customerName', { min: 1, max: 500 }),
    invitedByName: text(invitation.invitedByName, 'invitation.invitedByName', { min: 1, max: 500 }),
    expiresAt: invitation.expiresAt,
    invitationUrl: httpUrl(invitation.invitationUrl, 'invitation.invitationUrl'),
  };
}

/** A checked invitation mail: its locale and tenant are known codes. */
export type ValidContactInvitationMailJob = ContactInvitationMailJob & {
  locale: LocaleCode;
  mandantCode: MandantCode;
};

/** The payload of a new contact's invitation mail, checked (docs/decisions/0083-contact-invitation-mail.md). */
export function validateContactInvitationMailJob(data: unknown): ValidContactInvitationMailJob {
  const job = (data ?? {}) as Unchecked<ContactInvitationMailJob>;
  return { ...addressingOf(job), invitation: invitationOf(job.invitation) };
}
/** The checks every mail payload shares, for the contracts of other files (registration-mails.ts). */
export { addressingOf as mailAddressingOf, httpUrl as mailHttpUrl, text as mailText };

/** A text someone typed into a text area (line breaks kept), or null when blank. */
function typedTextOf(value: unknown, field: string, max: number): string | null {
  if (
    value != null &&
    (typeof value !== 'string' || value.length > max || CONTROL_CHARACTERS_BUT_LINES.test(value))
  )
    throw new InvalidJobError(`${field} must be text of at most ${max} characters`);
  return value == null || value.trim() === '' ? null : value;
}

function registrationOf(value: unknown): RegistrationDecisionMail {
  const registration = (value ?? {}) as Unchecked<RegistrationDecisionMail>;
  if (!REGISTRATION_DECISIONS.includes(registration.decision as RegistrationDecisionKind))
    throw new InvalidJobError(`registration.decision must be one of ${REGISTRATION_DECISIONS.join(', ')}`);
  if (registration.kind !== 'new-customer' && registration.kind !== 'existing-customer')
    throw new InvalidJobError('registration.kind must be new-customer or existing-customer');
  const decision = registration.decision as RegistrationDecisionKind;
  const reason = typedTextOf(registration.reason, 'registration.reason', MAX_DECLINE_REASON_LENGTH);
  if ((decision === 'declined') !== (reason !== null))
    throw new InvalidJobError('registration.reason is the reason of a decline, and none of a confirmation');
  return {
    kind: registration.kind,
    decision,
    companyName: text(registration.companyName, 'registration.companyName', { min: 1, max: 500 }),
    reason,
    url: httpUrl(registration.url, 'registration.url'),
  };
}

/** A checked registration decision mail: its locale and tenant are known codes. */
export type ValidRegistrationDecisionMailJob = RegistrationDecisionMailJob & {
  locale: LocaleCode;
  mandantCode: MandantCode;
};

/** The payload of a mail telling a registrant the decision on its registration, checked (decision 0095). */
export function validateRegistrationDecisionMailJob(data: unknown): ValidRegistrationDecisionMailJob {
  const job = (data ?? {}) as Unchecked<RegistrationDecisionMailJob>;
  return { ...addressingOf(job), registration: registrationOf(job.registration) };
}

function contactFormOf(value: unknown): ContactFormMessage {
  const form = (value ?? {}) as Unchecked<ContactFormMessage>;
  if (!isIsoDateTime(form.sentAt))
    throw new InvalidJobError('form.sentAt must be an ISO date-time with zone');
  if (!isLocaleCode(form.sentFromLocale))
    throw new InvalidJobError('form.sentFromLocale must be a shop locale');
  if (typeof form.email !== 'string' || form.email.length > 254 || !EMAIL_PATTERN.test(form.email))
    throw new InvalidJobError('form.email must be an e-mail address');
  const message = typedTextOf(form.message, 'form.message', MAX_CONTACT_MESSAGE_LENGTH);
  if (message === null) throw new InvalidJobError('form.message must not be empty');
  return {
    salutation: text(form.salutation, 'form.salutation', { min: 1, max: 100 }),
    firstName: text(form.firstName, 'form.firstName', { min: 1, max: 100 }),
    lastName: text(form.lastName, 'form.lastName', { min: 1, max: 100 }),
    email: form.email,
    phone: form.phone == null ? null : text(form.phone, 'form.phone', { min: 1, max: 50 }),
    message,
    sentFromLocale: form.sentFromLocale,
    sentAt: form.sentAt,
  };
}

/** A checked contact form mail. */
export type ValidContactFormMailJob = ContactFormMailJob & { locale: LocaleCode; mandantCode: MandantCode };

/** The payload of a contact form's mail to the tenant's service address, checked (decision 0096). */
export function validateContactFormMailJob(data: unknown): ValidContactFormMailJob {
  const job = (data ?? {}) as Unchecked<ContactFormMailJob>;
  if (typeof job.replyTo !== 'string' || job.replyTo.length > 254 || !EMAIL_PATTERN.test(job.replyTo))
    throw new InvalidJobError('replyTo must be an e-mail address');
  return { ...addressingOf(job), replyTo: job.replyTo, form: contactFormOf(job.form) };
}

/** A checked mail about a disabled webhook subscription: its locale and tenant are known codes. */
export type ValidWebhookDisabledMailJob = WebhookDisabledMailJob & {
  locale: LocaleCode;
  mandantCode: MandantCode;
};

/** The payload of the mail about a disabled webhook subscription, checked (decision 0137). */
export function validateWebhookDisabledMailJob(data: unknown): ValidWebhookDisabledMailJob {
  const job = (data ?? {}) as Unchecked<WebhookDisabledMailJob>;
  const webhook = (job.webhook ?? {}) as Unchecked<WebhookDisabledMail>;
  if (!isIsoDateTime(webhook.disabledAt))
    throw new InvalidJobError('webhook.disabledAt must be an ISO date-time with zone');
  return {
    ...addressingOf(job),
    webhook: {
      customerName: text(webhook.customerName, 'webhook.customerName', { min: 1, max: 500 }),
      clientName: text(webhook.clientName, 'webhook.clientName', { min: 1, max: 500 }),
      url: text(webhook.url, 'webhook.url', { min: 1, max: 2000 }),
      disabledAt: webhook.disabledAt,
      companyUrl: httpUrl(webhook.companyUrl, 'webhook.companyUrl'),
    },
  };
}

/** A checked mail about a contact's changed access: its locale and tenant are known codes. */
export type ValidAccessChangedMailJob = AccessChangedMailJob & {
  locale: LocaleCode;
  mandantCode: MandantCode;
};

/**
 * The payload of the mail to a contact whose role was changed or who was removed, checked (decision
 * 0147): a role change names two different roles, a removal none.
 */
export function validateAccessChangedMailJob(data: unknown): ValidAccessChangedMailJob {
  const job = (data ?? {}) as Unchecked<AccessChangedMailJob>;
  const access = (job.access ?? {}) as Unchecked<AccessChangedMail>;
  if (!ACCESS_CHANGES.includes(access.kind as AccessChangeKind))
    throw new InvalidJobError(`access.kind must be one of ${ACCESS_CHANGES.join(', ')}`);
  const kind = access.kind as AccessChangeKind;
  const roleBefore = access.roleBefore ?? null;
  const roleAfter = access.roleAfter ?? null;
  if (
    kind === 'role-changed'
      ? !isWebRole(roleBefore) || !isWebRole(roleAfter) || roleBefore === roleAfter
      : roleBefore !== null || roleAfter !== null
  )
    throw new InvalidJobError(
      'access.roleBefore and access.roleAfter must be two different roles of a role change, and none of a removal',
    );
  if (!isIsoDateTime(access.changedAt))
    throw new InvalidJobError('access.changedAt must be an ISO date-time with zone');
  return {
    ...addressingOf(job),
    access: {
      kind,
      personName: text(access.personName, 'access.personName', { min: 1, max: 500 }),
      customerName: text(access.customerName, 'access.customerName', { min: 1, max: 500 }),
      changedByName: text(access.changedByName, 'access.changedByName', { min: 1, max: 500 }),
      roleBefore: roleBefore as WebRole | null,
      roleAfter: roleAfter as WebRole | null,
      changedAt: access.changedAt,
      shopUrl: httpUrl(access.shopUrl, 'access.shopUrl'),
    },
  };
}
