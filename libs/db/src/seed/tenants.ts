import { defaultMinimumSurchargeRule, WEB_ROLES, type WebRole } from '@shop/domain';
import {
  LANGUAGES,
  LOCALES,
  MANDANT_CODES,
  SHOP_LOCALES,
  type Language,
  type MandantCode,
} from '@shop/locales';
import { CONTENT_TEXTS } from './cms-content-texts';
import { PARTNER_SLUG } from './cms-stories';
import { l10n, type Localized } from './localized';

export interface CodeLabel {
  code: string;
  name: Localized;
}

export interface WebRoleEntry {
  code: WebRole;
  externalCode: string;
  description: Localized;
  isAdministrator: boolean;
}

/** Shape of tenant.config (docs/rules/data-model.md, shop configuration). */
export interface TenantConfig {
  languages: Language[];
  countries: string[];
  webRoles: WebRoleEntry[];
  salutations: CodeLabel[];
  customerGroups: CodeLabel[];
  organizationalLevels: CodeLabel[];
  shippingAgents: CodeLabel[];
  defaultShippingAgent: string;
  /**
   * The registration form's described fields (decision 0092): Visible shown, Mandatory shown and
   * required, any other status (Hidden) not shown.
   */
  fieldDescriptions: { parameterName: string; status: 'Visible' | 'Mandatory' | 'Hidden' }[];
  /** The company's data on printed documents (decision 0057); absent in databases seeded before. */
  letterhead?: TenantLetterhead;
  /** The service partner programme and its content page (docs/decisions/0118); absent before migration 0035's seed. */
  partner?: { name: Localized; contentSlug: string };
  /** The newsletter mail template of each of the tenant's languages at the mail service (HubSpot). */
  hubspotTemplates?: { language: Language; templateId: string }[];
}

/** Spec-free: what a business document's letterhead and footer show of the tenant. */
export interface TenantLetterhead {
  street: string;
  postalCode: string;
  city: string;
  country: string;
  vatId: string;
  phone: string;
  email: string;
  website: string;
}

const LETTERHEADS: Record<MandantCode, TenantLetterhead> = {
  '20HHAT': {
    street: 'Industriestraße 12',
    postalCode: '2351',
    city: 'Wiener Neudorf',
    country: 'Österreich',
    vatId: 'ATU12345678',
    phone: '+43 2236 12345',
    email: 'service@hh-hygiene.at',
    website: 'www.hh-hygiene.at',
  },
  '30HHDE': {
    street: 'Hafenstraße 40',
    postalCode: '28217',
    city: 'Bremen',
    country: 'Deutschland',
    vatId: 'DE123456789',
    phone: '+49 421 987650',
    email: 'service@hh-hygiene.de',
    website: 'www.hh-hygiene.de',
  },
  '80HHCZ': {
    street: 'Průmyslová 1472/11',
    postalCode: '102 00',
    city: 'Praha 10',
    country: 'Česká republika',
    vatId: 'CZ12345678',
    phone: '+420 222 333 444',
    email: 'servis@hh-hygiene.cz',
    website: 'www.hh-hygiene.cz',
  },
  '50HHSK': {
    street: 'Priemyselná 6',
    postalCode: '821 09',
    city: 'Bratislava',
    country: 'Slovenská republika',
    vatId: 'SK2020123456',
    phone: '+421 2 5555 6666',
    email: 'servis@hh-hygiene.sk',
    website: 'www.hh-hygiene.sk',
  },
  '41HHIC': {
    street: 'Via dell’Industria 8',
    postalCode: '39100',
    city: 'Bolzano',
    country: 'Italia',
    vatId: 'IT01234567890',
    phone: '+39 0471 123456',
    email: 'servizio@hh-hygiene.it',
    website: 'www.hh-hygiene.it',
  },
  '57HHBG': {
    street: 'бул. Цариградско шосе 115',
    postalCode: '1784',
    city: 'София',
    country: 'България',
    vatId: 'BG123456789',
    phone: '+359 2 987 6543',
    email: 'servis@hh-hygiene.bg',
    website: 'www.hh-hygiene.bg',
  },
};

export interface TenantRow {
  mandant_code: MandantCode;
  name: string;
  country_code: string;
  currency: string;
  tax_percent: number;
  /** Minimum-quantity surcharge (migration 0016, decision 0043); null: the tenant charges none. */
  min_order_net_cents: number | null;
  min_qty_surcharge_cents: number | null;
  min_qty_surcharge_sku: string | null;
  config: TenantConfig;
}

