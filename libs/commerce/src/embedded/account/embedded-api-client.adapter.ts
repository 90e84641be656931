import { randomBytes } from 'node:crypto';
import { API_CLIENT_ROTATION_GRACE_HOURS, apiClientSecretHash, newApiClientSecret, type Db } from '@shop/db';
import type { ShopContext, WebRole } from '@shop/domain';
import {
  ApiClientRevokedError,
  ApiClientVersionConflictError,
  type ApiClientPort,
  type ApiClientRecord,
  type ApiClientWithSecret,
  type NewApiClient,
  OPERATOR_API_CLIENTS_MAX,
  type OperatorApiClientRecord,
} from '../../api-client.port';
import { appendAccountEvent, type AccountActor } from './account-events';
import { insertContact } from './contact-store';

/** A client's use is written at most this often (per client; decision 0090). */
export const API_CLIENT_USE_WRITE_INTERVAL_MS = 60_000;

const UNIQUE_VIOLATION = '23505';

interface ApiClientRow {
  client_id: string;
  name: string;
  role: WebRole | null;
  contact_no: string;
  own_contact: boolean;
  created_at: Date;
  created_by_name: string | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
  grace_ends_at: Date | null;
  version: number;
}

const CLIENT_COLUMNS = `
  select ic.client_id, ic.name, c.role, c.contact_no, ic.own_contact, ic.created_at, ic.last_used_at,
         ic.revoked_at, ic.version,
         case when ic.revoked_at is null and ic.previous_secret_valid_until > now()
              then ic.previous_secret_valid_until end as grace_ends_at,
         nullif(trim(coalesce(cb.first_name, '') || ' ' || coalesce(cb.last_name, '')), '') as created_by_name`;
const CLIENT_JOINS = `
    from integration_client ic
    join contact c on c.id = ic.contact_id
    left join contact cb on cb.id = ic.created_by_contact_id`;

const SELECT_CLIENTS = `${CLIENT_COLUMNS}${CLIENT_JOINS}
   where ic.mandant_code = $1 and ic.customer_id = $2`;

/** Every client with its company, for operations (decision 0139). */
const SELECT_ALL_CLIENTS = `${CLIENT_COLUMNS},
         ic.mandant_code, cu.customer_no, trim(cu.name1 || ' ' || coalesce(cu.name2, '')) as customer_name
  ${CLIENT_JOINS}
    join customer cu on cu.id = ic.customer_id`;

interface OperatorApiClientRow extends ApiClientRow {
  mandant_code: string;
  customer_no: string;
  customer_name: string;
}

const toOperatorRecord = (row: OperatorApiClientRow): OperatorApiClientRecord => ({
  ...toRecord(row),
  mandantCode: row.mandant_code,
  customerNo: row.customer_no,
  customerName: row.customer_name,
});

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toRecord(row: ApiClientRow): ApiClientRecord {
  return {
    clientId: row.client_id,
    name: row.name,
    role: row.role,
    contactNo: row.contact_no,
    ownContact: row.own_contact,
    createdAt: row.created_at.toISOString(),
    createdByName: row.created_by_name,
    lastUsedAt: iso(row.last_used_at),
    revokedAt: iso(row.revoked_at),
    state: row.revoked_at ? 'REVOKED' : 'ACTIVE',
    rotationGraceEndsAt: iso(row.grace_ends_at),
    version: row.version,
  };
}

function actorOf(ctx: ShopContext): AccountActor {
  if (!ctx.customer || !ctx.contact) throw new Error('an API client change needs a customer and a contact');
  return {
    mandantCode: ctx.mandantCode,
    customerId: ctx.customer.id,
    contactId: ctx.contact.id,
    employeeId: ctx.employee?.id ?? null,
  };
}

/** A client id: public, unique, names the tenant (e.g. `api-20hhat-3f9a1c2b7d4e5f60`). */
function newClientId(mandantCode: string): string {
  return `api-${mandantCode.toLowerCase()}-${randomBytes(8).toString('hex')}`;
}

