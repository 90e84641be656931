import { randomUUID } from 'node:crypto';
import type { Db } from '@shop/db';
import { fieldChanges, isWebRole, type ShopContext } from '@shop/domain';
import {
  BusinessUnitConflictError,
  BusinessUnitNameTakenError,
  UnknownStockSkuError,
  type AssociateRecord,
  type BusinessUnitFields,
  type BusinessUnitPage,
  type BusinessUnitPort,
  type BusinessUnitQuery,
  type BusinessUnitRecord,
  type BusinessUnitStockRecord,
  type StockLineChange,
} from '../../business-unit.port';
import { appendAccountEvent, type AccountActor } from '../account/account-events';
import { localize } from '../localize';
import { companyActorOf } from './company-actor';

const UNIQUE_VIOLATION = '23505';
const FIELDS: readonly (keyof BusinessUnitFields)[] = [
  'name',
  'street',
  'postCode',
  'city',
  'countryCode',
  'contactMail',
];

interface UnitRow {
  id: string;
  mandant_code: string;
  customer_no: string;
  name: string;
  street: string;
  post_code: string;
  city: string;
  country_code: string;
  contact_mail: string | null;
  version: number;
  stock_version: number;
  changed_at: Date;
}

const UNIT_COLUMNS = `b.id, b.mandant_code, cu.customer_no, b.name, b.street, b.post_code, b.city, b.country_code,
  b.contact_mail, b.version, b.stock_version, b.changed_at`;
const UNIT_FROM = `business_unit b join customer cu on cu.id = b.customer_id and cu.mandant_code = b.mandant_code`;

function fieldsOf(row: UnitRow): BusinessUnitFields {
  return {
    name: row.name,
    street: row.street,
    postCode: row.post_code,
    city: row.city,
    countryCode: row.country_code,
    contactMail: row.contact_mail,
  };
}

function toUnit(row: UnitRow, associates: AssociateRecord[], associatesTotal: number): BusinessUnitRecord {
  return {
    id: row.id,
    mandantCode: row.mandant_code,
    customerNo: row.customer_no,
    ...fieldsOf(row),
    version: row.version,
    stockVersion: row.stock_version,
    changedAt: new Date(row.changed_at).toISOString(),
    associates,
    associatesTotal,
  };
}

/** The columns name, street, post_code, city, country_code, contact_mail in that order. */
function valuesOf(fields: BusinessUnitFields): (string | null)[] {
  return FIELDS.map((field) => fields[field]);
}

/** Appends a change of a location to the company's activity (account_event), in the write's transaction. */
function locationEvent(
  tx: Db,
  actor: AccountActor,
  id: string,
  action: string,
  details: object,
): Promise<void> {
  return appendAccountEvent(tx, actor, { subjectKind: 'location', subjectId: id, action, details });
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === UNIQUE_VIOLATION;
}

/** BusinessUnitPort on the project's own database (migration 0028, decision 0089). */
export class EmbeddedBusinessUnitAdapter implements BusinessUnitPort {
  constructor(private readonly db: Db) {}

  async listBusinessUnits(ctx: ShopContext, query: BusinessUnitQuery): Promise<BusinessUnitPage> {
    const actor = companyActorOf(ctx);
    const search = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = `b.mandant_code = $1 and b.customer_id = $2 and ($3::text is null
      or b.name ilike $3 or b.street ilike $3 or b.post_code ilike $3 or b.city ilike $3)`;
    const params = [actor.mandantCode, actor.customerId, search];
    const [count] = await this.db.query<{ n: number }>(
      `select count(*)::int as n from business_unit b where ${where}`,
      params,
    );
    const rows = await this.db.query<UnitRow>(
      `select ${UNIT_COLUMNS} from ${UNIT_FROM} where ${where}
        order by lower(b.name), b.id limit $4 offset $5`,
      [...params, query.limit, (query.page - 1) * query.limit],
    );
    return { items: await this.withAssociates(this.db, actor, rows, query), total: count?.n ?? 0 };
  }

