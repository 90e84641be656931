import type { Db } from '@shop/db';
import { isReminderPeriod, type ReminderPeriod, type ShopContext } from '@shop/domain';
import {
  ConfigurationVersionConflictError,
  type AccountActivityRecord,
  type CompanyPort,
  type CompanyRecord,
  type CustomerConfiguration,
} from '../../company.port';
import { appendAccountEvent } from '../account/account-events';
import { companyActorOf } from './company-actor';

interface CompanyRow {
  id: string;
  customer_no: string;
  name1: string;
  name2: string | null;
  name3: string | null;
  street: string;
  address2: string | null;
  post_code: string;
  city: string;
  country_code: string;
  language_code: string;
  customer_group_code: string;
  shipping_agent_code: string | null;
  email: string;
  phone: string;
  currency: string;
  iban: string | null;
  bic: string | null;
  billto_no: string | null;
  billto_name1: string | null;
  billto_name2: string | null;
  billto_name3: string | null;
  billto_street: string | null;
  billto_post_code: string | null;
  billto_city: string | null;
  billto_country_code: string | null;
  is_chain: boolean;
  is_chain_group: boolean;
  is_billto_customer: boolean;
  only_items_from_essence_list: boolean;
  essence_list_skus: string[];
  responsibility_center_code: string | null;
}

function toCompany(row: CompanyRow): CompanyRecord {
  return {
    id: row.id,
    customerNo: row.customer_no,
    name1: row.name1,
    name2: row.name2,
    name3: row.name3,
    address: {
      street: row.street,
      address2: row.address2,
      postCode: row.post_code,
      city: row.city,
      countryCode: row.country_code,
    },
    languageCode: row.language_code,
    customerGroupCode: row.customer_group_code,
    shippingAgentCode: row.shipping_agent_code,
    email: row.email,
    phoneNo: row.phone,
    currencyCode: row.currency,
    iban: row.iban,
    bic: row.bic,
    billTo: row.billto_no
      ? {
          billtoNo: row.billto_no,
          name1: row.billto_name1 ?? '',
          name2: row.billto_name2,
          name3: row.billto_name3,
          address: {
            street: row.billto_street ?? '',
            address2: null,
            postCode: row.billto_post_code ?? '',
            city: row.billto_city ?? '',
            countryCode: row.billto_country_code ?? '',
          },
        }
      : null,
    isChain: row.is_chain,
    isChainGroup: row.is_chain_group,
    isBilltoCustomer: row.is_billto_customer,
    onlyItemsFromEssenceList: row.only_items_from_essence_list,
    essenceListSkus: row.essence_list_skus ?? [],
    responsibilityCenterCode: row.responsibility_center_code,
  };
}

function toConfiguration(row: {
  reminder_mail_interval: string;
  configuration_version: number;
}): CustomerConfiguration {
  if (!isReminderPeriod(row.reminder_mail_interval))
    throw new Error(`unknown reminder period ${row.reminder_mail_interval}`);
  return { reminderMailInterval: row.reminder_mail_interval, version: row.configuration_version };
}

/** CompanyPort on the project's own database (migrations 0019, 0025 and 0028; decisions 0087, 0088). */
export class EmbeddedCompanyAdapter implements CompanyPort {
  constructor(private readonly db: Db) {}

  async companyData(ctx: ShopContext): Promise<CompanyRecord | null> {
    if (!ctx.customer) return null;
    const row = await this.db.one<CompanyRow>(
      `select id, customer_no, name1, name2, name3, street, address2, post_code, city, country_code, language_code,
              customer_group_code, shipping_agent_code, email, phone, currency, iban, bic, billto_no, billto_name1,
              billto_name2, billto_name3, billto_street, billto_post_code, billto_city, billto_country_code,
              is_chain, is_chain_group, is_billto_customer, only_items_from_essence_list, essence_list_skus,
              responsibility_center_code
         from customer where id = $1 and mandant_code = $2`,
      [ctx.customer.id, ctx.mandantCode],
    );
    return row ? toCompany(row) : null;
  }

  async customerConfiguration(ctx: ShopContext): Promise<CustomerConfiguration> {
    const actor = companyActorOf(ctx);
    const row = await this.db.one<{ reminder_mail_interval: string; configuration_version: number }>(
      `select reminder_mail_interval, configuration_version from customer where id = $1 and mandant_code = $2`,
      [actor.customerId, actor.mandantCode],
    );
    if (!row) throw new Error(`customer ${actor.customerId} not found`);
    return toConfiguration(row);
  }

  async setCustomerConfiguration(
    ctx: ShopContext,
    change: { reminderMailInterval: ReminderPeriod },
    expectedVersion: number,
  ): Promise<CustomerConfiguration> {
    const actor = companyActorOf(ctx);
    return this.db.transaction(async (tx) => {
      const row = await tx.one<{ reminder_mail_interval: string; configuration_version: number }>(
        `select reminder_mail_interval, configuration_version from customer
          where id = $1 and mandant_code = $2 for update`,
        [actor.customerId, actor.mandantCode],
      );
      if (!row) throw new Error(`customer ${actor.customerId} not found`);
      const current = toConfiguration(row);
      if (current.version !== expectedVersion) throw new ConfigurationVersionConflictError(current);
      if (current.reminderMailInterval === change.reminderMailInterval) return current;
      const [updated] = await tx.query<{ reminder_mail_interval: string; configuration_version: number }>(
        `update customer set reminder_mail_interval = $3, configuration_version = configuration_version + 1
          where id = $1 and mandant_code = $2 returning reminder_mail_interval, configuration_version`,
        [actor.customerId, actor.mandantCode, change.reminderMailInterval],
      );
      await appendAccountEvent(tx, actor, {
        subjectKind: 'settings',
        subjectId: actor.customerId,
        action: 'changed',
        details: {
          reminderMailInterval: { before: current.reminderMailInterval, after: change.reminderMailInterval },
        },
      });
      return toConfiguration(updated);
    });
  }

  async accountActivity(ctx: ShopContext, limit: number): Promise<AccountActivityRecord[]> {
    const actor = companyActorOf(ctx);
    const rows = await this.db.query<{
      id: string;
      subject_kind: string;
      subject_id: string;
      action: string;
      at: Date;
      details: Record<string, unknown> | null;
      contact_id: string | null;
      contact_name: string | null;
      employee_id: string | null;
      employee_name: string | null;
    }>(
      `select e.id::text as id, e.subject_kind, e.subject_id, e.action, e.at, e.details,
              e.contact_id, nullif(trim(concat_ws(' ', co.first_name, co.last_name)), '') as contact_name,
              e.employee_id, nullif(trim(concat_ws(' ', em.first_name, em.last_name)), '') as employee_name
         from account_event e
         left join contact co on co.id = e.contact_id and co.mandant_code = e.mandant_code
         left join employee em on em.id = e.employee_id and em.mandant_code = e.mandant_code
        where e.mandant_code = $1 and e.customer_id = $2
        order by e.at desc, e.id desc
        limit $3`,
      [actor.mandantCode, actor.customerId, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      subjectKind: row.subject_kind,
      subjectId: row.subject_id,
      action: row.action,
      at: new Date(row.at).toISOString(),
      details: row.details ?? {},
      contact: row.contact_id ? { id: row.contact_id, name: row.contact_name ?? row.contact_id } : null,
      employee: row.employee_id ? { id: row.employee_id, name: row.employee_name ?? row.employee_id } : null,
    }));
  }
}
