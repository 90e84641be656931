/**
 * The mail contract between the BFF (which enqueues) and the worker (which renders and sends):
 * job names on QUEUES.mail, their payloads and the options every producer adds them with.
 */

import {
  CONTACT_FORM_LIMITS,
  MAX_DECLINE_REASON_LENGTH as DECLINE_REASON_MAX,
  type CustomLineItem,
  type Money,
  type OrderTotals,
  type WebRole,
} from '@shop/domain';

/** Job names on QUEUES.mail. */
export const MAIL_JOBS = {
  orderConfirmation: 'order-confirmation',
  approvalReminder: 'approval-reminder',
  approvalDecision: 'approval-decision',
  contactInvitation: 'contact-invitation',
  /** To a registrant: the registration was received (decision 0094; registration-mails.ts). */
  registrationReceived: 'registration-received',
  /** To each administrator of an existing customer: someone asks for access (decision 0094). */
  registrationAccessRequest: 'registration-access-request',
  registrationDecision: 'registration-decision',
  contactForm: 'contact-form',
  /** To each administrator of a customer: a webhook subscription was disabled for failing (decision 0137). */
  webhookDisabled: 'webhook-disabled',
  /** To a contact whose role an administrator changed, or who was removed (decision 0147). */
  accessChanged: 'access-changed',
} as const;

/**
 * Retries of a mail that could not be handed to the SMTP server (server away, timeout, a 4xx
 * answer): 10 attempts, 15 s doubling, so a relay may be down for about two hours before a mail
 * fails. A payload the validator refuses, or a recipient the server refuses for good (5xx), is not
 * retried. The last 1000 completed and failed jobs stay in Redis for ops.
 */
export const MAIL_JOB_OPTIONS = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 15_000 },
  removeOnComplete: 1000,
  removeOnFail: 1000,
} as const;

export interface MailPostalAddress {
  firstName: string;
  lastName: string;
  streetName: string;
  postalCode: string;
  city: string;
  /** ISO 3166 alpha-2, e.g. AT. */
  country: string;
}

export interface OrderConfirmationMailLine {
  sku: string;
  name: string;
  quantity: number;
  linePrice: Money;
}

/** What an order confirmation shows: the order as it was placed (decision 0037's snapshot). */
export interface OrderConfirmationMailOrder {
  orderNumber: string;
  /** ISO date-time with zone. */
  orderedAt: string;
  /** The customer's own reference (purchase order number), or null. */
  customerIdentifier: string | null;
  lines: OrderConfirmationMailLine[];
  taxPercent: number;
  totals: OrderTotals;
  shippingAddress: MailPostalAddress;
  /**
   * The minimum-quantity surcharge (decision 0043), shown apart from the lines; its amount is in
   * totals.net. Jobs enqueued before it existed lack it: none.
   */
  customLineItem: CustomLineItem | null;
}

/** Payload of MAIL_JOBS.orderConfirmation. */
export interface OrderConfirmationMailJob {
  /** Recipient: the e-mail address of the contact who ordered (or for whom an employee ordered). */
  to: string;
  /** The shop locale the order was placed in (de-at, cs-cz …): language, number and date format. */
  locale: string;
  mandantCode: string;
  order: OrderConfirmationMailOrder;
}

/**
 * Job id of an order's confirmation: one job per order, however often it is enqueued (BullMQ ignores
 * an add whose job id exists; ids must not contain ':').
 */
export function orderConfirmationJobId(mandantCode: string, orderNumber: string): string {
  return `order-confirmation-${mandantCode}-${orderNumber}`;
}

/** What an approval reminder says about the waiting cart (decision 0045). */
export interface ApprovalReminderMailCart {
  cartId: string;
  customerName: string;
  /** First and last name of the contact who handed the cart over. */
  requesterName: string;
  /** ISO date-time with zone of the hand-over. */
  requestedAt: string;
  lineCount: number;
  /** What the requester wrote when handing the cart over, or null. */
  comment: string | null;
  /** The cart in the shop's cart administration (an absolute http(s) URL). */
  cartUrl: string;
}

/** Payload of MAIL_JOBS.approvalReminder: one mail to one approver or administrator. */
export interface ApprovalReminderMailJob {
  to: string;
  /** The tenant's shop locale: language and date format. */
  locale: string;
  mandantCode: string;
  reminder: ApprovalReminderMailCart;
}

/** `:` is BullMQ's key separator; an id from another system might carry one. */
const idPart = (value: string) => value.replace(/%/g, '%25').replace(/:/g, '%3A');