  async getBusinessUnit(ctx: ShopContext, id: string): Promise<BusinessUnitRecord | null> {
    const actor = companyActorOf(ctx);
    const row = await this.load(this.db, actor, id, false);
    return row ? this.full(this.db, actor, row) : null;
  }

  async createBusinessUnit(ctx: ShopContext, fields: BusinessUnitFields): Promise<BusinessUnitRecord> {
    const actor = companyActorOf(ctx);
    const id = `bu-${randomUUID()}`;
    return this.write(async (tx) => {
      await tx.query(
        `insert into business_unit (id, mandant_code, customer_id, name, street, post_code, city, country_code, contact_mail)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [id, actor.mandantCode, actor.customerId, ...valuesOf(fields)],
      );
      await locationEvent(tx, actor, id, 'created', { name: fields.name });
      return this.reread(tx, actor, id);
    }, fields.name);
  }

  async changeBusinessUnit(
    ctx: ShopContext,
    id: string,
    fields: BusinessUnitFields,
    expectedVersion: number,
  ): Promise<BusinessUnitRecord | null> {
    const actor = companyActorOf(ctx);
    return this.write(async (tx) => {
      const current = await this.load(tx, actor, id, true);
      if (!current) return null;
      if (current.version !== expectedVersion) throw new BusinessUnitConflictError(current.version);
      const changes = fieldChanges(fieldsOf(current), fields, FIELDS);
      if (Object.keys(changes).length === 0) return this.full(tx, actor, current);
      await tx.query(
        `update business_unit set name = $2, street = $3, post_code = $4, city = $5, country_code = $6,
           contact_mail = $7, version = version + 1, changed_at = now() where id = $1`,
        [id, ...valuesOf(fields)],
      );
      await locationEvent(tx, actor, id, 'changed', { name: fields.name, ...changes });
      return this.reread(tx, actor, id);
    }, fields.name);
  }

  async removeBusinessUnit(ctx: ShopContext, id: string, expectedVersion: number): Promise<boolean> {
    const actor = companyActorOf(ctx);
    return this.db.transaction(async (tx) => {
      const current = await this.load(tx, actor, id, true);
      if (!current) return false;
      if (current.version !== expectedVersion) throw new BusinessUnitConflictError(current.version);
      await tx.query('delete from business_unit where id = $1', [id]);
      await locationEvent(tx, actor, id, 'removed', { name: current.name });
      return true;
    });
  }

  async setAssociate(
    ctx: ShopContext,
    id: string,
    contactNo: string,
    assign: boolean,
    expectedVersion: number,
  ): Promise<BusinessUnitRecord | null> {
    const actor = companyActorOf(ctx);
    return this.db.transaction(async (tx) => {
      const current = await this.load(tx, actor, id, true);
      if (!current) return null;
      // Only a contact of the location's own customer (not deleted) may work there.
      const contact = await tx.one<{ id: string; name: string }>(
        `select id, trim(concat_ws(' ', first_name, last_name)) as name from contact
          where contact_no = $1 and customer_id = $2 and mandant_code = $3 and not deletion_state`,
        [contactNo, actor.customerId, actor.mandantCode],
      );
      if (!contact) return null;
      if (current.version !== expectedVersion) throw new BusinessUnitConflictError(current.version);
      const changed = assign
        ? await tx.query(
            `insert into business_unit_associate (business_unit_id, contact_id) values ($1, $2)
             on conflict do nothing returning contact_id`,
            [id, contact.id],
          )
        : await tx.query(
            'delete from business_unit_associate where business_unit_id = $1 and contact_id = $2 returning contact_id',
            [id, contact.id],
          );
      if (changed.length > 0) {
        await tx.query('update business_unit set version = version + 1, changed_at = now() where id = $1', [
          id,
        ]);
        await locationEvent(tx, actor, id, assign ? 'associate-assigned' : 'associate-unassigned', {
          name: current.name,
          contactNo,
          contactName: contact.name,
        });
      }
      return this.reread(tx, actor, id);
    });
  }

  async businessUnitStock(ctx: ShopContext, id: string): Promise<BusinessUnitStockRecord | null> {
    const actor = companyActorOf(ctx);
    const unit = await this.load(this.db, actor, id, false);
    return unit ? this.stockOf(this.db, ctx, unit) : null;
  }

  async writeBusinessUnitStock(
    ctx: ShopContext,
    id: string,
    lines: readonly StockLineChange[],
    expectedVersion: number,
  ): Promise<BusinessUnitStockRecord | null> {
    const actor = companyActorOf(ctx);
    return this.db.transaction(async (tx) => {
      const unit = await this.load(tx, actor, id, true);
      if (!unit) return null;
      if (unit.stock_version !== expectedVersion) throw new BusinessUnitConflictError(unit.stock_version);
      const skus = [...new Set(lines.map((line) => line.sku))];
      const known = new Set(
        (
          await tx.query<{ sku: string }>(
            'select sku from product where mandant_code = $1 and sku = any($2::text[])',
            [actor.mandantCode, skus],
          )
        ).map((row) => row.sku),
      );
      const unknown = skus.filter((sku) => !known.has(sku));
      if (unknown.length > 0) throw new UnknownStockSkuError(unknown);
      const before = await this.stockOf(tx, ctx, unit);
      await tx.query('delete from business_unit_stock where business_unit_id = $1', [id]);
      await tx.query(
        `insert into business_unit_stock (business_unit_id, mandant_code, sku, quantity, minimum_quantity,
           counted_by_contact_id, counted_by_employee_id)
         select $1, $2, x.sku, x.quantity, x.minimum_quantity, $4, $5
           from jsonb_to_recordset($3::jsonb) as x(sku text, quantity int, minimum_quantity int)`,
        [
          id,
          actor.mandantCode,
          JSON.stringify(
            lines.map((line) => ({
              sku: line.sku,
              quantity: line.quantity,
              minimum_quantity: line.minimumQuantity,
            })),
          ),
          actor.contactId,
          actor.employeeId,
        ],
      );
      await tx.query('update business_unit set stock_version = stock_version + 1 where id = $1', [id]);
      const quantities = (stock: readonly { sku: string; quantity: number; minimumQuantity: number }[]) =>
        Object.fromEntries(stock.map((line) => [line.sku, `${line.quantity}/${line.minimumQuantity}`]));
      const was = quantities(before.lines);
      const now = quantities(lines);
      const changes = Object.fromEntries(
        [...new Set([...Object.keys(was), ...Object.keys(now)])]
          .filter((sku) => was[sku] !== now[sku])
          .sort()
          .map((sku) => [sku, { before: was[sku] ?? null, after: now[sku] ?? null }]),
      );
      await locationEvent(tx, actor, id, 'stock-counted', { name: unit.name, ...changes });
      return this.stockOf(tx, ctx, (await this.load(tx, actor, id, false))!);
    });
  }

  /** The location if it is the actor's customer's (locked for a write); null otherwise. */
  private async load(db: Db, actor: AccountActor, id: string, lock: boolean): Promise<UnitRow | null> {
    return db.one<UnitRow>(
      `select ${UNIT_COLUMNS} from ${UNIT_FROM}
        where b.id = $1 and b.mandant_code = $2 and b.customer_id = $3 ${lock ? 'for update of b' : ''}`,
      [id, actor.mandantCode, actor.customerId],
    );
  }

  /** The location as written in this transaction, with all its associates. */
  private async reread(db: Db, actor: AccountActor, id: string): Promise<BusinessUnitRecord> {
    return this.full(db, actor, (await this.load(db, actor, id, false))!);
  }

  /** One location with all its contact associates (the location page's view). */
  private async full(db: Db, actor: AccountActor, row: UnitRow): Promise<BusinessUnitRecord> {
    const [unit] = await this.withAssociates(db, actor, [row], {
      roles: null,
      includeEmployees: false,
      associatesLimit: Number.MAX_SAFE_INTEGER,
    });
    return unit;
  }

  private async withAssociates(
    db: Db,
    actor: AccountActor,
    rows: UnitRow[],
    query: Pick<BusinessUnitQuery, 'roles' | 'includeEmployees' | 'associatesLimit'>,
  ): Promise<BusinessUnitRecord[]> {
    if (rows.length === 0) return [];
    const contacts = await db.query<{
      business_unit_id: string;
      contact_id: string;
      contact_no: string;
      name: string;
      login_email: string;
      email: string | null;
      phone: string | null;
      role: string | null;
    }>(
      `select a.business_unit_id, co.id as contact_id, co.contact_no,
              trim(concat_ws(' ', co.first_name, co.last_name)) as name, co.login_email, co.email, co.phone, co.role
         from business_unit_associate a
         join contact co on co.id = a.contact_id
        where a.business_unit_id = any($1::text[]) and co.customer_id = $2 and co.mandant_code = $3
          and not co.deletion_state
          and ($4::text[] is null or coalesce(co.role, 'ROLE_AUTHENTICATED') = any($4::text[]))
        order by co.last_name, co.first_name, co.contact_no`,
      [rows.map((row) => row.id), actor.customerId, actor.mandantCode, query.roles ? [...query.roles] : null],
    );
    // Employees of the tenant who look after the customer (decision 0089): associates of every location.
    const employees = query.includeEmployees
      ? await db.query<{ employee_no: string; name: string; email: string | null; phone: string | null }>(
          `select distinct em.employee_no, trim(concat_ws(' ', em.first_name, em.last_name)) as name,
                  coalesce(em.email, em.login_email) as email, em.phone
             from customer cu
             join employee em on em.mandant_code = cu.mandant_code
                  and em.id in (cu.salesperson_id, cu.service_contact_id, cu.shipment_contact_id)
            where cu.id = $1 and cu.mandant_code = $2
            order by em.employee_no`,
          [actor.customerId, actor.mandantCode],
        )
      : [];
    return rows.map((row) => {
      const own: AssociateRecord[] = contacts
        .filter((contact) => contact.business_unit_id === row.id)
        .map((contact) => ({
          mandantCode: row.mandant_code,
          customerNo: row.customer_no,
          contactId: contact.contact_id,
          contactNo: contact.contact_no,
          employee: false,
          employeeNo: null,
          name: contact.name,
          loginEmail: contact.login_email,
          personalEmail: contact.email,
          phone: contact.phone,
          role: isWebRole(contact.role) ? contact.role : null,
        }));
      const staff: AssociateRecord[] = employees.map((employee) => ({
        mandantCode: row.mandant_code,
        customerNo: row.customer_no,
        contactId: null,
        contactNo: null,
        employee: true,
        employeeNo: employee.employee_no,
        name: employee.name,
        loginEmail: null,
        personalEmail: employee.email,
        phone: employee.phone,
        role: null,
      }));
      const all = [...own, ...staff];
      return toUnit(row, all.slice(0, query.associatesLimit), all.length);
    });
  }

  private async stockOf(db: Db, ctx: ShopContext, unit: UnitRow): Promise<BusinessUnitStockRecord> {
    const rows = await db.query<{
      sku: string;
      name: unknown;
      quantity: number;
      minimum_quantity: number;
      counted_at: Date;
    }>(
      `select s.sku, p.name, s.quantity, s.minimum_quantity, s.counted_at
         from business_unit_stock s
         join product p on p.mandant_code = s.mandant_code and p.sku = s.sku
        where s.business_unit_id = $1
        order by s.sku`,
      [unit.id],
    );
    return {
      businessUnitId: unit.id,
      version: unit.stock_version,
      lines: rows.map((row) => ({
        sku: row.sku,
        productName: localize(row.name, ctx.language),
        quantity: row.quantity,
        minimumQuantity: row.minimum_quantity,
        countedAt: new Date(row.counted_at).toISOString(),
      })),
    };
  }

  /** Runs a create or change; a name another location of the customer has already is refused. */
  private async write<T>(fn: (tx: Db) => Promise<T>, name: string): Promise<T> {
    try {
      return await this.db.transaction(fn);
    } catch (error) {
      if (isUniqueViolation(error)) throw new BusinessUnitNameTakenError(name);
      throw error;
    }
  }
}
