import type { Db } from '@shop/db';
import { keepsAnAdministrator, type ShopContext } from '@shop/domain';
import {
  ContactAlreadyActiveError,
  ContactVersionConflictError,
  MissingAdminContactError,
  type CompanyContact,
  type CompanyUsersPort,
  type ContactFields,
  type ContactListPage,
  type ContactListQuery,
  type InvitedContact,
  type TemporaryAssociate,
} from '../../company-users.port';
import { appendAccountEvent, type AccountActor } from './account-events';
import {
  administratorRolesOf,
  COMPANY_CONTACT_COLUMNS,
  contactOrderBy,
  loadCompanyContact,
  toCompanyContact,
  type CompanyContactRow,
} from './company-contact-rows';
import { ContactLoginTakenError, insertContact } from './contact-store';
import { createInvitation } from './invitation-store';

/** SQLSTATE of a violated unique index (two requests creating one login e-mail at once). */
const UNIQUE_VIOLATION = '23505';

/** The customer and tenant a call is scoped to, and who acts (recorded on every write). */
function actorOf(ctx: ShopContext): AccountActor {
  if (!ctx.customer || !ctx.contact)
    throw new Error('user administration calls need a customer and a contact');
  return {
    mandantCode: ctx.mandantCode,
    customerId: ctx.customer.id,
    contactId: ctx.contact.id,
    employeeId: ctx.employee?.id ?? null,
  };
}

/** `%` and `_` of a search text are letters, not patterns. */
const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What changed between two states of a contact, for the company's activity (no secrets in it). */
function changedFields(
  before: CompanyContact,
  fields: ContactFields,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [name, value] of Object.entries(fields) as [keyof ContactFields, unknown][]) {
    if (before[name] !== value) changes[name] = { from: before[name], to: value };
  }
  return changes;
}

/**
 * CompanyUsersPort on the project's own database (contact, contact_invitation and account_event of
 * migration 0025). The last-administrator rule holds under concurrency: a change that could take an
 * administrator away locks the customer row first, so two such changes of one customer run one after
 * the other and the second sees the first (docs/decisions/0082-user-administration.md).
 */
export class EmbeddedCompanyUsersAdapter implements CompanyUsersPort {
  constructor(private readonly db: Db) {}

  async listContacts(ctx: ShopContext, query: ContactListQuery): Promise<ContactListPage> {
    const actor = actorOf(ctx);
    const search = query.search.trim();
    // An API client's own contact (decision 0090) is managed with the client, not listed as a person.
    const where = `co.customer_id = $1 and co.mandant_code = $2 and not co.deletion_state
      and not exists (select 1 from integration_client ic where ic.contact_id = co.id and ic.own_contact)
      and ($3::text is null or lower(co.first_name || ' ' || coalesce(co.middle_name || ' ', '') || co.last_name) like $3
           or lower(co.last_name || ' ' || co.first_name) like $3
           or lower(co.login_email) like $3 or lower(co.contact_no) like $3)`;
    const params = [actor.customerId, actor.mandantCode, search ? likePattern(search) : null];
    const [rows, counted] = await Promise.all([
      this.db.query<CompanyContactRow>(
        `select ${COMPANY_CONTACT_COLUMNS}
           from contact co join customer cu on cu.id = co.customer_id
          where ${where}
          order by ${contactOrderBy(query.sort, query.direction)}
          limit $4 offset $5`,
        [...params, query.limit, (query.page - 1) * query.limit],
      ),
      this.db.one<{ total: number }>(`select count(*)::int as total from contact co where ${where}`, params),
    ]);
    return { items: rows.map(toCompanyContact), total: counted?.total ?? 0 };
  }

  async getTemporaryAssociates(
    ctx: ShopContext,
    paging: { page: number; limit: number },
  ): Promise<TemporaryAssociate[]> {
    const actor = actorOf(ctx);
    const rows = await this.db.query<{
      contact_id: string;
      login_email: string;
      invited_at: Date;
      expires_at: Date;
    }>(
      `select co.id as contact_id, co.login_email, max(i.created_at) as invited_at, max(i.expires_at) as expires_at
         from contact co join contact_invitation i on i.contact_id = co.id
        where co.customer_id = $1 and co.mandant_code = $2 and not co.deletion_state
        group by co.id, co.login_email
       having bool_and(i.used_at is null)
        order by max(i.created_at) desc, co.id
        limit $3 offset $4`,
      [actor.customerId, actor.mandantCode, paging.limit, (paging.page - 1) * paging.limit],
    );
    return rows.map((row) => ({
      contactId: row.contact_id,
      loginEmail: row.login_email,
      invitedAt: new Date(row.invited_at).toISOString(),
      expiresAt: new Date(row.expires_at).toISOString(),
    }));
  }

  getContact(ctx: ShopContext, contactId: string): Promise<CompanyContact | null> {
    return loadCompanyContact(this.db, actorOf(ctx), contactId, { lock: false });
  }

  async contactLocale(ctx: ShopContext, contactId: string): Promise<string | null> {
    const actor = actorOf(ctx);
    const row = await this.db.one<{ locale: string }>(
      `select locale from contact_invitation
        where contact_id = $1 and customer_id = $2 and mandant_code = $3
        order by created_at desc limit 1`,
      [contactId, actor.customerId, actor.mandantCode],
    );
    return row?.locale ?? null;
  }

  async createContact(ctx: ShopContext, fields: ContactFields, locale: string): Promise<InvitedContact> {
    const actor = actorOf(ctx);
    try {
      return await this.db.transaction(async (tx) => {
        const { id } = await insertContact(tx, actor, fields);
        const invitation = await createInvitation(tx, actor, id, locale);
        const contact = await loadCompanyContact(tx, actor, id, { lock: false });
        return {
          contact: contact!,
          invitation: { id: invitation.id, token: invitation.token, expiresAt: invitation.expiresAt, locale },
        };
      });
    } catch (error) {
      throw loginTakenOr(error);
    }
  }