/**
 * Job id of one reminder: per cart, recipient and reminder slot (the time the period is counted from:
 * the hand-over, then the last reminder). A run that enqueued the mails but failed before marking the
 * cart reminded reads the same slot again, and BullMQ ignores the repeated add, so nobody gets a
 * reminder twice; the next period's reminder has a new slot.
 */
export function approvalReminderJobId(
  mandantCode: string,
  cartId: string,
  contactId: string,
  slot: Date,
): string {
  return `approval-reminder-${idPart(mandantCode)}-${idPart(cartId)}-${idPart(contactId)}-${slot.getTime()}`;
}

/** The three decisions a requester is told of (decision 0070): as handed over, after changes, or not. */
export const APPROVAL_DECISIONS = ['approved', 'modified', 'declined'] as const;
export type ApprovalDecisionKind = (typeof APPROVAL_DECISIONS)[number];

/** What the mail to a requester says about the approver's decision on its cart (decision 0070). */
export interface ApprovalDecisionMailCart {
  cartId: string;
  decision: ApprovalDecisionKind;
  /** First and last name of the approver (or of the employee acting for one). */
  decidedByName: string;
  /** ISO date-time with zone of the decision. */
  decidedAt: string;
  /** The approver's reason, or null. */
  comment: string | null;
  /** The order an approval placed; null for a decline. */
  orderNumber: string | null;
  /** Cart administration, where the customer's recent decisions are listed (an absolute http(s) URL). */
  cartsUrl: string;
}

/** Payload of MAIL_JOBS.approvalDecision: one mail to the contact who handed the cart over. */
export interface ApprovalDecisionMailJob {
  to: string;
  /** The requester's shop locale (its customer's language in the tenant): language and date format. */
  locale: string;
  mandantCode: string;
  decision: ApprovalDecisionMailCart;
}

/** Job id of a decision's mail: a cart is decided once (ordered or deleted), so one mail per cart. */
export function approvalDecisionJobId(mandantCode: string, cartId: string): string {
  return `approval-decision-${idPart(mandantCode)}-${idPart(cartId)}`;
}

/** What the invitation of a new contact says (docs/decisions/0083-contact-invitation-mail.md). */
export interface ContactInvitationMail {
  /** First and last name of the invited contact. */
  inviteeName: string;
  /** The customer (company) the contact is invited to. */
  customerName: string;
  /** First and last name of the administrator who invited (or of the employee acting for one). */
  invitedByName: string;
  /** ISO date-time with zone when the link stops working. */
  expiresAt: string;
  /** The invitation page with the single-use token (an absolute http(s) URL). */
  invitationUrl: string;
}

/** Payload of MAIL_JOBS.contactInvitation: one mail to the invited contact's login e-mail. */
export interface ContactInvitationMailJob {
  to: string;
  /** The shop locale the administrator chose for the invitee: language, date format and the link's locale. */
  locale: string;
  mandantCode: string;
  invitation: ContactInvitationMail;
}

/**
 * Job id of one invitation's mail: one per invitation (a new invitation is a new mail). The job holds the
 * link's token, so it is removed from Redis as soon as it is sent (CONTACT_INVITATION_JOB_OPTIONS).
 */
export function contactInvitationJobId(mandantCode: string, invitationId: string): string {
  return `contact-invitation-${idPart(mandantCode)}-${idPart(invitationId)}`;
}

/** MAIL_JOB_OPTIONS, except that a sent invitation does not stay in Redis: its payload holds a live token. */
export const CONTACT_INVITATION_JOB_OPTIONS = { ...MAIL_JOB_OPTIONS, removeOnComplete: true } as const;
/** Most characters of a decline reason and of a contact form's message (docs/decisions/0095, 0096). */
export const MAX_DECLINE_REASON_LENGTH = DECLINE_REASON_MAX;
export const MAX_CONTACT_MESSAGE_LENGTH = CONTACT_FORM_LIMITS.message;

/** The two outcomes of a registration the registrant is told of (docs/decisions/0095). */
export const REGISTRATION_DECISIONS = ['confirmed', 'declined'] as const;
export type RegistrationDecisionKind = (typeof REGISTRATION_DECISIONS)[number];

/** What the mail to a registrant says about the decision on its registration. */
export interface RegistrationDecisionMail {
  /** new-customer: staff decided; existing-customer: an administrator of the customer decided. */
  kind: 'new-customer' | 'existing-customer';
  decision: RegistrationDecisionKind;
  /** The company: the new customer's name, or the existing customer's as the registrant named it. */
  companyName: string;
  /** The reason of a decline; null for a confirmation. */
  reason: string | null;
  /** Confirmed: the shop's sign-in page; declined: the shop's start page (absolute http(s) URLs). */
  url: string;
}

