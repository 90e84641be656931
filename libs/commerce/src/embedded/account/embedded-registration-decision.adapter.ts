import { randomUUID } from 'node:crypto';
import type { Db } from '@shop/db';
import { LOCALES, type LocaleCode } from '@shop/locales';
import type { RegistrationPayload, ShopContext, WebRole } from '@shop/domain';
import {
  AdministratorRoleMissingError,
  RegistrationConflictError,
  RegistrationLoginTakenError,
  type RegistrationDecisionPort,
  type RegistrationFilter,
  type RegistrationPage,
  type RegistrationForDecision,
} from '../../registration-decision.port';
import { appendAccountEvent, type AccountActor } from './account-events';
import { ContactLoginTakenError, insertContact } from './contact-store';
import { tokenHashOf } from './invitation-store';

interface RegistrationRow {
  id: string;
  mandant_code: string;
  kind: RegistrationForDecision['kind'];
  status: RegistrationForDecision['status'];
  login_email: string;
  locale: string;
  payload: RegistrationPayload;
  customer_id: string | null;
  customer_no: string | null;
  customer_name: string | null;
  contact_id: string | null;
  version: number;
  created_at: Date;
  decided_at: Date | null;
  decided_by_contact_id: string | null;
  decided_by_employee_id: string | null;
  decline_reason: string | null;
}

const COLUMNS = `r.id, r.mandant_code, r.kind, r.status, r.login_email, r.locale, r.payload, r.customer_id,
  c.customer_no, c.name1 as customer_name, r.contact_id, r.version, r.created_at, r.decided_at, r.decided_by_contact_id,
  r.decided_by_employee_id, r.decline_reason`;
const FROM = `registration r left join customer c on c.id = r.customer_id`;

function recordOf(row: RegistrationRow): RegistrationForDecision {
  return {
    id: row.id,
    mandantCode: row.mandant_code,
    kind: row.kind,
    status: row.status,
    loginEmail: row.login_email,
    locale: row.locale,
    payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as RegistrationPayload) : row.payload,
    customerId: row.customer_id,
    customerNo: row.customer_no,
    customerName: row.customer_name,
    contactId: row.contact_id,
    version: row.version,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    decidedByContactId: row.decided_by_contact_id,
    decidedByEmployeeId: row.decided_by_employee_id,
    declineReason: row.decline_reason,
  };
}

/** Staff decide for their tenant: the employee of the session, never a customer's contact. */
interface Staff {
  mandantCode: string;
  employeeId: string;
}

function staffOf(ctx: ShopContext): Staff {
  if (!ctx.employee) throw new Error('registration decisions of staff need an employee');
  return { mandantCode: ctx.mandantCode, employeeId: ctx.employee.id };
}

/** The administrator deciding a request for its own customer (and the employee acting as it). */
function administratorOf(ctx: ShopContext): AccountActor {
  if (!ctx.customer || !ctx.contact) throw new Error('approval decisions need a customer and a contact');
  return {
    mandantCode: ctx.mandantCode,
    customerId: ctx.customer.id,
    contactId: ctx.contact.id,
    employeeId: ctx.employee?.id ?? null,
  };
}

/**
 * Registration decisions on the shared database (docs/decisions/0095-registration-decisions.md). The
 * registration row is locked for the decision, so of two people deciding at once one wins and the
 * other reads it decided (RegistrationConflictError).
 */
export class EmbeddedRegistrationDecisionAdapter implements RegistrationDecisionPort {
  constructor(private readonly db: Db) {}

  async listNewCustomerRegistrations(
    ctx: ShopContext,
    filter: RegistrationFilter,
  ): Promise<RegistrationPage> {
    const { mandantCode } = staffOf(ctx);
    const params = [mandantCode, filter.status, filter.limit, (filter.page - 1) * filter.limit];
    const where = `r.mandant_code = $1 and r.kind = 'new-customer' and ($2::text is null or r.status = $2)`;
    const [rows, count] = await Promise.all([
      this.db.query<RegistrationRow>(
        `select ${COLUMNS} from ${FROM} where ${where}
          order by (r.status = 'pending') desc, coalesce(r.decided_at, r.created_at) desc, r.id
          limit $3 offset $4`,
        params,
      ),
      this.db.one<{ total: number }>(`select count(*)::int as total from registration r where ${where}`, [
        mandantCode,
        filter.status,
      ]),
    ]);
    return { items: rows.map(recordOf), total: count?.total ?? 0 };
  }

