import { randomUUID } from 'node:crypto';
import type { NewWebhookEvent } from '@shop/jobs';
import type { Db } from './db';

/** A new event id (the Standard Webhooks `webhook-id`): `msg_` and 32 hex digits. */
export function newWebhookEventId(): string {
  return `msg_${randomUUID().replace(/-/g, '')}`;
}

/**
 * Writes one event to the webhook outbox (migration 0036, decision 0136). Called with the transaction
 * of the change, so a rolled-back change leaves no event and a committed one always has its event;
 * the worker's relay delivers it after the commit. Written whether or not anyone subscribed: one
 * insert, no read in the change's transaction, and the outbox is the record of what happened.
 */
export async function appendWebhookEvent(db: Pick<Db, 'query'>, event: NewWebhookEvent): Promise<string> {
  const id = newWebhookEventId();
  await db.query(
    `insert into webhook_event (id, type, mandant_code, customer_id, payload) values ($1, $2, $3, $4, $5::jsonb)`,
    [id, event.type, event.mandantCode, event.customerId, JSON.stringify(event.payload)],
  );
  return id;
}
