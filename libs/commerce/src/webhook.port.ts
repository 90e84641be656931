import type { ShopContext } from '@shop/domain';
import type { WebhookBody, WebhookEventType } from '@shop/jobs';

export type WebhookDisabledReason = 'failing' | 'client';

export interface WebhookSubscriptionRecord {
  id: string;
  url: string;
  eventTypes: WebhookEventType[];
  enabled: boolean;
  /** Why it is disabled; null while enabled. */
  disabledReason: WebhookDisabledReason | null;
  disabledAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface WebhookSubscriptionWithSecret {
  subscription: WebhookSubscriptionRecord;
  /** The signing secret (`whsec_…`), answered by create and rotate only. */
  secret: string;
}

export interface NewWebhookSubscription {
  url: string;
  eventTypes: WebhookEventType[];
  secret: string;
}

/** A change of a subscription; left out: unchanged. Enabling clears the reason it was disabled. */
export interface WebhookSubscriptionChange {
  url?: string;
  eventTypes?: WebhookEventType[];
  enabled?: boolean;
}

export type WebhookDeliveryStatus =
  | 'PENDING'
  | 'SENDING'
  | 'SUCCEEDED'
  | 'FAILED'
  | 'EXHAUSTED'
  | 'CANCELLED';

export interface WebhookAttemptRecord {
  attempt: number;
  startedAt: string;
  durationMs: number;
  /** The receiver's HTTP status; null when it gave none (timeout, connection refused, refused target). */
  statusCode: number | null;
  succeeded: boolean;
  error: string | null;
}

export interface WebhookDeliveryRecord {
  id: string;
  subscriptionId: string;
  /** The event id: the webhook-id header of every attempt and replay. */
  eventId: string;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  createdAt: string;
  replayCount: number;
  /** Oldest first. */
  attempts: WebhookAttemptRecord[];
}

export interface WebhookDeliveryPage {
  items: WebhookDeliveryRecord[];
  total: number;
}

/** A replayed delivery, or why it was not replayed. */
export type WebhookReplay = WebhookDeliveryRecord | 'subscription-disabled';

/** A write named a version the subscription no longer has. */
export class WebhookSubscriptionConflictError extends Error {
  override readonly name = 'WebhookSubscriptionConflictError';
  constructor(readonly currentVersion: number) {
    super(`webhook subscription is at version ${currentVersion}`);
  }
}

/**
 * Webhook subscriptions of an integration client (decision 0136). Every method is scoped to
 * ctx.mandantCode, ctx.customer and the client id (a subscription of another client, customer or tenant
 * is never found) and records ctx.contact as who changed it. The caller checks the URL (SSRF) and the
 * event types the client's role may have.
 */
export interface WebhookPort {
  /** The client's subscriptions, oldest first. */
  listSubscriptions(ctx: ShopContext, clientId: string): Promise<WebhookSubscriptionRecord[]>;
  /** The client's subscription of this id, or null. */
  getSubscription(ctx: ShopContext, clientId: string, id: string): Promise<WebhookSubscriptionRecord | null>;
  createSubscription(
    ctx: ShopContext,
    clientId: string,
    subscription: NewWebhookSubscription,
  ): Promise<WebhookSubscriptionWithSecret>;
  /** Null when unknown; WebhookSubscriptionConflictError at a stale version. */
  updateSubscription(
    ctx: ShopContext,
    clientId: string,
    id: string,
    version: number,
    change: WebhookSubscriptionChange,
  ): Promise<WebhookSubscriptionRecord | null>;
  /** A new signing secret at `version`; the old one stops at once. Null when unknown. */
  rotateSecret(
    ctx: ShopContext,
    clientId: string,
    id: string,
    version: number,
    secret: string,
  ): Promise<WebhookSubscriptionWithSecret | null>;
  /** Deletes it: no new deliveries, pending ones are cancelled. False when unknown. */
  deleteSubscription(ctx: ShopContext, clientId: string, id: string): Promise<boolean>;
  /** The subscription's deliveries, newest first, with their attempts; null when it is unknown. */
  listDeliveries(
    ctx: ShopContext,
    clientId: string,
    subscriptionId: string,
    page: { offset: number; limit: number },
  ): Promise<WebhookDeliveryPage | null>;
  /**
   * Marks a delivery of the client's for one more attempt of the same event (pending again, its replay
   * count up); null when unknown, `subscription-disabled` (nothing changed) when its subscription is
   * disabled. The caller enqueues the attempt (webhookReplayJobId with the count).
   */
  replayDelivery(ctx: ShopContext, clientId: string, deliveryId: string): Promise<WebhookReplay | null>;
}

/** Injection token of WebhookPort. */
export const WEBHOOK_PORT = Symbol('WEBHOOK_PORT');

/** What the delivery processor sends: the claimed delivery with its subscription and event. */
export interface ClaimedWebhookDelivery {
  deliveryId: string;
  subscriptionId: string;
  /** The number of this attempt (1 for the first). */
  attempt: number;
  url: string;
  secret: string;
  eventId: string;
  /** The event's time: the body's timestamp. */
  body: WebhookBody;
}

export type WebhookClaim =
  | { kind: 'claimed'; delivery: ClaimedWebhookDelivery }
  /** Succeeded before, or exhausted or cancelled: nothing to send. */
  | { kind: 'done'; status: WebhookDeliveryStatus }
  /** Another attempt is under way (its lock has not run out). */
  | { kind: 'busy' }
  /** The subscription was disabled or deleted: the delivery is cancelled. */
  | { kind: 'cancelled' }
  /** No such delivery (the relay's transaction was not committed). */
  | { kind: 'unknown' };

export interface WebhookAttemptResult {
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  succeeded: boolean;
  error: string | null;
}

/** An administrator of the customer told that a subscription was disabled. */
export interface WebhookAdminRecipient {
  email: string;
  /** The customer's language (ISO 639-1). */
  language: string;
}

export interface DisabledWebhookSubscription {
  subscriptionId: string;
  mandantCode: string;
  customerName: string;
  clientName: string;
  url: string;
  recipients: WebhookAdminRecipient[];
}

/**
 * The worker's side of webhooks (decision 0137): a system operation across tenants, so no ShopContext.
 * The relay moves committed outbox events to deliveries; the delivery processor claims a delivery,
 * records each attempt and disables a subscription whose delivery failed for 24 hours.
 */
export interface WebhookDispatchPort {
  /**
   * Takes up to `limit` undispatched events (locked `skip locked`, so two relays never take the same),
   * makes one delivery per matching enabled subscription (same tenant, the event's customer or any of a
   * tenant-wide event, the type subscribed, the client not revoked, the role may see it), calls
   * `enqueue` with the new delivery ids and marks the events dispatched, all in one transaction: when
   * `enqueue` throws nothing is marked. The number of events taken.
   */
  relayPending(limit: number, enqueue: (deliveryIds: string[]) => Promise<void>): Promise<number>;
  /** Claims a delivery for one attempt, locked for `lockMs` (a worker that dies frees it then). */
  claimDelivery(deliveryId: string, lockMs: number): Promise<WebhookClaim>;
  /** Records an attempt; `lastAttempt`: a failure is final (exhausted) instead of failed. */
  recordAttempt(
    deliveryId: string,
    attempt: number,
    result: WebhookAttemptResult,
    lastAttempt: boolean,
  ): Promise<void>;
  /** Disables a failing subscription; who to tell, or null when it was disabled or deleted already. */
  disableFailing(subscriptionId: string): Promise<DisabledWebhookSubscription | null>;
  /**
   * Deliveries still due (decision 0146): pending, failed with a retry to come, or `sending` with a lock
   * that ran out, untouched for at least `olderThanMs`; by id after `after` (the last of the previous
   * page; null for the first), at most `limit`. The sweep adds again the job of each that Redis lost.
   */
  dueDeliveries(olderThanMs: number, after: string | null, limit: number): Promise<DueWebhookDelivery[]>;
}

/** A delivery the database still has to send (WebhookDispatchPort.dueDeliveries). */
export interface DueWebhookDelivery {
  deliveryId: string;
  status: 'pending' | 'failed' | 'sending';
  /** Attempts made, replays included. */
  attemptCount: number;
  /** Replays asked for: the job of the last is `webhookReplayJobId(id, replayCount)`. */
  replayCount: number;
  /** ISO time of the last attempt, or null. */
  lastAttemptAt: string | null;
}

/** Injection token of WebhookDispatchPort. */
export const WEBHOOK_DISPATCH_PORT = Symbol('WEBHOOK_DISPATCH_PORT');
