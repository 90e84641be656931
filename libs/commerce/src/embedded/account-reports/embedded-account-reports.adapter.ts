import type { Db } from '@shop/db';
import {
  planCellsOf,
  planColumnHeadingsOf,
  planLanguageOf,
  PLAN_LANGUAGES,
  serviceReportOf,
  SALES_CONTACT_ROLES,
  type PlanListQuery,
  type PlanRowTexts,
  type SalesContact,
  type SalesContacts,
  type ServiceCategory,
  type ServiceReportCategory,
  type ShopContext,
} from '@shop/domain';
import type { AccountReportsPort, PlanForPrint, PlanPage, PlanRecord } from '../../account-reports.port';
import { localize } from '../localize';

interface SalesContactRow {
  role: (typeof SALES_CONTACT_ROLES)[number];
  employee_no: string;
  salutation: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
}

interface ServiceEntryRow {
  category: ServiceCategory;
  code: string;
  name: unknown;
  date: string;
  attachment_number: string;
  minutes: number;
  value_cents: string | number;
  currency: string;
}

interface PlanRow {
  id: string;
  name: string;
  date: string;
  language: string;
  type_id: string;
  type_name: unknown;
  columns: string[];
  root_category: string;
  total: string | number;
}

interface PlanRowRow {
  section: string | null;
  area: string;
  product: string;
  dosage: string;
  frequency: string;
  method: string;
  responsible: string;
}

const PLAN_ORDER: Record<PlanListQuery['orderField'], string> = {
  DATE: 'p.plan_date',
  NAME: 'lower(p.name)',
};

/** AccountReportsPort on the project's own database (migration 0023, decisions 0063–0065). */
export class EmbeddedAccountReportsAdapter implements AccountReportsPort {
  constructor(private readonly db: Db) {}

  async getSalesContacts(ctx: ShopContext): Promise<SalesContacts | null> {
    if (!ctx.customer) return null;
    const rows = await this.db.query<SalesContactRow>(
      `select r.role, e.employee_no, e.salutation, e.first_name, e.last_name,
              coalesce(e.email, e.login_email) as email, e.phone
         from customer c
         cross join lateral (values ('salesperson', c.salesperson_id), ('serviceContact', c.service_contact_id),
                                    ('shipmentContact', c.shipment_contact_id)) as r(role, employee_id)
         join employee e on e.id = r.employee_id and e.mandant_code = c.mandant_code
        where c.id = $1 and c.mandant_code = $2`,
      [ctx.customer.id, ctx.mandantCode],
    );
    const contacts: SalesContacts = { salesperson: null, serviceContact: null, shipmentContact: null };
    for (const row of rows) contacts[row.role] = toSalesContact(row);
    return contacts;
  }

  async getServiceReport(
    ctx: ShopContext,
    range: { fromDate: string; untilDate: string },
  ): Promise<ServiceReportCategory[]> {
    if (!ctx.customer) return [];
    const rows = await this.db.query<ServiceEntryRow>(
      `select s.category, s.code, s.name, to_char(e.performed_on, 'YYYY-MM-DD') as date, e.attachment_number,
              e.minutes, e.value_cents, e.currency
         from service_entry e
         join service s on s.mandant_code = e.mandant_code and s.code = e.service_code
        where e.mandant_code = $1 and e.customer_id = $2 and e.performed_on between $3::date and $4::date`,
      [ctx.mandantCode, ctx.customer.id, range.fromDate, range.untilDate],
    );
    return serviceReportOf(
      rows.map((row) => ({
        category: row.category,
        code: row.code,
        name: localize(row.name, ctx.language),
        entry: {
          date: row.date,
          attachmentNumber: row.attachment_number,
          time: row.minutes,
          value: { centAmount: Number(row.value_cents), currency: row.currency },
        },
      })),
      rows[0]?.currency ?? 'EUR',
    );
  }