/** ApiClientPort on the project's own database (integration_client, migrations 0020 and 0029). */
export class EmbeddedApiClientAdapter implements ApiClientPort {
  /** When this process last wrote a client's use (epoch ms). */
  private readonly useWrittenAt = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async listApiClients(ctx: ShopContext): Promise<ApiClientRecord[]> {
    if (!ctx.customer) return [];
    const rows = await this.db.query<ApiClientRow>(`${SELECT_CLIENTS} order by ic.created_at, ic.client_id`, [
      ctx.mandantCode,
      ctx.customer.id,
    ]);
    return rows.map(toRecord);
  }

  async createApiClient(ctx: ShopContext, input: NewApiClient): Promise<ApiClientWithSecret> {
    const actor = actorOf(ctx);
    const earlier = await this.byIdempotencyKey(this.db, actor, input.idempotencyKey);
    if (earlier) return { client: earlier, secret: null };
    const secret = newApiClientSecret();
    try {
      const client = await this.db.transaction(async (tx) => {
        const clientId = newClientId(actor.mandantCode);
        const contact = await insertContact(
          tx,
          actor,
          {
            // A technical contact: `.invalid` never receives mail nor signs in (RFC 2606).
            loginEmail: `${clientId}@api-client.invalid`,
            firstName: 'API',
            lastName: input.name,
            role: input.role,
          },
          { apiClientId: clientId },
        );
        await tx.query(
          `insert into integration_client
             (client_id, mandant_code, customer_id, contact_id, description, name, role, own_contact,
              secret_hash, created_by_contact_id, created_by_employee_id, idempotency_key)
           values ($1, $2, $3, $4, $5, $5, $6, true, $7, $8, $9, $10)`,
          [
            clientId,
            actor.mandantCode,
            actor.customerId,
            contact.id,
            input.name,
            input.role,
            apiClientSecretHash(secret),
            actor.contactId,
            actor.employeeId,
            input.idempotencyKey,
          ],
        );
        await appendAccountEvent(tx, actor, {
          subjectKind: 'api-client',
          subjectId: clientId,
          action: 'created',
          details: { name: input.name, role: input.role, contactNo: contact.contactNo },
        });
        return (await this.byId(tx, actor, clientId))!;
      });
      return { client, secret };
    } catch (error) {
      // The same key created it in parallel: answer that client, as a repeat after it would.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        const parallel = await this.byIdempotencyKey(this.db, actor, input.idempotencyKey);
        if (parallel) return { client: parallel, secret: null };
      }
      throw error;
    }
  }

  async rotateApiClientSecret(
    ctx: ShopContext,
    clientId: string,
    version: number,
  ): Promise<ApiClientWithSecret | null> {
    const actor = actorOf(ctx);
    const secret = newApiClientSecret();
    return this.db.transaction(async (tx) => {
      const current = await this.locked(tx, actor, clientId);
      if (!current) return null;
      if (current.revoked_at) throw new ApiClientRevokedError();
      if (current.version !== version) throw new ApiClientVersionConflictError(current.version);
      await tx.query(
        `update integration_client
            set previous_secret_hash = secret_hash,
                previous_secret_valid_until = now() + make_interval(hours => $2),
                secret_hash = $3, version = version + 1
          where client_id = $1`,
        [clientId, API_CLIENT_ROTATION_GRACE_HOURS, apiClientSecretHash(secret)],
      );
      const client = (await this.byId(tx, actor, clientId))!;
      await appendAccountEvent(tx, actor, {
        subjectKind: 'api-client',
        subjectId: clientId,
        action: 'rotated',
        details: { previousSecretValidUntil: client.rotationGraceEndsAt },
      });
      return { client, secret };
    });
  }

  async revokeApiClient(
    ctx: ShopContext,
    clientId: string,
    version: number,
  ): Promise<ApiClientRecord | null> {
    const actor = actorOf(ctx);
    return this.db.transaction(async (tx) => {
      const current = await this.locked(tx, actor, clientId);
      if (!current) return null;
      return this.revokeLocked(tx, actor, clientId, version, current, {});
    });
  }

  async listAllApiClients(): Promise<OperatorApiClientRecord[]> {
    const rows = await this.db.query<OperatorApiClientRow>(
      `${SELECT_ALL_CLIENTS} order by ic.mandant_code, cu.customer_no, ic.created_at, ic.client_id limit $1`,
      [OPERATOR_API_CLIENTS_MAX],
    );
    return rows.map(toOperatorRecord);
  }

  async revokeApiClientAsOperator(
    clientId: string,
    version: number,
    requestedBy: string,
  ): Promise<OperatorApiClientRecord | null> {
    return this.db.transaction(async (tx) => {
      const owner = await tx.one<{ mandant_code: string; customer_id: string }>(
        'select mandant_code, customer_id from integration_client where client_id = $1',
        [clientId],
      );
      if (!owner) return null;
      // Operations act for no contact of the company; the activity names who asked (decision 0139).
      const actor: AccountActor = {
        mandantCode: owner.mandant_code,
        customerId: owner.customer_id,
        contactId: null,
        employeeId: null,
      };
      const current = await this.locked(tx, actor, clientId);
      if (!current) return null;
      await this.revokeLocked(tx, actor, clientId, version, current, { by: requestedBy });
      const row = await tx.one<OperatorApiClientRow>(`${SELECT_ALL_CLIENTS} where ic.client_id = $1`, [
        clientId,
      ]);
      return row ? toOperatorRecord(row) : null;
    });
  }

  /** Revokes a client locked by `locked` (and removes its own contact), recording `details` in the activity. */
  private async revokeLocked(
    tx: Db,
    actor: AccountActor,
    clientId: string,
    version: number,
    current: { version: number; revoked_at: Date | null },
    details: Record<string, unknown>,
  ): Promise<ApiClientRecord> {
    // Revoked already (a second click, another administrator): what was asked for holds.
    if (current.revoked_at) return (await this.byId(tx, actor, clientId))!;
    if (current.version !== version) throw new ApiClientVersionConflictError(current.version);
    const revoked = await tx.one<{ contact_id: string; own_contact: boolean }>(
      `update integration_client
          set revoked_at = now(), previous_secret_valid_until = null, version = version + 1
        where client_id = $1
        returning contact_id, own_contact`,
      [clientId],
    );
    // Its technical contact goes with it; a person's contact (older rows) stays.
    if (revoked!.own_contact) {
      await tx.query(
        `update contact set deletion_state = true, version = version + 1 where id = $1 and mandant_code = $2`,
        [revoked!.contact_id, actor.mandantCode],
      );
    }
    await appendAccountEvent(tx, actor, {
      subjectKind: 'api-client',
      subjectId: clientId,
      action: 'revoked',
      details,
    });
    return (await this.byId(tx, actor, clientId))!;
  }

  async isApiClientActive(clientId: string): Promise<boolean> {
    const row = await this.db.one<{ active: boolean }>(
      `select revoked_at is null as active from integration_client where client_id = $1`,
      [clientId],
    );
    return row?.active === true;
  }

  async recordApiClientUse(clientId: string): Promise<void> {
    const now = this.now();
    const written = this.useWrittenAt.get(clientId);
    if (written !== undefined && now - written < API_CLIENT_USE_WRITE_INTERVAL_MS) return;
    this.useWrittenAt.set(clientId, now);
    if (this.useWrittenAt.size > 10_000) this.useWrittenAt.delete(this.useWrittenAt.keys().next().value!);
    // Other BFF processes may have written it within the minute: then the row is left alone.
    await this.db.query(
      `update integration_client set last_used_at = now()
        where client_id = $1 and (last_used_at is null or last_used_at < now() - interval '1 minute')`,
      [clientId],
    );
  }

  private async byId(db: Db, actor: AccountActor, clientId: string): Promise<ApiClientRecord | null> {
    const row = await db.one<ApiClientRow>(`${SELECT_CLIENTS} and ic.client_id = $3`, [
      actor.mandantCode,
      actor.customerId,
      clientId,
    ]);
    return row ? toRecord(row) : null;
  }

  private async byIdempotencyKey(db: Db, actor: AccountActor, key: string): Promise<ApiClientRecord | null> {
    const row = await db.one<ApiClientRow>(`${SELECT_CLIENTS} and ic.idempotency_key = $3`, [
      actor.mandantCode,
      actor.customerId,
      key,
    ]);
    return row ? toRecord(row) : null;
  }

  private locked(
    tx: Db,
    actor: AccountActor,
    clientId: string,
  ): Promise<{ version: number; revoked_at: Date | null } | null> {
    return tx.one(
      `select version, revoked_at from integration_client
        where client_id = $1 and mandant_code = $2 and customer_id = $3
          for update`,
      [clientId, actor.mandantCode, actor.customerId],
    );
  }
}
