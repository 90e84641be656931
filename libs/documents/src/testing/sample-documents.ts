import { LANGUAGES, LOCALES, type Language, type LocaleCode } from '@shop/locales';
import type {
  BusinessDocument,
  DocumentKind,
  Letterhead,
  PlanDocument,
  PurchaseReport,
} from '../document.types';

/**
 * Documents as the worker receives them, for the renderer's tests and benchmark: one tenant per language
 * (company names as the seed's tenants), article names in the language with its diacritics.
 */
export interface SampleTenant {
  language: Language;
  locale: string;
  currency: string;
  taxPercent: number;
  letterhead: Letterhead;
  customer: { name: string; lines: string[]; customerNumber: string };
  articles: string[];
}

/** What sets one language's sample tenant apart; its locale gives currency, tax rate and country. */
interface SampleLanguage {
  localeCode: LocaleCode;
  letterhead: Omit<Letterhead, 'country' | 'email' | 'website'>;
  /** The local part of the letterhead's e-mail address. */
  mailbox: string;
  customer: SampleTenant['customer'];
  articles: string[];
  /** The cleaning plan's column heads, its two sections and the areas of its rows. */
  plan: { columns: string[]; sections: string[]; areas: string[] };
}

const SAMPLE_LANGUAGES: Record<Language, SampleLanguage> = {
  de: {
    localeCode: 'de-at',
    letterhead: {
      companyName: 'HH Hygiene Handel Österreich GmbH',
      street: 'Industriestraße 12',
      postalCode: '1230',
      city: 'Wien',
      vatId: 'ATU12345678',
      phone: '+43 1 234 56 78',
    },
    mailbox: 'service',
    customer: {
      name: 'Gasthof Zur Goldenen Gans',
      lines: ['Hauptplatz 3', '8010 Graz', 'Österreich'],
      customerNumber: 'K-200145',
    },
    articles: [
      'Flüssigseife Lavendel 5 l',
      'Handtuchpapier Zickzack, 2-lagig, 20 × 250 Blatt',
      'Glasreiniger Sprühflasche',
    ],
    plan: {
      columns: ['Bereich', 'Produkt', 'Dosierung', 'Häufigkeit', 'Verantwortlich'],
      sections: ['Küche', 'Sanitärräume'],
      areas: ['Arbeitsflächen', 'Böden', 'Kühlschränke', 'Waschbecken', 'Spiegel'],
    },
  },
  cs: {
    localeCode: 'cs-cz',
    letterhead: {
      companyName: 'HH Hygiene Handel Česko s.r.o.',
      street: 'Průmyslová 1472/11',
      postalCode: '102 00',
      city: 'Praha 10',
      vatId: 'CZ12345678',
      phone: '+420 234 567 890',
    },
    mailbox: 'servis',
    customer: {
      name: 'Jídelna Řeřicha s.r.o.',
      lines: ['Údolní 5', '602 00 Brno', 'Česko'],
      customerNumber: 'K-800311',
    },
    articles: ['Tekuté mýdlo ěščřžýáíéůú 5 l', 'Papírové ručníky skládané', 'Čistič skel s rozprašovačem'],
    plan: {
      columns: ['Oblast', 'Přípravek', 'Dávkování', 'Četnost', 'Odpovědná osoba'],
      sections: ['Kuchyně', 'Sociální zařízení'],
      areas: ['Pracovní plochy', 'Podlahy', 'Chladničky', 'Umyvadla', 'Zrcadla'],
    },
  },
  sk: {
    localeCode: 'sk-sk',
    letterhead: {
      companyName: 'HH Hygiene Handel Slovensko s.r.o.',
      street: 'Priemyselná 8',
      postalCode: '821 09',
      city: 'Bratislava',
      vatId: 'SK2020123456',
      phone: '+421 2 345 678 90',
    },
    mailbox: 'servis',
    customer: {
      name: 'Reštaurácia Ľalia',
      lines: ['Kováčska 4', '040 01 Košice', 'Slovensko'],
      customerNumber: 'K-500077',
    },
    articles: ['Tekuté mydlo ľĺŕô 5 l', 'Papierové utierky skladané', 'Čistič okien s rozprašovačom'],
    plan: {
      columns: ['Oblasť', 'Prípravok', 'Dávkovanie', 'Častosť', 'Zodpovedná osoba'],
      sections: ['Kuchyňa', 'Sociálne zariadenia'],
      areas: ['Pracovné plochy', 'Podlahy', 'Chladničky', 'Umývadlá', 'Zrkadlá'],
    },
  },
  it: {
    localeCode: 'it-it',
    letterhead: {
      companyName: 'HH Hygiene Handel Italia S.r.l.',
      street: 'Via dell’Industria 21',
      postalCode: '39100',
      city: 'Bolzano',
      vatId: 'IT01234567890',
      phone: '+39 0471 123456',
    },
    mailbox: 'servizio',
    customer: {
      name: 'Albergo Città Vecchia',
      lines: ['Piazza del Duomo 2', '38122 Trento', 'Italia'],
      customerNumber: 'K-410052',
    },
    articles: ['Sapone liquido lavanda 5 l', 'Asciugamani di carta piegati', 'Detergente per vetri spray'],
    plan: {
      columns: ['Zona', 'Prodotto', 'Dosaggio', 'Frequenza', 'Responsabile'],
      sections: ['Cucina', 'Servizi igienici'],
      areas: ['Piani di lavoro', 'Pavimenti', 'Frigoriferi', 'Lavandini', 'Specchi'],
    },
  },
  bg: {
    localeCode: 'bg-bg',
    letterhead: {
      companyName: 'HH Hygiene Handel България ЕООД',
      street: 'бул. Цариградско шосе 115',
      postalCode: '1784',
      city: 'София',
      vatId: 'BG123456789',
      phone: '+359 2 123 4567',
    },
    mailbox: 'servis',
    customer: {
      name: 'Хотел „Черно море“ ООД',
      lines: ['ул. Морска 14', '9000 Варна', 'България'],
      customerNumber: 'K-570019',
    },
    articles: ['Течен сапун с лавандула 5 л', 'Хартиени кърпи зиг-заг', 'Препарат за стъкла с пулверизатор'],
    plan: {
      columns: ['Зона', 'Продукт', 'Дозировка', 'Честота', 'Отговорник'],
      sections: ['Кухня', 'Санитарни помещения'],
      areas: ['Работни плотове', 'Подове', 'Хладилници', 'Мивки', 'Огледала'],
    },
  },
};