  async listPlans(ctx: ShopContext, query: PlanListQuery): Promise<PlanPage> {
    if (!ctx.customer) return { items: [], total: 0 };
    const direction = query.orderDirection === 'ASC' ? 'asc' : 'desc';
    const params = [ctx.mandantCode, ctx.customer.id, query.limit, (query.page - 1) * query.limit];
    const rows = await this.db.query<PlanRow>(
      `${planSelect('p.mandant_code = $1 and p.customer_id = $2')}
        order by ${PLAN_ORDER[query.orderField]} ${direction}, p.id ${direction}
        limit $3 offset $4`,
      params,
    );
    const total = rows[0]
      ? Number(rows[0].total)
      : query.page > 1
        ? Number(
            (
              await this.db.one<{ n: number }>(
                'select count(*)::int as n from plan where mandant_code = $1 and customer_id = $2',
                params.slice(0, 2),
              )
            )?.n ?? 0,
          )
        : 0;
    return { items: rows.map((row) => toPlan(row, ctx.language)), total };
  }

  async planForPrint(ctx: ShopContext, planId: string): Promise<PlanForPrint | null> {
    if (!ctx.customer) return null;
    const [plan] = await this.db.query<PlanRow & { customer_name: string }>(
      `select p.id, p.name, to_char(p.plan_date, 'YYYY-MM-DD') as date, p.language, t.columns,
              concat_ws(' ', c.name1, c.name2) as customer_name
         from plan p
         join plan_type t on t.id = p.type_id
         join customer c on c.id = p.customer_id and c.mandant_code = p.mandant_code
        where p.id = $1 and p.mandant_code = $2 and p.customer_id = $3`,
      [planId, ctx.mandantCode, ctx.customer.id],
    );
    if (!plan) return null;
    const rows = await this.db.query<PlanRowRow>(
      `select r.section, r.area, coalesce(pr.name ->> $2, pr.name ->> 'de', r.product_sku) as product,
              r.dosage, r.frequency, r.method, r.responsible
         from plan_row r
         left join product pr on pr.mandant_code = r.mandant_code and pr.sku = r.product_sku
        where r.plan_id = $1
        order by r.position`,
      [plan.id, plan.language],
    );
    return {
      planName: plan.name,
      date: plan.date,
      language: plan.language,
      customerName: plan.customer_name,
      columns: planColumnHeadingsOf(plan.columns, plan.language),
      rows: rows.map((row) => ({ section: row.section, cells: planCellsOf(plan.columns, rowTexts(row)) })),
    };
  }
}

/** The plans of `where` (on plan `p`) with their type and the count of all of them. */
function planSelect(where: string): string {
  return `select p.id, p.name, to_char(p.plan_date, 'YYYY-MM-DD') as date, p.language, t.id as type_id,
                 t.name as type_name, t.columns, rc.key as root_category, count(*) over () as total
            from plan p
            join plan_type t on t.id = p.type_id
            join category rc on rc.id = t.root_category_id
           where ${where}`;
}

function toPlan(row: PlanRow, language: string): PlanRecord {
  return {
    id: row.id,
    name: row.name,
    date: row.date,
    type: {
      id: row.type_id,
      name: localize(row.type_name, language),
      columns: row.columns,
      rootCategory: row.root_category,
    },
    // The table's check allows the plan languages only.
    language: planLanguageOf(row.language) ?? PLAN_LANGUAGES[0],
  };
}

function rowTexts(row: PlanRowRow): PlanRowTexts {
  return {
    section: row.section,
    texts: {
      AREA: row.area,
      PRODUCT: row.product,
      DOSAGE: row.dosage,
      FREQUENCY: row.frequency,
      METHOD: row.method,
      RESPONSIBLE: row.responsible,
    },
  };
}

function toSalesContact(row: SalesContactRow): SalesContact {
  return {
    employeeNo: row.employee_no,
    salutation: row.salutation,
    name: `${row.first_name} ${row.last_name}`,
    email: row.email,
    phone: row.phone,
  };
}
