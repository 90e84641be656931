import { randomUUID } from 'node:crypto';
import type { Db } from '@shop/db';
import type { ShopContext } from '@shop/domain';
import {
  WebhookSubscriptionConflictError,
  type NewWebhookSubscription,
  type WebhookDeliveryPage,
  type WebhookPort,
  type WebhookReplay,
  type WebhookSubscriptionChange,
  type WebhookSubscriptionRecord,
  type WebhookSubscriptionWithSecret,
} from '../../webhook.port';
import {
  DELIVERY_SELECT,
  SUBSCRIPTION_COLUMNS,
  toDelivery,
  toSubscription,
  type DeliveryRow,
  type SubscriptionRow,
} from './webhook-rows';

interface Owner {
  mandantCode: string;
  customerId: string;
  contactId: string;
  clientId: string;
}

function ownerOf(ctx: ShopContext, clientId: string): Owner {
  if (!ctx.customer || !ctx.contact) throw new Error('webhook subscriptions need a customer and a contact');
  return { mandantCode: ctx.mandantCode, customerId: ctx.customer.id, contactId: ctx.contact.id, clientId };
}

/** The owner's subscriptions (not deleted); `$1..$3` are tenant, customer and client. */
const OWNED = `mandant_code = $1 and customer_id = $2 and client_id = $3 and deleted_at is null`;

/** WebhookPort on the project's own database (migration 0036, decision 0136). */
export class EmbeddedWebhookAdapter implements WebhookPort {
  constructor(private readonly db: Db) {}

  async listSubscriptions(ctx: ShopContext, clientId: string): Promise<WebhookSubscriptionRecord[]> {
    const owner = ownerOf(ctx, clientId);
    const rows = await this.db.query<SubscriptionRow>(
      `select ${SUBSCRIPTION_COLUMNS} from webhook_subscription where ${OWNED} order by created_at, id`,
      [owner.mandantCode, owner.customerId, owner.clientId],
    );
    return rows.map(toSubscription);
  }

  async getSubscription(
    ctx: ShopContext,
    clientId: string,
    id: string,
  ): Promise<WebhookSubscriptionRecord | null> {
    const row = await this.byId(this.db, ownerOf(ctx, clientId), id, false);
    return row ? toSubscription(row) : null;
  }

  async createSubscription(
    ctx: ShopContext,
    clientId: string,
    subscription: NewWebhookSubscription,
  ): Promise<WebhookSubscriptionWithSecret> {
    const owner = ownerOf(ctx, clientId);
    const [row] = await this.db.query<SubscriptionRow>(
      `insert into webhook_subscription (id, client_id, mandant_code, customer_id, url, event_types, secret,
         created_by_contact_id, updated_by_contact_id)
       values ($1, $2, $3, $4, $5, $6::text[], $7, $8, $8)
       returning ${SUBSCRIPTION_COLUMNS}`,
      [
        `whs_${randomUUID().replace(/-/g, '')}`,
        owner.clientId,
        owner.mandantCode,
        owner.customerId,
        subscription.url,
        subscription.eventTypes,
        subscription.secret,
        owner.contactId,
      ],
    );
    return { subscription: toSubscription(row), secret: subscription.secret };
  }

  async updateSubscription(
    ctx: ShopContext,
    clientId: string,
    id: string,
    version: number,
    change: WebhookSubscriptionChange,
  ): Promise<WebhookSubscriptionRecord | null> {
    const owner = ownerOf(ctx, clientId);
    return this.db.transaction(async (tx) => {
      if (!(await this.lockedAt(tx, owner, id, version))) return null;
      const [row] = await tx.query<SubscriptionRow>(
        `update webhook_subscription
            set url = coalesce($2, url), event_types = coalesce($3::text[], event_types),
                enabled = coalesce($4, enabled),
                disabled_reason = case when coalesce($4, enabled) then null
                                       when $4 is not null and enabled then 'client' else disabled_reason end,
                disabled_at = case when coalesce($4, enabled) then null
                                   when $4 is not null and enabled then now() else disabled_at end,
                version = version + 1, updated_at = now(), updated_by_contact_id = $5
          where id = $1
          returning ${SUBSCRIPTION_COLUMNS}`,
        [id, change.url ?? null, change.eventTypes ?? null, change.enabled ?? null, owner.contactId],
      );
      return toSubscription(row);
    });
  }

