import { LOCALES, primaryLocaleOf, type MandantCode } from '@shop/locales';
import type { Db } from '../db';
import type { ProductRow } from './catalogue';
import { insertRows } from './insert-rows';
import type { CustomerRow, People } from './people';
import { Random } from './prng';

/**
 * The company data of a customer that the ERP keeps (migration 0028, decision 0087): name line 3,
 * shipping agent, bank account, bill-to customer, chain and essence-list flags, responsibility center.
 */
export interface CompanyFieldsRow {
  id: string;
  name3: string | null;
  address2: string | null;
  shipping_agent_code: string;
  iban: string;
  bic: string;
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
  responsibility_center_code: string;
}

export interface BusinessUnitRow {
  id: string;
  mandant_code: MandantCode;
  customer_id: string;
  name: string;
  street: string;
  post_code: string;
  city: string;
  country_code: string;
  contact_mail: string;
}

export interface BusinessUnitStockRow {
  business_unit_id: string;
  mandant_code: MandantCode;
  sku: string;
  quantity: number;
  minimum_quantity: number;
}

export interface CompanySeed {
  customers: CompanyFieldsRow[];
  businessUnits: BusinessUnitRow[];
  associates: { business_unit_id: string; contact_id: string }[];
  stock: BusinessUnitStockRow[];
}

/** BBAN length (digits, after a fixed letter prefix) and the banks' BICs of each tenant's country. */
const BANKS: Record<string, { prefix: string; digits: number; bics: string[] }> = {
  AT: { prefix: '', digits: 16, bics: ['BKAUATWW', 'RZOOAT2L'] },
  DE: { prefix: '', digits: 18, bics: ['COBADEFFXXX', 'DEUTDEFF'] },
  CZ: { prefix: '', digits: 20, bics: ['KOMBCZPP', 'GIBACZPX'] },
  SK: { prefix: '', digits: 20, bics: ['TATRSKBX', 'SUBASKBX'] },
  IT: { prefix: 'X', digits: 22, bics: ['UNCRITMM', 'BCITITMM'] },
  BG: { prefix: 'UNCR', digits: 14, bics: ['UNCRBGSF', 'BPBIBGSF'] },
};