/** Payload of MAIL_JOBS.registrationDecision: one mail to the registrant's login e-mail. */
export interface RegistrationDecisionMailJob {
  to: string;
  /** The shop locale the registrant registered in: language of the mail. */
  locale: string;
  mandantCode: string;
  registration: RegistrationDecisionMail;
}

/** A registration is decided once: one mail per registration, however often it is enqueued. */
export function registrationDecisionJobId(mandantCode: string, registrationId: string): string {
  return `registration-decision-${idPart(mandantCode)}-${idPart(registrationId)}`;
}

/** What a visitor sent with the contact form (docs/rules/data-model.md, contact form). */
export interface ContactFormMessage {
  salutation: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  message: string;
  /** The shop locale the form was sent from. */
  sentFromLocale: string;
  /** ISO date-time with zone. */
  sentAt: string;
}

/**
 * Payload of MAIL_JOBS.contactForm: one mail to the tenant's service address (docs/decisions/0096),
 * answered by replying to the sender (`replyTo`). Nothing of it goes to the sender.
 */
export interface ContactFormMailJob {
  to: string;
  replyTo: string;
  /** The tenant's primary shop locale: the service team's language. */
  locale: string;
  mandantCode: string;
  form: ContactFormMessage;
}

/** One mail per submission id (the form's `id`): a double click or a retry sends nothing twice. */
export function contactFormJobId(mandantCode: string, submissionId: string): string {
  return `contact-form-${idPart(mandantCode)}-${idPart(submissionId)}`;
}

/** What the mail about a disabled webhook subscription says (decision 0137). */
export interface WebhookDisabledMail {
  /** The customer (company) the subscription belongs to. */
  customerName: string;
  /** The integration client's name (what its creator called it). */
  clientName: string;
  /** The URL that failed. */
  url: string;
  /** ISO date-time with zone of the disabling. */
  disabledAt: string;
  /** The company data page, where the API clients are listed (an absolute http(s) URL). */
  companyUrl: string;
}

/** Payload of MAIL_JOBS.webhookDisabled: one mail to one administrator of the customer. */
export interface WebhookDisabledMailJob {
  to: string;
  /** The customer's shop locale: language and date format. */
  locale: string;
  mandantCode: string;
  webhook: WebhookDisabledMail;
}

/** Job id of the mail about one disabling to one administrator (ids must not contain ':'). */
export function webhookDisabledMailJobId(subscriptionId: string, disabledAt: Date, to: string): string {
  return `webhook-disabled-${idPart(subscriptionId)}-${disabledAt.getTime()}-${idPart(to)}`;
}

/** The two changes of a contact's access its person is told of (decision 0147). */
export const ACCESS_CHANGES = ['role-changed', 'removed'] as const;
export type AccessChangeKind = (typeof ACCESS_CHANGES)[number];

/** What the mail to a contact whose role was changed, or who was removed, says (decision 0147). */
export interface AccessChangedMail {
  kind: AccessChangeKind;
  /** First and last name of the contact the change is about (the recipient). */
  personName: string;
  /** The customer (company) the contact belongs to. */
  customerName: string;
  /** First and last name of the administrator who changed it (or the employee acting for one). */
  changedByName: string;
  /** Role codes (WEB_ROLES) before and after a role change; null for a removal. */
  roleBefore: WebRole | null;
  roleAfter: WebRole | null;
  /** ISO date-time with zone of the change. */
  changedAt: string;
  /** Role changed: the account's home page; removed: the shop's start page (absolute http(s) URLs). */
  shopUrl: string;
}

/** Payload of MAIL_JOBS.accessChanged: one mail to the changed contact's login e-mail. */
export interface AccessChangedMailJob {
  to: string;
  /** The locale of the contact's latest invitation, else the administrator's request (decision 0147). */
  locale: string;
  mandantCode: string;
  access: AccessChangedMail;
}

/**
 * Job id of the mail about one change of a contact: per contact and the version the change gave it, so
 * a repeated enqueue of the same change sends nothing twice (ids must not contain ':').
 */
export function accessChangedMailJobId(mandantCode: string, contactId: string, version: number): string {
  return `access-changed-${idPart(mandantCode)}-${idPart(contactId)}-${version}`;
}
