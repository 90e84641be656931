/**
 * The mail contract between the BFF (which enqueues) and the worker (which renders and sends):
 * job names on QUEUES.mail, their payloads and the options every producer adds them with.
 */

import type { CustomLineItem, Money, OrderTotals } from '@shop/domain';

/** Job names on QUEUES.mail. */
export const MAIL_JOBS = {
  orderConfirmation: 'order-confirmation',
  approvalReminder: 'approval-reminder',
  approvalDecision: 'approval-decision',
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
