import type { WebhookEventType } from '@shop/jobs';
import type {
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookDeliveryStatus,
  WebhookDisabledReason,
  WebhookSubscriptionRecord,
} from '../../webhook.port';

export interface SubscriptionRow {
  id: string;
  url: string;
  event_types: WebhookEventType[];
  enabled: boolean;
  disabled_reason: WebhookDisabledReason | null;
  disabled_at: Date | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export const SUBSCRIPTION_COLUMNS =
  'id, url, event_types, enabled, disabled_reason, disabled_at, version, created_at, updated_at';

export function toSubscription(row: SubscriptionRow): WebhookSubscriptionRecord {
  return {
    id: row.id,
    url: row.url,
    eventTypes: row.event_types,
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    disabledAt: row.disabled_at ? new Date(row.disabled_at).toISOString() : null,
    version: row.version,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

interface AttemptRow {
  attempt: number;
  started_at: string;
  duration_ms: number;
  status_code: number | null;
  succeeded: boolean;
  error: string | null;
}

export interface DeliveryRow {
  id: string;
  subscription_id: string;
  event_id: string;
  event_type: WebhookEventType;
  status: string;
  created_at: Date;
  replay_count: number;
  attempts: AttemptRow[] | string;
}

/** A delivery with its event's type and its attempts (JSON, oldest first); `where` names the delivery `d`. */
export const DELIVERY_SELECT = (where: string) => `
  select d.id, d.subscription_id, d.event_id, e.type as event_type, d.status, d.created_at, d.replay_count,
         coalesce((select json_agg(json_build_object('attempt', a.attempt, 'started_at', a.started_at,
                     'duration_ms', a.duration_ms, 'status_code', a.status_code, 'succeeded', a.succeeded,
                     'error', a.error) order by a.attempt)
                     from webhook_delivery_attempt a where a.delivery_id = d.id), '[]'::json) as attempts
    from webhook_delivery d join webhook_event e on e.id = d.event_id
   where ${where}`;

export function toDelivery(row: DeliveryRow): WebhookDeliveryRecord {
  const attempts =
    typeof row.attempts === 'string' ? (JSON.parse(row.attempts) as AttemptRow[]) : row.attempts;
  return {
    id: row.id,
    subscriptionId: row.subscription_id,
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status.toUpperCase() as WebhookDeliveryStatus,
    createdAt: new Date(row.created_at).toISOString(),
    replayCount: row.replay_count,
    attempts: attempts.map(
      (attempt): WebhookAttemptRecord => ({
        attempt: attempt.attempt,
        startedAt: new Date(attempt.started_at).toISOString(),
        durationMs: attempt.duration_ms,
        statusCode: attempt.status_code,
        succeeded: attempt.succeeded,
        error: attempt.error,
      }),
    ),
  };
}