/** The ISO 13616 check digits of an IBAN of `country` with this BBAN (mod 97 = 1). */
export function ibanOf(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  const check = 98n - (BigInt(digits) % 97n);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

/** What a location of a cleaning-products customer is, in each tenant's language. */
const SITE_WORDS: Record<string, string[]> = {
  de: ['Zentrale', 'Küche', 'Wäscherei', 'Wellnessbereich'],
  cs: ['Centrála', 'Kuchyně', 'Prádelna', 'Wellness'],
  sk: ['Centrála', 'Kuchyňa', 'Práčovňa', 'Wellness'],
  it: ['Sede', 'Cucina', 'Lavanderia', 'Area benessere'],
  bg: ['Централа', 'Кухня', 'Пералня', 'Уелнес зона'],
};

/** The customer (index 2 of each tenant) whose head office is the bill-to customer of a chain. */
const CHAIN_HEAD_INDEX = 2;

/** Chain members billed to the head office: the first customer (the e2e logins' own) and every third after the head. */
export function isChainMember(index: number): boolean {
  return index === 0 || (index > CHAIN_HEAD_INDEX && index % 3 === 0);
}

/**
 * Deterministic company data, locations (two or three per customer, the first customer's contacts
 * spread over them) and counted stock, from a stream of its own so the rest of the seed is unchanged.
 */
export function buildCompanySeed(products: readonly ProductRow[], people: People): CompanySeed {
  const seed: CompanySeed = { customers: [], businessUnits: [], associates: [], stock: [] };
  const byTenant = new Map<string, CustomerRow[]>();
  for (const customer of people.customers) {
    byTenant.set(customer.mandant_code, [...(byTenant.get(customer.mandant_code) ?? []), customer]);
  }
  for (const [mandantCode, customers] of byTenant) {
    const random = new Random(`company:${mandantCode}`);
    const locale = LOCALES[primaryLocaleOf(mandantCode as MandantCode)];
    const bank = BANKS[locale.countryCode];
    const skus = products
      .filter((product) => product.mandant_code === mandantCode)
      .map((product) => product.sku);
    const head = customers[CHAIN_HEAD_INDEX];
    const words = SITE_WORDS[locale.language] ?? SITE_WORDS.de;
    customers.forEach((customer, index) => {
      const bban = `${bank.prefix}${Array.from({ length: bank.digits }, () => random.int(0, 9)).join('')}`;
      const member = head !== undefined && isChainMember(index);
      // Not customers 100001 and 100002: the e2e and integrator logins order freely there.
      const essence = index === 3;
      seed.customers.push({
        id: customer.id,
        name3: index % 2 === 0 ? `${words[0]} ${customer.city}` : null,
        address2: index === 0 ? `${words[0]}, 2.OG` : null,
        shipping_agent_code: index % 3 === 1 ? 'PARCEL' : 'INNER',
        iban: ibanOf(locale.countryCode, bban),
        bic: bank.bics[index % bank.bics.length],
        billto_no: member ? head.customer_no : null,
        billto_name1: member ? head.name1 : null,
        billto_name2: member ? head.name2 : null,
        billto_name3: member ? words[0] : null,
        billto_street: member ? head.street : null,
        billto_post_code: member ? head.post_code : null,
        billto_city: member ? head.city : null,
        billto_country_code: member ? head.country_code : null,
        is_chain: member || index === CHAIN_HEAD_INDEX,
        is_chain_group: index === CHAIN_HEAD_INDEX,
        is_billto_customer: index === CHAIN_HEAD_INDEX,
        only_items_from_essence_list: essence,
        essence_list_skus: essence ? skus.filter((_, i) => i % 97 === 3).slice(0, 8) : [],
        responsibility_center_code: `${locale.countryCode}-${index % 2 === 0 ? 'NORTH' : 'SOUTH'}`,
      });
      const contacts = people.contacts.filter((contact) => contact.customer_id === customer.id);
      const units = index === 0 ? 3 : 2;
      for (let u = 0; u < units; u++) {
        const id = `bu-${customer.id.slice(3)}-${u + 1}`;
        seed.businessUnits.push({
          id,
          mandant_code: customer.mandant_code,
          customer_id: customer.id,
          name: `${words[u % words.length]} ${customer.city}`,
          street: u === 0 ? customer.street : `${customer.street.replace(/\d+$/, '')}${random.int(1, 120)}`,
          post_code: customer.post_code,
          city: customer.city,
          country_code: customer.country_code,
          contact_mail: customer.email.replace(/^office@/, `site${u + 1}@`),
        });
        // The first unit: the administrator; the others: the remaining contacts in turn.
        const staff =
          u === 0 ? contacts.slice(0, 1) : contacts.slice(1).filter((_, i) => i % (units - 1) === u - 1);
        for (const contact of staff) seed.associates.push({ business_unit_id: id, contact_id: contact.id });
        const start = random.int(0, Math.max(0, skus.length - 40));
        for (let s = 0; s < 4 && skus.length > 0; s++) {
          const minimum = random.int(1, 6) * 2;
          seed.stock.push({
            business_unit_id: id,
            mandant_code: customer.mandant_code,
            sku: skus[(start + s * 7) % skus.length],
            // Some below their minimum, so a reorder is suggested.
            quantity: s === 0 ? random.int(0, minimum - 1) : random.int(minimum, minimum * 4),
            minimum_quantity: minimum,
          });
        }
      }
    });
  }
  return seed;
}

/** Writes the company data onto the inserted customers, and inserts locations, associates and stock. */
export async function insertCompanySeed(db: Db, seed: CompanySeed): Promise<void> {
  const columns: Record<string, string> = {
    name3: 'text',
    address2: 'text',
    shipping_agent_code: 'text',
    iban: 'text',
    bic: 'text',
    billto_no: 'text',
    billto_name1: 'text',
    billto_name2: 'text',
    billto_name3: 'text',
    billto_street: 'text',
    billto_post_code: 'text',
    billto_city: 'text',
    billto_country_code: 'text',
    is_chain: 'boolean',
    is_chain_group: 'boolean',
    is_billto_customer: 'boolean',
    only_items_from_essence_list: 'boolean',
    essence_list_skus: 'text[]',
    responsibility_center_code: 'text',
  };
  const names = Object.keys(columns);
  const definition = ['id text', ...names.map((name) => `${name} ${columns[name]}`)].join(', ');
  await db.query(
    `update customer c set ${names.map((name) => `${name} = x.${name}`).join(', ')}
       from jsonb_to_recordset($1::jsonb) as x(${definition}) where c.id = x.id`,
    [JSON.stringify(seed.customers)],
  );
  await insertRows(
    db,
    'business_unit',
    {
      id: 'text',
      mandant_code: 'text',
      customer_id: 'text',
      name: 'text',
      street: 'text',
      post_code: 'text',
      city: 'text',
      country_code: 'text',
      contact_mail: 'text',
    },
    seed.businessUnits,
  );
  await insertRows(
    db,
    'business_unit_associate',
    { business_unit_id: 'text', contact_id: 'text' },
    seed.associates,
  );
  await insertRows(
    db,
    'business_unit_stock',
    {
      business_unit_id: 'text',
      mandant_code: 'text',
      sku: 'text',
      quantity: 'integer',
      minimum_quantity: 'integer',
    },
    seed.stock,
  );
  await db.query(
    `update business_unit set stock_version = 1 where id in (select business_unit_id from business_unit_stock)`,
  );
}
