import type { ServiceCategory } from '@shop/domain';
import { MANDANT_CODES, type MandantCode } from '@shop/locales';
import type { Db } from '../db';
import { insertRows } from './insert-rows';
import { l10n, type Localized } from './localized';
import type { People } from './people';
import { Random } from './prng';

/**
 * The service list's seed (decision 0064): the provider's field services in every tenant and, for
 * every customer, the services performed over the last two years: dispensers and machines maintained,
 * hygiene inspections, installations, trainings and repairs, each documented by a service report.
 */
export interface ServiceRow {
  mandant_code: MandantCode;
  code: string;
  category: ServiceCategory;
  name: Localized;
}

export interface ServiceEntrySeedRow {
  id: string;
  mandant_code: MandantCode;
  customer_id: string;
  service_code: string;
  /** Days before the seed's insert the service was performed (0 to SERVICE_HISTORY_DAYS - 1). */
  days_ago: number;
  attachment_number: string;
  minutes: number;
  value_cents: number;
  currency: string;
  employee_id: string | null;
}

export interface ServiceSeed {
  services: ServiceRow[];
  entries: ServiceEntrySeedRow[];
}

/** How far back the seeded entries go: two years. */
export const SERVICE_HISTORY_DAYS = 730;

interface ServiceTemplate {
  code: string;
  category: ServiceCategory;
  name: Localized;
  /** Usual working time in minutes, and the price of that time in euro cents. */
  minutes: number;
  cents: number;
  /** How many times a customer has it in two years, at most. */
  upTo: number;
}

const SERVICES: readonly ServiceTemplate[] = [
  {
    code: 'WA-100',
    category: 'MAINTENANCE',
    name: l10n(
      'Wartung Seifen- und Desinfektionsspender',
      'Údržba dávkovačů mýdla a dezinfekce',
      'Údržba dávkovačov mydla a dezinfekcie',
      'Manutenzione dispenser sapone e disinfettante',
      'Поддръжка на дозатори за сапун и дезинфектант',
    ),
    minutes: 30,
    cents: 3900,
    upTo: 8,
  },
  {
    code: 'WA-110',
    category: 'MAINTENANCE',
    name: l10n(
      'Wartung Dosieranlage Geschirrspülmaschine',
      'Údržba dávkovacího zařízení myčky nádobí',
      'Údržba dávkovacieho zariadenia umývačky riadu',
      'Manutenzione impianto di dosaggio lavastoviglie',
      'Поддръжка на дозираща система за съдомиялна',
    ),
    minutes: 60,
    cents: 8900,
    upTo: 4,
  },
  {
    code: 'WA-120',
    category: 'MAINTENANCE',
    name: l10n(
      'Wartung Scheuersaugmaschine',
      'Údržba podlahového mycího stroje',
      'Údržba podlahového umývacieho stroja',
      'Manutenzione lavasciuga pavimenti',
      'Поддръжка на подопочистваща машина',
    ),
    minutes: 90,
    cents: 14900,
    upTo: 2,
  },
  {
    code: 'HY-200',
    category: 'HYGIENE_INSPECTION',
    name: l10n(
      'Hygienebegehung Küche (HACCP)',
      'Hygienická prohlídka kuchyně (HACCP)',
      'Hygienická obhliadka kuchyne (HACCP)',
      'Ispezione igienica cucina (HACCP)',
      'Хигиенна проверка на кухня (HACCP)',
    ),
    minutes: 120,
    cents: 18000,
    upTo: 4,
  },
  {
    code: 'HY-210',
    category: 'HYGIENE_INSPECTION',
    name: l10n(
      'Abklatschproben Oberflächen',
      'Stěry z povrchů',
      'Sterové vzorky z povrchov',
      'Tamponi di superficie',
      'Натривки от повърхности',
    ),
    minutes: 45,
    cents: 9500,
    upTo: 4,
  },
  {
    code: 'IN-300',
    category: 'INSTALLATION',
    name: l10n(
      'Montage Spendersystem',
      'Montáž systému dávkovačů',
      'Montáž systému dávkovačov',
      'Installazione sistema dispenser',
      'Монтаж на система дозатори',
    ),
    minutes: 60,
    cents: 7500,
    upTo: 3,
  },
  {
    code: 'IN-310',
    category: 'INSTALLATION',
    name: l10n(
      'Installation Dosiergerät',
      'Instalace dávkovacího zařízení',
      'Inštalácia dávkovacieho zariadenia',
      'Installazione dosatore',
      'Инсталиране на дозиращо устройство',
    ),
    minutes: 90,
    cents: 12000,
    upTo: 2,
  },
  {
    code: 'SC-400',
    category: 'TRAINING',
    name: l10n(
      'Hygieneschulung Personal',
      'Hygienické školení personálu',
      'Hygienické školenie personálu',
      'Formazione igiene del personale',
      'Хигиенно обучение на персонала',
    ),
    minutes: 120,
    cents: 24000,
    upTo: 2,
  },
  {
    code: 'SC-410',
    category: 'TRAINING',
    name: l10n(
      'Produkteinweisung vor Ort',
      'Zaškolení k přípravkům na místě',
      'Zaškolenie k prípravkom na mieste',
      'Istruzione sui prodotti in loco',
      'Инструктаж за продуктите на място',
    ),
    minutes: 45,
    cents: 6000,
    upTo: 3,
  },
  {
    code: 'RE-500',
    category: 'REPAIR',
    name: l10n(
      'Reparatur Spender',
      'Oprava dávkovače',
      'Oprava dávkovača',
      'Riparazione dispenser',
      'Ремонт на дозатор',
    ),
    minutes: 30,
    cents: 4500,
    upTo: 3,
  },
  {
    code: 'RE-510',
    category: 'REPAIR',
    name: l10n(
      'Reparatur Reinigungsmaschine',
      'Oprava čisticího stroje',
      'Oprava čistiaceho stroja',
      'Riparazione macchina per la pulizia',
      'Ремонт на почистваща машина',
    ),
    minutes: 120,
    cents: 19500,
    upTo: 2,
  },
];

