import { randomUUID } from 'node:crypto';
import type { Db } from '@shop/db';
import { roleSeesPrices, type WebRole } from '@shop/domain';
import { PRICED_WEBHOOK_EVENT_TYPES, type WebhookEventType, type WebhookPayloads } from '@shop/jobs';
import type {
  DisabledWebhookSubscription,
  DueWebhookDelivery,
  WebhookAttemptResult,
  WebhookClaim,
  WebhookDeliveryStatus,
  WebhookDispatchPort,
} from '../../webhook.port';

interface MatchRow {
  event_id: string;
  event_type: WebhookEventType;
  /** Null for an event no subscription matches. */
  subscription_id: string | null;
  mandant_code: string;
  customer_id: string;
  role: WebRole | null;
}

interface ClaimRow {
  id: string;
  subscription_id: string;
  attempt_count: number;
  url: string;
  secret: string;
  enabled: boolean;
  deleted: boolean;
  event_id: string;
  type: WebhookEventType;
  payload: WebhookPayloads[WebhookEventType] | string;
  event_created_at: Date;
}

/** Statuses after which a delivery is never sent again but by a replay (which sets it pending). */
const FINAL_STATUSES = ['succeeded', 'exhausted', 'cancelled'];
/** Claims in a row when a delivery turns claimable between the claim and the look at its status. */
const CLAIM_TRIES = 3;

/** An error text kept with an attempt is cut to this many characters. */
const ERROR_TEXT_MAX = 500;

/** WebhookDispatchPort on the project's own database (migration 0036, decision 0137). */
export class EmbeddedWebhookDispatch implements WebhookDispatchPort {
  constructor(private readonly db: Db) {}

  async relayPending(limit: number, enqueue: (deliveryIds: string[]) => Promise<void>): Promise<number> {
    // Idle (the usual case between orders): one cheap read on the partial index, no transaction.
    const pending = await this.db.one<{ any: boolean }>(
      'select exists (select 1 from webhook_event where dispatched_at is null) as any',
    );
    if (!pending?.any) return 0;
    return this.db.transaction(async (tx) => {
      // The events taken (locked, skipping those another relay holds) with their matching
      // subscriptions; an event without any comes once with a null subscription.
      const rows = await tx.query<MatchRow>(
        `with taken as (
           select seq, id, type, mandant_code, customer_id from webhook_event
            where dispatched_at is null order by seq limit $1 for update skip locked
         )
         select t.id as event_id, t.type as event_type, m.subscription_id, m.mandant_code, m.customer_id, m.role
           from taken t
           left join lateral (
             select s.id as subscription_id, s.mandant_code, s.customer_id, c.role, s.created_at
               from webhook_subscription s
               join integration_client ic on ic.client_id = s.client_id and ic.revoked_at is null
               join contact c on c.id = ic.contact_id and not c.deletion_state
              where s.mandant_code = t.mandant_code and (t.customer_id is null or s.customer_id = t.customer_id)
                and t.type = any(s.event_types) and s.enabled and s.deleted_at is null
           ) m on true
          order by t.seq, m.created_at`,
        [limit],
      );
      if (rows.length === 0) return 0;
      const eventIds = [...new Set(rows.map((row) => row.event_id))];
      // A role that sees no prices gets no event that carries them (decision 0136), even when its
      // role changed after it subscribed.
      const allowed = rows.filter(
        (row): row is MatchRow & { subscription_id: string } =>
          row.subscription_id !== null &&
          (roleSeesPrices(row.role) || !PRICED_WEBHOOK_EVENT_TYPES.includes(row.event_type)),
      );
      let deliveryIds: string[] = [];
      if (allowed.length > 0) {
        const inserted = await tx.query<{ id: string }>(
          `insert into webhook_delivery (id, event_id, subscription_id, mandant_code, customer_id)
           select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
           on conflict (event_id, subscription_id) do update set event_id = excluded.event_id
           returning id`,
          [
            allowed.map(() => `whd_${randomUUID().replace(/-/g, '')}`),
            allowed.map((row) => row.event_id),
            allowed.map((row) => row.subscription_id),
            allowed.map((row) => row.mandant_code),
            allowed.map((row) => row.customer_id),
          ],
        );
        deliveryIds = inserted.map((row) => row.id);
      }
      // Inside the transaction: when the jobs cannot be added nothing is marked and the next run tries
      // again; a job added for a transaction that then fails finds no delivery and is retried until the
      // next run has made it (the job id is the delivery's, so it is added once).
      if (deliveryIds.length > 0) await enqueue(deliveryIds);
      await tx.query('update webhook_event set dispatched_at = now() where id = any($1::text[])', [eventIds]);
      return eventIds.length;
    });
  }

