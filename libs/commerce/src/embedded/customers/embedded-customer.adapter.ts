import { createHash } from 'node:crypto';
import type { ShopContext } from '@shop/domain';
import type { Db } from '@shop/db';
import type {
  ContactRecord,
  CustomerPage,
  CustomerSearch,
  ShopIdentity,
  TenantContact,
} from '../../commerce.types';
import type { CustomerPort, EmployeeSelection } from '../../customer.port';
import {
  type CustomerRow,
  type EmployeeRow,
  IDENTITY_SELECT,
  type IdentityRow,
  toContact,
  toCustomer,
  toEmployee,
} from './customer-rows';

/** Escapes LIKE wildcards so a search text matches literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** CustomerPort on the project's own database (tables of libs/db). */
export class EmbeddedCustomerAdapter implements CustomerPort {
  constructor(private readonly db: Db) {}

  async findIdentityByLoginEmail(loginEmail: string): Promise<ShopIdentity> {
    const email = loginEmail.trim();
    const contact = await this.db.one<IdentityRow>(
      `${IDENTITY_SELECT}
        where lower(c.login_email) = lower($1) and not c.deletion_state`,
      [email],
    );
    if (contact) return { kind: 'contact', contact: toContact(contact), customer: toCustomer(contact) };
    const employee = await this.db.one<EmployeeRow>(
      `select id, mandant_code, employee_no, login_email, first_name, last_name
         from employee where lower(login_email) = lower($1)`,
      [email],
    );
    if (employee) return { kind: 'employee', employee: toEmployee(employee) };
    const operator = await this.db.one<{ login_email: string; name: string }>(
      'select login_email, name from ops_operator where login_email = lower($1)',
      [email],
    );
    if (operator)
      return { kind: 'operator', operator: { loginEmail: operator.login_email, name: operator.name } };
    return { kind: 'unknown' };
  }

  async findIntegrationClient(clientId: string): Promise<TenantContact | null> {
    const row = await this.db.one<IdentityRow>(
      `${IDENTITY_SELECT}
         join integration_client ic on ic.contact_id = c.id and ic.mandant_code = c.mandant_code
        where ic.client_id = $1 and cu.mandant_code = c.mandant_code and not c.deletion_state
          and ic.revoked_at is null`,
      [clientId],
    );
    return row ? { contact: toContact(row), customer: toCustomer(row) } : null;
  }

  async findContactByLoginEmail(ctx: ShopContext, loginEmail: string): Promise<TenantContact | null> {
    const row = await this.db.one<IdentityRow>(
      `${IDENTITY_SELECT}
        where c.mandant_code = $1 and lower(c.login_email) = lower($2) and not c.deletion_state`,
      [ctx.mandantCode, loginEmail.trim()],
    );
    return row ? { contact: toContact(row), customer: toCustomer(row) } : null;
  }

  async searchCustomers(ctx: ShopContext, search: CustomerSearch): Promise<CustomerPage> {
    const query = search.query.trim();
    const pattern = `%${escapeLike(query)}%`;
    const where = `mandant_code = $1
        and (customer_no like $2 escape '\\' or name1 ilike $3 escape '\\'
             or coalesce(name2, '') ilike $3 escape '\\')`;
    const params = [ctx.mandantCode, `${escapeLike(query)}%`, pattern];
    const [count] = await this.db.query<{ total: number }>(
      `select count(*)::int as total from customer where ${where}`,
      params,
    );
    const rows = await this.db.query<CustomerRow>(
      `select id, mandant_code, customer_no, name1, name2, street, post_code, city, country_code,
              excl_from_min_qty_charge
         from customer where ${where}
        order by (customer_no = $4) desc, customer_no
        limit $5 offset $6`,
      [...params, query, search.limit, (search.page - 1) * search.limit],
    );
    return {
      items: rows.map((row) => toCustomer({ ...row, customer_id: row.id })),
      total: count?.total ?? 0,
      page: search.page,
      limit: search.limit,
    };
  }

  async getContactsOfCustomer(ctx: ShopContext, customerId: string): Promise<ContactRecord[]> {
    const rows = await this.db.query<IdentityRow>(
      `${IDENTITY_SELECT}
        where c.mandant_code = $1 and cu.mandant_code = $1 and c.customer_id = $2 and not c.deletion_state
        order by c.contact_no`,
      [ctx.mandantCode, customerId],
    );
    return rows.map(toContact);
  }

  async getContact(ctx: ShopContext, contactId: string): Promise<TenantContact | null> {
    const row = await this.db.one<IdentityRow>(
      `${IDENTITY_SELECT}
        where c.mandant_code = $1 and cu.mandant_code = $1 and c.id = $2 and not c.deletion_state`,
      [ctx.mandantCode, contactId],
    );
    return row ? { contact: toContact(row), customer: toCustomer(row) } : null;
  }

  /**
   * One row of the audit trail (migration 0003). Its composite keys refuse an employee or customer
   * of another tenant than ctx's and a contact of another customer; the insert fails then.
   */
  async recordEmployeeSelection(ctx: ShopContext, selection: EmployeeSelection): Promise<void> {
    await this.db.query(
      `insert into employee_customer_selection (employee_id, mandant_code, customer_id, contact_id, session_ref)
       values ($1, $2, $3, $4, $5)`,
      [
        selection.employeeId,
        ctx.mandantCode,
        selection.customerId,
        selection.contactId,
        createHash('sha256').update(selection.sessionId).digest('hex'),
      ],
    );
  }
}