  async newCustomerRegistration(ctx: ShopContext, id: string): Promise<RegistrationForDecision | null> {
    const { mandantCode } = staffOf(ctx);
    const row = await this.db.one<RegistrationRow>(
      `select ${COLUMNS} from ${FROM} where r.id = $1 and r.mandant_code = $2 and r.kind = 'new-customer'`,
      [id, mandantCode],
    );
    return row ? recordOf(row) : null;
  }

  confirmNewCustomer(
    ctx: ShopContext,
    id: string,
    expectedVersion: number,
  ): Promise<RegistrationForDecision | null> {
    return this.decideNewCustomer(ctx, id, expectedVersion, async (tx, staff, current) => {
      const tenant = await tx.one<{
        currency: string;
        config: { webRoles?: { code: WebRole; isAdministrator: boolean }[] };
      }>(`select currency, config from tenant where mandant_code = $1`, [staff.mandantCode]);
      const adminRole = tenant?.config.webRoles?.find((role) => role.isAdministrator)?.code;
      if (!adminRole) throw new AdministratorRoleMissingError(staff.mandantCode);
      const { customer } = current.payload;
      const customerId = `cu-${staff.mandantCode}-${randomUUID()}`;
      await tx.query(
        `insert into customer (id, mandant_code, customer_no, name1, street, post_code, city, country_code,
                               language_code, customer_group_code, email, phone, currency)
         values ($1, $2, nextval('customer_no_seq')::text, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          customerId,
          staff.mandantCode,
          customer.name1,
          customer.address.address1,
          customer.address.postCode,
          customer.address.city,
          customer.address.countryCode,
          languageOfLocale(current.locale),
          customer.customerGroupCode,
          customer.email,
          customer.phone,
          tenant!.currency,
        ],
      );
      // The company's first change is its creation by staff: no contact acted yet.
      const actor: AccountActor = { ...staff, customerId, contactId: null };
      const contactId = await insertRegistrant(tx, actor, current, adminRole);
      return decide(tx, actor, current, { status: 'confirmed', customerId, contactId });
    });
  }

  declineNewCustomer(
    ctx: ShopContext,
    id: string,
    expectedVersion: number,
    reason: string,
  ): Promise<RegistrationForDecision | null> {
    return this.decideNewCustomer(ctx, id, expectedVersion, (tx, staff, current) => {
      // A declined newcomer has no company: the activity row is kept under the registration's id, the
      // one subject it has (account_event.customer_id is not a foreign key).
      const actor: AccountActor = { ...staff, customerId: `registration:${id}`, contactId: null };
      return decide(tx, actor, current, { status: 'declined', reason });
    });
  }

  /** A staff decision on a new customer's registration: locked, pending at the version seen. */
  private decideNewCustomer(
    ctx: ShopContext,
    id: string,
    expectedVersion: number,
    write: (tx: Db, staff: Staff, current: RegistrationForDecision) => Promise<RegistrationForDecision>,
  ): Promise<RegistrationForDecision | null> {
    const staff = staffOf(ctx);
    return this.db.transaction(async (tx) => {
      const current = await lockedNewCustomer(tx, staff.mandantCode, id);
      if (!current) return null;
      pendingAt(current, expectedVersion);
      return write(tx, staff, current);
    });
  }

  async registrationByToken(
    ctx: ShopContext,
    token: string,
    customerNo: string,
  ): Promise<RegistrationForDecision | null> {
    const actor = administratorOf(ctx);
    const row = await this.db.one<RegistrationRow>(`select ${COLUMNS} from ${FROM} ${BY_TOKEN}`, [
      tokenHashOf(token),
      actor.mandantCode,
      actor.customerId,
      customerNo,
    ]);
    return row ? recordOf(row) : null;
  }

  approveByToken(
    ctx: ShopContext,
    token: string,
    customerNo: string,
    expectedVersion: number,
    role: WebRole,
  ): Promise<RegistrationForDecision | null> {
    return this.decideByToken(ctx, token, customerNo, expectedVersion, async (tx, actor, current) => {
      const contactId = await insertRegistrant(tx, actor, current, role);
      return decide(tx, actor, current, { status: 'confirmed', contactId, role });
    });
  }

  declineByToken(
    ctx: ShopContext,
    token: string,
    customerNo: string,
    expectedVersion: number,
    reason: string,
  ): Promise<RegistrationForDecision | null> {
    return this.decideByToken(ctx, token, customerNo, expectedVersion, (tx, actor, current) =>
      decide(tx, actor, current, { status: 'declined', reason }),
    );
  }

  /** An administrator's decision on the request behind a token: locked, pending at the version seen. */
  private decideByToken(
    ctx: ShopContext,
    token: string,
    customerNo: string,
    expectedVersion: number,
    write: (
      tx: Db,
      actor: AccountActor,
      current: RegistrationForDecision,
    ) => Promise<RegistrationForDecision>,
  ): Promise<RegistrationForDecision | null> {
    const actor = administratorOf(ctx);
    return this.db.transaction(async (tx) => {
      const row = await tx.one<RegistrationRow>(
        `select ${COLUMNS} from ${FROM} ${BY_TOKEN} for update of r`,
        [tokenHashOf(token), actor.mandantCode, actor.customerId, customerNo],
      );
      if (!row) return null;
      const current = recordOf(row);
      pendingAt(current, expectedVersion);
      return write(tx, actor, current);
    });
  }
}

/** The contact a registration asks for, created with `role` for `actor.customerId` (insertContact). */
async function insertRegistrant(
  tx: Db,
  actor: AccountActor,
  registration: RegistrationForDecision,
  role: WebRole,
): Promise<string> {
  const { contact } = registration.payload;
  try {
    const created = await insertContact(
      tx,
      actor,
      {
        loginEmail: registration.loginEmail,
        salutation: contact.salutation,
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email,
        phone: contact.phone,
        organizationalLevelCode: contact.organizationalLevelCode,
        role,
      },
      { registrationId: registration.id },
    );
    return created.id;
  } catch (error) {
    throw error instanceof ContactLoginTakenError ? new RegistrationLoginTakenError() : error;
  }
}

type Decision =
  | { status: 'confirmed'; contactId: string; customerId?: string; role?: WebRole }
  | { status: 'declined'; reason: string };

/**
 * Records the decision on the locked registration (status, version, who and when, the created
 * customer and contact or the reason) and appends it to the company's activity; the registration after it.
 */
async function decide(
  tx: Db,
  actor: AccountActor,
  current: RegistrationForDecision,
  decision: Decision,
): Promise<RegistrationForDecision> {
  const confirmed = decision.status === 'confirmed';
  await tx.query(
    `update registration set status = $2, version = version + 1, decided_at = now(),
            decided_by_contact_id = $3, decided_by_employee_id = $4,
            customer_id = coalesce($5, customer_id), contact_id = $6, decline_reason = $7
      where id = $1`,
    [
      current.id,
      decision.status,
      actor.contactId,
      actor.employeeId,
      confirmed ? (decision.customerId ?? null) : null,
      confirmed ? decision.contactId : null,
      confirmed ? null : decision.reason,
    ],
  );
  const details = confirmed
    ? { kind: current.kind, contactId: decision.contactId, ...(decision.role ? { role: decision.role } : {}) }
    : { kind: current.kind, loginEmail: current.loginEmail, reason: decision.reason };
  await appendAccountEvent(tx, actor, {
    subjectKind: 'registration',
    subjectId: current.id,
    action: decision.status,
    details,
  });
  return reread(tx, current.id);
}

/** An existing-customer request by its token's hash, for the administrator's own customer only. */
const BY_TOKEN = `where r.token_hash = $1 and r.mandant_code = $2 and r.kind = 'existing-customer'
  and r.customer_id = $3 and c.customer_no = $4`;

async function lockedNewCustomer(
  tx: Db,
  mandantCode: string,
  id: string,
): Promise<RegistrationForDecision | null> {
  const row = await tx.one<RegistrationRow>(
    `select ${COLUMNS} from ${FROM} where r.id = $1 and r.mandant_code = $2 and r.kind = 'new-customer'
       for update of r`,
    [id, mandantCode],
  );
  return row ? recordOf(row) : null;
}

/** Only a pending registration at the version the decider saw may be decided. */
function pendingAt(current: RegistrationForDecision, expectedVersion: number): void {
  if (current.status !== 'pending' || current.version !== expectedVersion)
    throw new RegistrationConflictError(current);
}

async function reread(tx: Db, id: string): Promise<RegistrationForDecision> {
  const row = await tx.one<RegistrationRow>(`select ${COLUMNS} from ${FROM} where r.id = $1`, [id]);
  return recordOf(row!);
}

/** The customer's language: the language of the shop locale the registrant used ('de-at' → 'de'). */
function languageOfLocale(locale: string): string {
  return (LOCALES[locale as LocaleCode] ?? LOCALES['de-at']).language;
}
