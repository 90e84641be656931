/**
 * Webhooks for integration clients (issue 28, decisions 0136 and 0137): the event types a client
 * subscribes to, the payload of each, the delivery job on QUEUES.webhooks and its retry schedule.
 * The contract between the BFF (subscriptions, replay), the commerce adapters and the worker (which
 * write the outbox) and the worker's relay and delivery processor.
 */

/** Every event type a subscription may name, in the order the API lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'order.placed',
  'order.status_changed',
  'cart.approval_requested',
  'cart.approved',
  'cart.declined',
  'prices.changed',
  'maintenance.switched',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/**
 * Event types whose payload carries prices or amounts: only a client whose contact's role sees prices
 * (roleSeesPrices of @shop/domain) may subscribe to them or gets them delivered (decision 0136).
 */
export const PRICED_WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = ['order.placed', 'prices.changed'];

/** An amount as the shop's API answers it: integer cents and an ISO currency. */
export interface WebhookMoney {
  centAmount: number;
  currency: string;
}

/** `order.placed`: a web-shop order was placed (finalize, or an approver's approval). */
export interface OrderPlacedPayload {
  mandantCode: string;
  customerNo: string;
  orderNumber: string;
  cartId: string;
  /** ISO date-time of the order. */
  orderedAt: string;
  /** The customer's own reference (purchase order number), or null. */
  customerIdentifier: string | null;
  lineCount: number;
  totals: { net: WebhookMoney; tax: WebhookMoney; gross: WebhookMoney };
}

/** `order.status_changed`: the status of an order changed (written by the ERP side of the database). */
export interface OrderStatusChangedPayload {
  mandantCode: string;
  customerNo: string;
  orderNumber: string;
  previousStatus: string;
  status: string;
}

/** `cart.approval_requested`: a cart was handed over for approval. */
export interface CartApprovalRequestedPayload {
  mandantCode: string;
  customerNo: string;
  cartId: string;
  /** The contact who handed it over. */
  requestedByContactNo: string;
  comment: string | null;
}

/** `cart.approved`: an approver approved a waiting cart, which placed `orderNumber`. */
export interface CartApprovedPayload {
  mandantCode: string;
  customerNo: string;
  cartId: string;
  orderNumber: string;
  approvedByContactNo: string;
}

/** `cart.declined`: an approver declined a waiting cart (it is deleted). */
export interface CartDeclinedPayload {
  mandantCode: string;
  customerNo: string;
  cartId: string;
  declinedByContactNo: string;
  comment: string | null;
}

/** `prices.changed`: a price refresh changed the customer's prices of these skus; re-read them. */
export interface PricesChangedPayload {
  mandantCode: string;
  customerNo: string;
  skus: string[];
}

/** `maintenance.switched`: the tenant's shop went into maintenance or out of it. */
export interface MaintenanceSwitchedPayload {
  mandantCode: string;
  enabled: boolean;
  /** ISO time the maintenance ends by itself, or null. */
  until: string | null;
  /** ISO time of the switch. */
  changedAt: string;
}

export interface WebhookPayloads {
  'order.placed': OrderPlacedPayload;
  'order.status_changed': OrderStatusChangedPayload;
  'cart.approval_requested': CartApprovalRequestedPayload;
  'cart.approved': CartApprovedPayload;
  'cart.declined': CartDeclinedPayload;
  'prices.changed': PricesChangedPayload;
  'maintenance.switched': MaintenanceSwitchedPayload;
}

/**
 * One event of the outbox before it is written: its type, the tenant, the customer it concerns
 * (null: every customer of the tenant, e.g. maintenance) and its payload.
 */
export interface NewWebhookEvent<T extends WebhookEventType = WebhookEventType> {
  type: T;
  mandantCode: string;
  /** The customer's id (the outbox row is matched to subscriptions by it); null: tenant-wide. */
  customerId: string | null;
  payload: WebhookPayloads[T];
}

/**
 * The body a receiver gets (the Standard Webhooks payload structure): the event type, the ISO time of
 * the event and its payload. The webhook-id header is the event id.
 */
export interface WebhookBody<T extends WebhookEventType = WebhookEventType> {
  type: T;
  timestamp: string;
  data: WebhookPayloads[T];
}

/** Job name of every job on QUEUES.webhooks. */
export const WEBHOOK_DELIVERY_JOB = 'deliver';

/** Payload of a delivery job: the delivery row (one event for one subscription) to send. */
export interface WebhookDeliveryJob {
  deliveryId: string;
  /**
   * Attempts of this run the delivery had before the job: a job the sweep added again after Redis lost
   * the first (decision 0146) goes on with the schedule's later waits. Absent: none.
   */
  attemptsBefore?: number;
}

export function validateWebhookDeliveryJob(data: unknown): WebhookDeliveryJob {
  const job = data as Partial<WebhookDeliveryJob> | null;
  if (!job || typeof job.deliveryId !== 'string' || !/^whd_[0-9a-f]{32}$/.test(job.deliveryId))
    throw new Error('webhook delivery job without a valid deliveryId');
  return { deliveryId: job.deliveryId };
}

/**
 * Job id of an event's delivery to one subscription: the relay adding it twice (two workers, a retry
 * after a lost commit) adds one job (BullMQ ignores an add whose id exists; ids must not contain ':').
 */
export function webhookDeliveryJobId(deliveryId: string): string {
  return `webhook-${deliveryId}`;
}

/** Job id of the n-th replay of a delivery (replayWebhookDelivery): a new job, the same event id. */
export function webhookReplayJobId(deliveryId: string, replay: number): string {
  return `webhook-${deliveryId}-replay-${replay}`;
}

/** BullMQ backoff type of delivery jobs: the worker computes it from WEBHOOK_RETRY_DELAYS_MS. */
export const WEBHOOK_BACKOFF_TYPE = 'webhook';

/**
 * Waits before each retry of a failed delivery (decision 0137): growing from 5 s to 8 h, 23 h 42 min
 * in all, so a receiver that is away for a day gets 11 attempts over about 24 hours; after the last
 * the subscription is disabled and the company's administrators are mailed.
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000, 28_800_000, 28_800_000,
];

/** Attempts of a delivery job: the first and one per retry delay. */
export const WEBHOOK_DELIVERY_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/** The wait before retry `attemptsMade` (1 = after the first attempt) of a schedule. */
export function webhookRetryDelay(
  attemptsMade: number,
  delays: readonly number[] = WEBHOOK_RETRY_DELAYS_MS,
): number {
  if (delays.length === 0) return 0;
  return delays[Math.min(Math.max(attemptsMade, 1), delays.length) - 1];
}

/** Options of every delivery job (relay and replay). */
export function webhookDeliveryJobOptions(jobId: string, attempts: number = WEBHOOK_DELIVERY_ATTEMPTS) {
  return {
    jobId,
    attempts,
    backoff: { type: WEBHOOK_BACKOFF_TYPE },
    removeOnComplete: 1000,
    removeOnFail: 1000,
  } as const;
}