const TENANT_NAMES: Record<MandantCode, string> = {
  '20HHAT': 'HH Hygiene Handel Österreich GmbH',
  '30HHDE': 'HH Hygiene Handel Deutschland GmbH',
  '80HHCZ': 'HH Hygiene Handel Česko s.r.o.',
  '50HHSK': 'HH Hygiene Handel Slovensko s.r.o.',
  '41HHIC': 'HH Hygiene Handel Italia S.r.l.',
  '57HHBG': 'HH Hygiene Handel България ЕООД',
};

/**
 * The roles of the shop configuration: external code and description. The shop's role labels are the
 * web's texts keyed by role code (`roles.<code>` of apps/web/src/i18n, decision 0082); these descriptions
 * say the same words for integrators (tenants.spec.ts keeps them equal).
 */
export const ROLE_TEXTS: Record<Exclude<WebRole, 'ROLE_AUTHENTICATED'>, [string, Localized]> = {
  ROLE_CART_MANAGER_NO_CHECKOUT: [
    'WEB-CART-MANAGER',
    l10n(
      'Warenkorb-Verwalter ohne Bestellrecht',
      'Správce košíku bez práva objednávat',
      'Správca košíka bez práva objednávať',
      "Gestore carrello senza diritto d'ordine",
      'Управител на количка без право на поръчка',
    ),
  ],
  ROLE_CART_PURCHASER: ['WEB-PURCHASER', l10n('Einkäufer', 'Nákupčí', 'Nákupca', 'Acquirente', 'Купувач')],
  ROLE_CART_APPROVER: [
    'WEB-APPROVER',
    l10n(
      'Warenkorb-Freigeber',
      'Schvalovatel košíků',
      'Schvaľovateľ košíkov',
      'Approvatore carrelli',
      'Одобряващ колички',
    ),
  ],
  ROLE_ADMIN: [
    'WEB-ADMIN',
    l10n('Administrator', 'Administrátor', 'Administrátor', 'Amministratore', 'Администратор'),
  ],
};

const SALUTATIONS: CodeLabel[] = [
  { code: 'MR', name: l10n('Herr', 'Pan', 'Pán', 'Signor', 'Г-н') },
  { code: 'MS', name: l10n('Frau', 'Paní', 'Pani', 'Signora', 'Г-жа') },
  { code: 'COMPANY', name: l10n('Firma', 'Firma', 'Firma', 'Spett. ditta', 'Фирма') },
];

export const CUSTOMER_GROUPS: CodeLabel[] = [
  {
    code: 'HOTEL',
    name: l10n(
      'Hotellerie & Gastronomie',
      'Hotely a gastronomie',
      'Hotely a gastronómia',
      'Alberghi e ristorazione',
      'Хотели и ресторанти',
    ),
  },
  {
    code: 'HEALTH',
    name: l10n(
      'Gesundheitswesen & Pflege',
      'Zdravotnictví a péče',
      'Zdravotníctvo a starostlivosť',
      'Sanità e assistenza',
      'Здравеопазване и грижи',
    ),
  },
  {
    code: 'CLEANING',
    name: l10n(
      'Gebäudereinigung',
      'Úklidové služby',
      'Upratovacie služby',
      'Imprese di pulizia',
      'Почистващи фирми',
    ),
  },
  {
    code: 'INDUSTRY',
    name: l10n(
      'Industrie & Gewerbe',
      'Průmysl a řemesla',
      'Priemysel a remeslá',
      'Industria e artigianato',
      'Индустрия и занаяти',
    ),
  },
  {
    code: 'PUBLIC',
    name: l10n(
      'Öffentliche Einrichtungen',
      'Veřejné instituce',
      'Verejné inštitúcie',
      'Enti pubblici',
      'Обществени институции',
    ),
  },
];