  async rotateSecret(
    ctx: ShopContext,
    clientId: string,
    id: string,
    version: number,
    secret: string,
  ): Promise<WebhookSubscriptionWithSecret | null> {
    const owner = ownerOf(ctx, clientId);
    return this.db.transaction(async (tx) => {
      if (!(await this.lockedAt(tx, owner, id, version))) return null;
      const [row] = await tx.query<SubscriptionRow>(
        `update webhook_subscription
            set secret = $2, version = version + 1, updated_at = now(), updated_by_contact_id = $3
          where id = $1
          returning ${SUBSCRIPTION_COLUMNS}`,
        [id, secret, owner.contactId],
      );
      return { subscription: toSubscription(row), secret };
    });
  }

  async deleteSubscription(ctx: ShopContext, clientId: string, id: string): Promise<boolean> {
    const owner = ownerOf(ctx, clientId);
    return this.db.transaction(async (tx) => {
      const deleted = await tx.query<{ id: string }>(
        `update webhook_subscription
            set deleted_at = now(), enabled = false, version = version + 1, updated_at = now(),
                updated_by_contact_id = $5
          where id = $4 and ${OWNED}
          returning id`,
        [owner.mandantCode, owner.customerId, owner.clientId, id, owner.contactId],
      );
      if (deleted.length === 0) return false;
      await tx.query(
        `update webhook_delivery set status = 'cancelled', locked_until = null
          where subscription_id = $1 and status in ('pending', 'failed')`,
        [id],
      );
      return true;
    });
  }

  async listDeliveries(
    ctx: ShopContext,
    clientId: string,
    subscriptionId: string,
    page: { offset: number; limit: number },
  ): Promise<WebhookDeliveryPage | null> {
    const owner = ownerOf(ctx, clientId);
    if (!(await this.byId(this.db, owner, subscriptionId, false))) return null;
    const [rows, [count]] = await Promise.all([
      this.db.query<DeliveryRow>(
        `${DELIVERY_SELECT('d.subscription_id = $1')} order by d.created_at desc, d.id desc offset $2 limit $3`,
        [subscriptionId, page.offset, page.limit],
      ),
      this.db.query<{ total: number }>(
        'select count(*)::int as total from webhook_delivery where subscription_id = $1',
        [subscriptionId],
      ),
    ]);
    return { items: rows.map(toDelivery), total: count.total };
  }

  async replayDelivery(
    ctx: ShopContext,
    clientId: string,
    deliveryId: string,
  ): Promise<WebhookReplay | null> {
    const owner = ownerOf(ctx, clientId);
    return this.db.transaction(async (tx) => {
      const found = await tx.one<{ enabled: boolean }>(
        `select s.enabled from webhook_delivery d join webhook_subscription s on s.id = d.subscription_id
          where d.id = $4 and s.mandant_code = $1 and s.customer_id = $2 and s.client_id = $3
            and s.deleted_at is null
            for update of d`,
        [owner.mandantCode, owner.customerId, owner.clientId, deliveryId],
      );
      if (!found) return null;
      if (!found.enabled) return 'subscription-disabled';
      await tx.query(
        `update webhook_delivery set status = 'pending', replay_count = replay_count + 1, locked_until = null
          where id = $1`,
        [deliveryId],
      );
      const [row] = await tx.query<DeliveryRow>(DELIVERY_SELECT('d.id = $1'), [deliveryId]);
      return toDelivery(row);
    });
  }

  /**
   * Locks the owner's subscription for a change at the version the caller saw: false when it is not
   * the owner's, WebhookSubscriptionConflictError when it changed meanwhile.
   */
  private async lockedAt(tx: Db, owner: Owner, id: string, version: number): Promise<boolean> {
    const current = await this.byId(tx, owner, id, true);
    if (!current) return false;
    if (current.version !== version) throw new WebhookSubscriptionConflictError(current.version);
    return true;
  }

  private byId(db: Db, owner: Owner, id: string, forUpdate: boolean): Promise<SubscriptionRow | null> {
    return db.one<SubscriptionRow>(
      `select ${SUBSCRIPTION_COLUMNS} from webhook_subscription where id = $4 and ${OWNED}
        ${forUpdate ? 'for update' : ''}`,
      [owner.mandantCode, owner.customerId, owner.clientId, id],
    );
  }
}