function sampleTenant(language: Language): SampleTenant {
  const { localeCode, letterhead, mailbox, customer, articles } = SAMPLE_LANGUAGES[language];
  const locale = LOCALES[localeCode];
  return {
    language,
    locale: locale.intlLocale,
    currency: locale.currency,
    taxPercent: locale.taxPercent,
    letterhead: {
      companyName: letterhead.companyName,
      street: letterhead.street,
      postalCode: letterhead.postalCode,
      city: letterhead.city,
      country: locale.countryCode,
      vatId: letterhead.vatId,
      phone: letterhead.phone,
      email: `${mailbox}@hh-hygiene.example`,
      website: 'www.hh-hygiene.example',
    },
    customer,
    articles,
  };
}

export const SAMPLE_TENANTS = Object.fromEntries(
  LANGUAGES.map((language) => [language, sampleTenant(language)]),
) as Record<Language, SampleTenant>;

/** The second currency the locale shows its prices in (bg-bg: EUR), else null. */
const alternativeCurrencyOf = (language: Language) =>
  LOCALES[SAMPLE_LANGUAGES[language].localeCode].showAlternativePrice ?? null;

const NUMBERS: Record<DocumentKind, string> = {
  ORDER: 'WS-100123',
  INVOICE: 'R2026-000123',
  CREDIT_MEMO: 'G2026-000017',
};