export const ORGANIZATIONAL_LEVELS: CodeLabel[] = [
  {
    code: 'MANAGEMENT',
    name: l10n('Geschäftsführung', 'Vedení společnosti', 'Vedenie spoločnosti', 'Direzione', 'Управление'),
  },
  { code: 'PURCHASING', name: l10n('Einkauf', 'Nákup', 'Nákup', 'Acquisti', 'Снабдяване') },
  {
    code: 'HOUSEKEEPING',
    name: l10n('Hauswirtschaft', 'Úklid a provoz', 'Upratovanie a prevádzka', 'Governance', 'Домакинство'),
  },
  {
    code: 'FACILITY',
    name: l10n(
      'Facility Management',
      'Správa budov',
      'Správa budov',
      'Facility management',
      'Управление на сгради',
    ),
  },
  { code: 'KITCHEN', name: l10n('Küche', 'Kuchyně', 'Kuchyňa', 'Cucina', 'Кухня') },
];

const SHIPPING_AGENTS: CodeLabel[] = [
  {
    code: 'INNER',
    name: l10n(
      'Zustellung mit eigenem Fuhrpark',
      'Rozvoz vlastní dopravou',
      'Rozvoz vlastnou dopravou',
      'Consegna con mezzi propri',
      'Доставка със собствен транспорт',
    ),
  },
  {
    code: 'PARCEL',
    name: l10n(
      'Paketdienst',
      'Balíková přeprava',
      'Balíková preprava',
      'Corriere espresso',
      'Куриерска доставка',
    ),
  },
  {
    code: 'PICKUP',
    name: l10n('Selbstabholung', 'Osobní odběr', 'Osobný odber', 'Ritiro in sede', 'Вземане от склад'),
  },
];

function languagesOf(mandantCode: MandantCode): Language[] {
  const used = new Set(
    SHOP_LOCALES.filter((code) => LOCALES[code].mandantCode === mandantCode).map(
      (code) => LOCALES[code].language,
    ),
  );
  return LANGUAGES.filter((language) => used.has(language));
}

export function buildTenants(): TenantRow[] {
  const webRoles: WebRoleEntry[] = WEB_ROLES.filter((role) => role !== 'ROLE_AUTHENTICATED').map((role) => {
    const [externalCode, description] = ROLE_TEXTS[role as Exclude<WebRole, 'ROLE_AUTHENTICATED'>];
    return { code: role, externalCode, description, isAdministrator: role === 'ROLE_ADMIN' };
  });
  return MANDANT_CODES.map((mandantCode) => {
    const locale = LOCALES[SHOP_LOCALES.find((code) => LOCALES[code].mandantCode === mandantCode)!];
    const surcharge = defaultMinimumSurchargeRule(locale.currency);
    return {
      mandant_code: mandantCode,
      name: TENANT_NAMES[mandantCode],
      country_code: locale.countryCode,
      currency: locale.currency,
      tax_percent: locale.taxPercent,
      min_order_net_cents: surcharge?.minimumNetCents ?? null,
      min_qty_surcharge_cents: surcharge?.surchargeCents ?? null,
      min_qty_surcharge_sku: surcharge?.sku ?? null,
      config: {
        languages: languagesOf(mandantCode),
        countries: [locale.countryCode],
        webRoles,
        salutations: SALUTATIONS,
        customerGroups: CUSTOMER_GROUPS,
        organizationalLevels: ORGANIZATIONAL_LEVELS,
        shippingAgents: SHIPPING_AGENTS,
        defaultShippingAgent: 'INNER',
        fieldDescriptions: [
          { parameterName: 'customerNumber', status: 'Visible' },
          { parameterName: 'companyPhone', status: 'Mandatory' },
          { parameterName: 'personalPhone', status: 'Visible' },
          { parameterName: 'personalMail', status: 'Visible' },
          { parameterName: 'comment', status: 'Visible' },
          // Extra fields of the form (decision 0092): kept in the registration's dynamicFields.
          { parameterName: 'vatNumber', status: 'Mandatory' },
          { parameterName: 'tradeRegisterNumber', status: 'Visible' },
          { parameterName: 'branchCount', status: 'Hidden' },
        ],
        letterhead: LETTERHEADS[mandantCode],
        partner: {
          name: Object.fromEntries(
            LANGUAGES.map((language) => [language, CONTENT_TEXTS[language].partner.title]),
          ) as Localized,
          contentSlug: PARTNER_SLUG,
        },
        hubspotTemplates: languagesOf(mandantCode).map((language) => ({
          language,
          templateId: `newsletter-${mandantCode.toLowerCase()}-${language}`,
        })),
      },
    };
  });
}