  async claimDelivery(deliveryId: string, lockMs: number): Promise<WebhookClaim> {
    for (let tries = 0; tries < CLAIM_TRIES; tries++) {
      // One statement (no transaction): a delivery is claimed by exactly one caller.
      const [row] = await this.db.query<ClaimRow>(
        `update webhook_delivery d
            set status = 'sending', attempt_count = d.attempt_count + 1, last_attempt_at = now(),
                locked_until = now() + make_interval(secs => $2::double precision / 1000)
           from webhook_subscription s, webhook_event e
          where d.id = $1 and s.id = d.subscription_id and e.id = d.event_id
            and (d.status in ('pending', 'failed') or (d.status = 'sending' and d.locked_until < now()))
          returning d.id, d.subscription_id, d.attempt_count, s.url, s.secret, s.enabled,
                    s.deleted_at is not null as deleted, e.id as event_id, e.type, e.payload,
                    e.created_at as event_created_at`,
        [deliveryId, lockMs],
      );
      if (row) return this.claimed(row);
      const current = await this.db.one<{ status: string; locked: boolean }>(
        `select status, locked_until >= now() as locked from webhook_delivery where id = $1`,
        [deliveryId],
      );
      if (!current) return { kind: 'unknown' };
      if (current.status === 'sending' && current.locked) return { kind: 'busy' };
      if (FINAL_STATUSES.includes(current.status))
        return { kind: 'done', status: current.status.toUpperCase() as WebhookDeliveryStatus };
      // Claimable now: the relay committed it between the two statements (its job came first), or a
      // lock ran out. Claim again.
    }
    return { kind: 'busy' };
  }

  private async claimed(row: ClaimRow): Promise<WebhookClaim> {
    if (!row.enabled || row.deleted) {
      await this.db.query(
        `update webhook_delivery set status = 'cancelled', locked_until = null, attempt_count = attempt_count - 1
          where id = $1 and status = 'sending'`,
        [row.id],
      );
      return { kind: 'cancelled' };
    }
    const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
    return {
      kind: 'claimed',
      delivery: {
        deliveryId: row.id,
        subscriptionId: row.subscription_id,
        attempt: row.attempt_count,
        url: row.url,
        secret: row.secret,
        eventId: row.event_id,
        body: { type: row.type, timestamp: new Date(row.event_created_at).toISOString(), data: payload },
      },
    };
  }

  async recordAttempt(
    deliveryId: string,
    attempt: number,
    result: WebhookAttemptResult,
    lastAttempt: boolean,
  ): Promise<void> {
    const status = result.succeeded ? 'succeeded' : lastAttempt ? 'exhausted' : 'failed';
    // One statement: the attempt's row and the delivery's status together.
    await this.db.query(
      `with attempt as (
         insert into webhook_delivery_attempt
           (delivery_id, attempt, started_at, duration_ms, status_code, succeeded, error)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (delivery_id, attempt) do nothing
       )
       update webhook_delivery
          set status = $8, locked_until = null,
              succeeded_at = case when $8 = 'succeeded' then now() else succeeded_at end
        where id = $1 and status = 'sending'`,
      [
        deliveryId,
        attempt,
        result.startedAt,
        Math.round(result.durationMs),
        result.statusCode,
        result.succeeded,
        result.error?.slice(0, ERROR_TEXT_MAX) ?? null,
        status,
      ],
    );
  }

  async dueDeliveries(
    olderThanMs: number,
    after: string | null,
    limit: number,
  ): Promise<DueWebhookDelivery[]> {
    // On the partial index of migration 0040: only deliveries not final are read.
    const rows = await this.db.query<{
      id: string;
      status: DueWebhookDelivery['status'];
      attempt_count: number;
      replay_count: number;
      last_attempt_at: Date | string | null;
    }>(
      `select id, status, attempt_count, replay_count, last_attempt_at
         from webhook_delivery
        where status in ('pending', 'failed', 'sending')
          and (status <> 'sending' or locked_until < now())
          and coalesce(last_attempt_at, created_at) < now() - make_interval(secs => $1::double precision / 1000)
          and ($2::text is null or id > $2)
        order by id
        limit $3`,
      [olderThanMs, after, limit],
    );
    return rows.map((row) => ({
      deliveryId: row.id,
      status: row.status,
      attemptCount: row.attempt_count,
      replayCount: row.replay_count,
      lastAttemptAt: row.last_attempt_at === null ? null : new Date(row.last_attempt_at).toISOString(),
    }));
  }

  async disableFailing(subscriptionId: string): Promise<DisabledWebhookSubscription | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query<{
        id: string;
        mandant_code: string;
        customer_id: string;
        url: string;
        customer_name: string;
        client_name: string;
      }>(
        `update webhook_subscription s
            set enabled = false, disabled_reason = 'failing', disabled_at = now(), version = s.version + 1,
                updated_at = now()
           from customer cu, integration_client ic
          where s.id = $1 and s.enabled and s.deleted_at is null
            and cu.id = s.customer_id and ic.client_id = s.client_id
          returning s.id, s.mandant_code, s.customer_id, s.url, cu.name1 as customer_name, ic.name as client_name`,
        [subscriptionId],
      );
      if (!row) return null;
      const recipients = await tx.query<{ email: string; language: string }>(
        `select coalesce(nullif(btrim(c.email), ''), c.login_email) as email, cu.language_code as language
           from contact c join customer cu on cu.id = c.customer_id
          where c.customer_id = $1 and c.mandant_code = $2 and c.role = 'ROLE_ADMIN' and not c.deletion_state
            and c.login_email not like '%.invalid'
          order by c.contact_no`,
        [row.customer_id, row.mandant_code],
      );
      return {
        subscriptionId: row.id,
        mandantCode: row.mandant_code,
        customerName: row.customer_name,
        clientName: row.client_name,
        url: row.url,
        recipients,
      };
    });
  }
}