/** An order, invoice or credit memo of `lineCount` lines (long names every seventh line), totals that add up. */
export function sampleBusinessDocument(
  kind: DocumentKind,
  language: Language,
  lineCount = 3,
  changes: Partial<BusinessDocument> = {},
): BusinessDocument {
  const tenant = SAMPLE_TENANTS[language];
  const money = (centAmount: number) => ({ centAmount, currency: tenant.currency });
  const lines = Array.from({ length: lineCount }, (_, index) => {
    const article = tenant.articles[index % tenant.articles.length];
    const quantity = (index % 4) + 1;
    const unit = 1_000 + ((index * 7_919) % 9_000);
    return {
      position: index + 1,
      sku: `${100_000 + index * 13}`,
      name:
        index % 7 === 6 ? `${article} – ${article.repeat(2)} (${index + 1})` : `${article} (${index + 1})`,
      quantity,
      unitPrice: money(unit),
      linePrice: money(unit * quantity),
    };
  });
  const net = lines.reduce((sum, line) => sum + line.linePrice.centAmount, 0);
  const tax = Math.round((net * tenant.taxPercent) / 100);
  return {
    kind,
    language,
    locale: tenant.locale,
    number: NUMBERS[kind],
    date: '2026-06-14',
    orderNumber: NUMBERS.ORDER,
    customerNumber: tenant.customer.customerNumber,
    customerReference: 'PO-4711',
    letterhead: tenant.letterhead,
    billTo: { name: tenant.customer.name, lines: tenant.customer.lines },
    shipTo: { name: tenant.customer.name, lines: tenant.customer.lines.slice(1) },
    lines,
    taxPercent: tenant.taxPercent,
    totals: { net: money(net), tax: money(tax), gross: money(net + tax) },
    dueDate: kind === 'INVOICE' ? '2026-06-28' : null,
    note: kind === 'CREDIT_MEMO' ? tenant.articles[0] : null,
    alternativeCurrency: alternativeCurrencyOf(language),
    ...changes,
  };
}

/** A purchase report over the first half of 2026 with `orderCount` orders of both sources. */
export function samplePurchaseReport(language: Language, orderCount = 6): PurchaseReport {
  const tenant = SAMPLE_TENANTS[language];
  const money = (centAmount: number) => ({ centAmount, currency: tenant.currency });
  const orders = Array.from({ length: orderCount }, (_, index) => {
    const net = 10_000 + index * 2_345;
    return {
      orderNumber:
        index % 3 === 2 ? `AU-2026-${String(index + 1).padStart(6, '0')}` : `WS-${100_101 + index}`,
      date: `2026-0${1 + (index % 6)}-${String(1 + ((index * 5) % 28)).padStart(2, '0')}`,
      source: index % 3 === 2 ? ('EXTERNAL' as const) : ('WEB_SHOP' as const),
      net: money(net),
      gross: money(Math.round(net * (1 + tenant.taxPercent / 100))),
    };
  });
  const products = tenant.articles.map((name, index) => ({
    sku: `${100_000 + index * 13}`,
    name,
    quantity: 12 - index * 3,
    net: money(20_000 + index * 15_000),
  }));
  const net = orders.reduce((sum, order) => sum + order.net.centAmount, 0);
  const gross = orders.reduce((sum, order) => sum + order.gross.centAmount, 0);
  return {
    language,
    locale: tenant.locale,
    letterhead: tenant.letterhead,
    customer: { ...tenant.customer },
    fromDate: '2026-01-01',
    untilDate: '2026-06-30',
    orders,
    products,
    totals: { net: money(net), gross: money(gross) },
    alternativeCurrency: alternativeCurrencyOf(language),
  };
}

/** A cleaning plan of `rowCount` rows in two sections. */
export function samplePlan(language: Language, rowCount = 8): PlanDocument {
  const tenant = SAMPLE_TENANTS[language];
  const words = SAMPLE_LANGUAGES[language].plan;
  const rows = Array.from({ length: rowCount }, (_, index) => ({
    section: index === 0 ? words.sections[0] : index === Math.ceil(rowCount / 2) ? words.sections[1] : null,
    cells: [
      words.areas[index % words.areas.length],
      tenant.articles[index % tenant.articles.length],
      `${((index % 3) + 1) * 10} ml / 10 l`,
      index % 2 === 0 ? '1×/d' : '2×/w',
      'A. B.',
    ],
  }));
  return {
    language,
    locale: tenant.locale,
    letterhead: tenant.letterhead,
    customerName: tenant.customer.name,
    planName: `${words.columns[0]}: ${words.sections.join(' / ')}`,
    date: '2026-06-01',
    columns: words.columns,
    rows,
  };
}
