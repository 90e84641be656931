import { randomUUID } from 'node:crypto';
import type { Db } from '@shop/db';
import type { RegistrationKind, RegistrationPayload, RegistrationStatus, ShopContext } from '@shop/domain';
import { appendAccountEvent } from './account-events';
import { newToken, tokenHashOf } from './invitation-store';
import {
  UnknownRegistrationCustomerError,
  type PostCodePage,
  type RegistrationPort,
  type RegistrationRecord,
  type RegistrationRequest,
  type StoredAccessRequest,
  type StoredRegistration,
} from '../../registration.port';

interface RegistrationRow {
  id: string;
  mandant_code: string;
  kind: RegistrationKind;
  status: RegistrationStatus;
  login_email: string;
  locale: string;
  payload: RegistrationPayload;
  created_at: Date;
}

const toRecord = (row: RegistrationRow): RegistrationRecord => ({
  id: row.id,
  mandantCode: row.mandant_code,
  kind: row.kind,
  status: row.status,
  loginEmail: row.login_email,
  locale: row.locale,
  payload: row.payload,
  createdAt: row.created_at.toISOString(),
});

const OPEN_REGISTRATION = `select id, mandant_code, kind, status, login_email, locale, payload, created_at
  from registration where mandant_code = $1 and lower(login_email) = lower($2) and status = 'pending'`;

/** `%` and `_` of a typed query are letters, not patterns. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** RegistrationPort on the project's own database (migrations 0025 and 0030; decisions 0092 and 0093). */
export class EmbeddedRegistrationAdapter implements RegistrationPort {
  constructor(private readonly db: Db) {}

  async openRegistration(ctx: ShopContext, loginEmail: string): Promise<RegistrationRecord | null> {
    const row = await this.db.one<RegistrationRow>(OPEN_REGISTRATION, [ctx.mandantCode, loginEmail]);
    return row ? toRecord(row) : null;
  }

  async hasContact(loginEmail: string): Promise<boolean> {
    // Any tenant: a login signs in as one contact of the whole shop (unique index of migration 0001).
    const row = await this.db.one(
      `select 1 from contact where lower(login_email) = lower($1) and not deletion_state`,
      [loginEmail.trim()],
    );
    return row !== null;
  }

  /**
   * Inserts unless the login has an open registration in the tenant (the partial unique index of
   * migration 0025 decides a race of two submits); either way answers the open one.
   */
  private async insertOnce(
    db: Db,
    ctx: ShopContext,
    kind: RegistrationKind,
    request: RegistrationRequest,
    extra: { customerId: string | null; tokenHash: string | null },
  ): Promise<StoredRegistration> {
    const inserted = await db.one<RegistrationRow>(
      `insert into registration (id, mandant_code, kind, login_email, locale, payload, customer_id, token_hash)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)
       on conflict (mandant_code, lower(login_email)) where status = 'pending' do nothing
       returning id, mandant_code, kind, status, login_email, locale, payload, created_at`,
      [
        randomUUID(),
        ctx.mandantCode,
        kind,
        request.loginEmail.trim(),
        request.locale,
        JSON.stringify(request.payload),
        extra.customerId,
        extra.tokenHash,
      ],
    );
    if (inserted) return { registration: toRecord(inserted), created: true };
    const open = await db.one<RegistrationRow>(OPEN_REGISTRATION, [
      ctx.mandantCode,
      request.loginEmail.trim(),
    ]);
    if (!open) throw new Error('registration neither inserted nor open');
    return { registration: toRecord(open), created: false };
  }

  registerNewCustomer(ctx: ShopContext, request: RegistrationRequest): Promise<StoredRegistration> {
    return this.insertOnce(this.db, ctx, 'new-customer', request, { customerId: null, tokenHash: null });
  }

  async registerExistingCustomer(
    ctx: ShopContext,
    request: RegistrationRequest,
    administratorRoles: readonly string[],
  ): Promise<StoredAccessRequest> {
    const customerNumber = request.payload.customer.customerNumber?.trim() ?? '';
    return this.db.transaction(async (tx) => {
      const customer = await tx.one<{ id: string; customer_no: string; language_code: string }>(
        `select id, customer_no, language_code from customer where mandant_code = $1 and customer_no = $2`,
        [ctx.mandantCode, customerNumber],
      );
      if (!customer) throw new UnknownRegistrationCustomerError();
      const token = newToken();
      const stored = await this.insertOnce(tx, ctx, 'existing-customer', request, {
        customerId: customer.id,
        tokenHash: tokenHashOf(token),
      });
      if (stored.created) {
        await appendAccountEvent(
          tx,
          { mandantCode: ctx.mandantCode, customerId: customer.id, contactId: null, employeeId: null },
          {
            subjectKind: 'registration',
            subjectId: stored.registration.id,
            action: 'requested',
            details: { loginEmail: request.loginEmail.trim() },
          },
        );
      }
      const administrators = await tx.query<{ email: string }>(
        `select coalesce(nullif(email, ''), login_email) as email from contact
          where customer_id = $1 and not deletion_state and role = any($2::text[])
          order by contact_no`,
        [customer.id, [...administratorRoles]],
      );
      return {
        ...stored,
        token: stored.created ? token : null,
        customerNo: customer.customer_no,
        administrators: administrators.map((row) => ({ email: row.email, language: customer.language_code })),
      };
    });
  }

  async postCodes(ctx: ShopContext, query: string, page: number, limit: number): Promise<PostCodePage> {
    const text = query.trim();
    const params = [ctx.mandantCode, likePrefix(text.replace(/\s+/g, '')), likePrefix(text.toLowerCase())];
    const where = `mandant_code = $1 and (replace(code, ' ', '') like $2 or lower(city) like $3)`;
    const [rows, count] = await Promise.all([
      this.db.query<{ code: string; city: string; country_code: string }>(
        `select code, city, country_code from post_code where ${where}
          order by replace(code, ' ', ''), city limit $4 offset $5`,
        [...params, limit, (page - 1) * limit],
      ),
      this.db.one<{ total: number }>(`select count(*)::int as total from post_code where ${where}`, params),
    ]);
    return {
      items: rows.map((row) => ({ code: row.code, city: row.city, countryCode: row.country_code })),
      total: count?.total ?? 0,
    };
  }
}