  async changeContact(
    ctx: ShopContext,
    contactId: string,
    fields: ContactFields,
    expectedVersion: number,
  ): Promise<CompanyContact | null> {
    const actor = actorOf(ctx);
    try {
      return await this.db.transaction(async (tx) => {
        const before = await this.lockForChange(tx, actor, contactId, expectedVersion);
        if (!before) return null;
        await this.assertAdministratorRemains(tx, actor, before, fields.role);
        if (fields.loginEmail.toLowerCase() !== before.loginEmail.toLowerCase()) {
          const taken = await tx.one(
            `select 1 from contact where lower(login_email) = lower($1) and not deletion_state and id <> $2`,
            [fields.loginEmail, contactId],
          );
          if (taken) throw new ContactLoginTakenError();
        }
        await tx.query(
          `update contact set login_email = $2, salutation = $3, first_name = $4, middle_name = $5, last_name = $6,
                  email = $7, phone = $8, position = $9, organizational_level_code = $10, role = $11,
                  version = version + 1
            where id = $1`,
          [
            contactId,
            fields.loginEmail.trim(),
            fields.salutation,
            fields.firstName,
            fields.middleName,
            fields.lastName,
            fields.email,
            fields.phone,
            fields.position,
            fields.organizationalLevelCode,
            fields.role,
          ],
        );
        await appendAccountEvent(tx, actor, {
          subjectKind: 'contact',
          subjectId: contactId,
          action: 'changed',
          details: changedFields(before, fields),
        });
        return loadCompanyContact(tx, actor, contactId, { lock: false });
      });
    } catch (error) {
      throw loginTakenOr(error);
    }
  }

  async removeContact(
    ctx: ShopContext,
    contactId: string,
    expectedVersion: number,
  ): Promise<CompanyContact | null> {
    const actor = actorOf(ctx);
    return this.db.transaction(async (tx) => {
      const before = await this.lockForChange(tx, actor, contactId, expectedVersion);
      if (!before) return null;
      await this.assertAdministratorRemains(tx, actor, before, null);
      await tx.query(`update contact set deletion_state = true, version = version + 1 where id = $1`, [
        contactId,
      ]);
      // Its links stop working: a removed contact cannot come back through an old invitation.
      await tx.query(
        `update contact_invitation set expires_at = least(expires_at, now()) where contact_id = $1 and used_at is null`,
        [contactId],
      );
      await appendAccountEvent(tx, actor, {
        subjectKind: 'contact',
        subjectId: contactId,
        action: 'removed',
        details: { loginEmail: before.loginEmail, role: before.role },
      });
      return loadCompanyContact(tx, actor, contactId, { lock: false, withDeleted: true });
    });
  }

  async resendInvitation(
    ctx: ShopContext,
    contactId: string,
    asked: string | null,
  ): Promise<InvitedContact | null> {
    const actor = actorOf(ctx);
    return this.db.transaction(async (tx) => {
      const contact = await loadCompanyContact(tx, actor, contactId, { lock: true });
      if (!contact) return null;
      const state = await tx.one<{ invited: boolean; accepted: boolean; locale: string | null }>(
        `select count(*) > 0 as invited, coalesce(bool_or(used_at is not null), false) as accepted,
                (array_agg(locale order by created_at desc))[1] as locale
           from contact_invitation where contact_id = $1`,
        [contactId],
      );
      if (!state?.invited || state.accepted || !state.locale) throw new ContactAlreadyActiveError();
      const locale = asked ?? state.locale;
      const invitation = await createInvitation(tx, actor, contactId, locale);
      return {
        contact,
        invitation: { id: invitation.id, token: invitation.token, expiresAt: invitation.expiresAt, locale },
      };
    });
  }

  /**
   * Locks the customer row (every change that may take an administrator away waits for the one before
   * it), then the contact; null for a contact that is not the customer's. Throws the conflict when the
   * contact is no longer at `expectedVersion`.
   */
  private async lockForChange(
    tx: Db,
    actor: AccountActor,
    contactId: string,
    expectedVersion: number,
  ): Promise<CompanyContact | null> {
    const customer = await tx.one(`select id from customer where id = $1 and mandant_code = $2 for update`, [
      actor.customerId,
      actor.mandantCode,
    ]);
    if (!customer) return null;
    const contact = await loadCompanyContact(tx, actor, contactId, { lock: true });
    if (contact && contact.version !== expectedVersion) throw new ContactVersionConflictError(contact);
    return contact;
  }

  /** MissingAdminContactError when `before` is the customer's last administrator and `role` does not administer. */
  private async assertAdministratorRemains(
    tx: Db,
    actor: AccountActor,
    before: CompanyContact,
    role: string | null,
  ): Promise<void> {
    const adminRoles = await administratorRolesOf(tx, actor.mandantCode);
    if (!before.role || !adminRoles.includes(before.role)) return;
    const admins = await tx.query<{ id: string }>(
      `select id from contact
        where customer_id = $1 and mandant_code = $2 and not deletion_state and role = any($3::text[])`,
      [actor.customerId, actor.mandantCode, adminRoles],
    );
    const candidates = admins.map(({ id }) => ({ id, isAdministrator: true }));
    if (!keepsAnAdministrator(candidates, before.id, role !== null && adminRoles.includes(role)))
      throw new MissingAdminContactError();
  }
}

/** A unique violation of the login e-mail (two creates at once) is the same refusal as the check's. */
function loginTakenOr(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code === UNIQUE_VIOLATION
    ? new ContactLoginTakenError()
    : error;
}