/** Rough price levels of the tenants' currencies against the euro prices above. */
const CURRENCY_FACTOR: Record<string, number> = { EUR: 1, CZK: 25, BGN: 2 };

/**
 * Every customer has some services; the third customer of a tenant has none at all, so the empty
 * service list is there to see (the first customer, whose admin the e2e tests use, has the most).
 */
export function seedsServiceEntries(customerIndex: number): boolean {
  return customerIndex !== 2;
}

export function buildServiceSeed(people: People): ServiceSeed {
  const seed: ServiceSeed = { services: [], entries: [] };
  for (const mandantCode of MANDANT_CODES) {
    for (const template of SERVICES)
      seed.services.push({
        mandant_code: mandantCode,
        code: template.code,
        category: template.category,
        name: template.name,
      });
    const random = new Random(`services:${mandantCode}`);
    let report = 4700;
    people.customers
      .filter((customer) => customer.mandant_code === mandantCode)
      .forEach((customer, index) => {
        if (!seedsServiceEntries(index)) return;
        const factor = CURRENCY_FACTOR[customer.currency] ?? 1;
        for (const template of SERVICES) {
          // The first customer has every service; the others about two in three.
          if (index > 0 && !random.chance(0.65)) continue;
          const times = random.int(1, template.upTo);
          for (let n = 0; n < times; n++) {
            report += random.int(1, 9);
            const minutes = Math.max(
              15,
              Math.round((template.minutes * random.int(70, 160)) / 100 / 15) * 15,
            );
            seed.entries.push({
              id: `se-${mandantCode.toLowerCase()}-${report}`,
              mandant_code: mandantCode,
              customer_id: customer.id,
              service_code: template.code,
              days_ago: random.int(0, SERVICE_HISTORY_DAYS - 1),
              attachment_number: `SB-${mandantCode.slice(0, 2)}-${String(report).padStart(6, '0')}`,
              minutes,
              value_cents: Math.round((template.cents * factor * minutes) / template.minutes / 50) * 50,
              currency: customer.currency,
              employee_id: customer.service_contact_id,
            });
          }
        }
      });
  }
  return seed;
}

/** Inserts the services and their entries; the entries' days lie their days before today. */
export async function insertServiceSeed(db: Db, seed: ServiceSeed): Promise<void> {
  await insertRows(
    db,
    'service',
    { mandant_code: 'text', code: 'text', category: 'text', name: 'jsonb' },
    seed.services,
  );
  const columns = {
    id: 'text',
    mandant_code: 'text',
    customer_id: 'text',
    service_code: 'text',
    days_ago: 'integer',
    attachment_number: 'text',
    minutes: 'integer',
    value_cents: 'bigint',
    currency: 'text',
    employee_id: 'text',
  };
  const names = Object.keys(columns).filter((name) => name !== 'days_ago');
  const definition = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  for (let start = 0; start < seed.entries.length; start += 1000) {
    await db.query(
      `insert into service_entry (${names.join(', ')}, performed_on)
       select ${names.join(', ')}, current_date - days_ago from jsonb_to_recordset($1::jsonb) as x(${definition})`,
      [JSON.stringify(seed.entries.slice(start, start + 1000))],
    );
  }
}
