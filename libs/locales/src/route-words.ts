import type { LocaleCode } from './locales';

/**
 * Localized path words in docs/rules/routes-and-guards.md. German words are the default (also for it-de and the five
 * locales of external shops); it-it, cs-cz, sk-sk and bg-bg list the words the spec gives them.
 * Account words for cs-cz, it-it and sk-sk are not shown in the spec and stay German
 * (docs/decisions/0007).
 */
const GERMAN_WORDS = {
  account: 'account',
  accountHome: 'mein-konto',
  displayPlans: 'aushangplaene',
  sales: 'vertrieb',
  users: 'benutzerverwaltung',
  contact: 'kontakt',
  approval: 'freigabe',
  location: 'standort',
  orders: 'bestellungen',
  budgets: 'budgets',
  companyData: 'firmendaten',
  settings: 'einstellungen',
  serviceList: 'serviceleistungen',
  essenceList: 'stammsortiment',
  carts: 'warenkorbverwaltung',
  login: 'login',
  category: 'c',
  product: 'p',
  contactPage: 'kontakt',
  invitation: 'invitation',
  maintenance: 'maintenance',
  register: 'registrierung',
  registerNew: 'neukunde',
  registerExisting: 'bestandskunde',
  search: 'suche',
  shoppingList: 'merkliste',
  /** Scan-me has no path in the spec (docs/decisions/0105). */
  scanMe: 'scannen',
  cart: 'warenkorb',
  quickOrder: 'schnellbestellung',
  orderConfirmation: 'bestellbestaetigung',
  orderFinish: 'bestellabschluss',
  kitchensink: 'kitchensink',
  preview: 'preview',
  /** Staff pages (docs/decisions/0097): the tenant's employees, not its customers. */
  staff: 'mitarbeiter',
  registrations: 'registrierungen',
} as const;

export type RouteWordKey = keyof typeof GERMAN_WORDS;
export type RouteWords = Readonly<Record<RouteWordKey, string>>;
export const ROUTE_WORD_KEYS = Object.keys(GERMAN_WORDS) as RouteWordKey[];

const LOCALE_WORDS: Partial<Record<LocaleCode, Partial<RouteWords>>> = {
  'cs-cz': {
    approval: 'uvolneni',
    register: 'registrace',
    registerNew: 'novy',
    registerExisting: 'existujici',
    search: 'vyhledat',
    shoppingList: 'seznam-pro-zapamatovani',
    scanMe: 'skenovat',
    cart: 'kosik',
    quickOrder: 'rychla-objednavka',
    orderConfirmation: 'potvrzeni-objednavky',
    orderFinish: 'dokonceni-objednavky',
    staff: 'zamestnanci',
    registrations: 'registrace-firem',
    essenceList: 'staly-sortiment',
  },
  'sk-sk': {
    approval: 'uvolnenie',
    register: 'registracia',
    registerNew: 'novy',
    registerExisting: 'existujuci',
    search: 'hladat',
    shoppingList: 'zoznam',
    scanMe: 'skenovat',
    cart: 'kosik',
    quickOrder: 'rychla-objednavka',
    orderConfirmation: 'potvrdenie-objednavky',
    orderFinish: 'dokoncit-objednavku',
    staff: 'zamestnanci',
    registrations: 'registracie-firiem',
    essenceList: 'staly-sortiment',
  },
  'it-it': {
    approval: 'autorizzazione',
    contactPage: 'contatto',
    register: 'registrazione',
    registerNew: 'nuovo-cliente',
    registerExisting: 'cliente-esistente',
    search: 'ricerca',
    shoppingList: 'lista-dei-desideri',
    scanMe: 'scansiona',
    cart: 'carrello',
    quickOrder: 'ordinazione-rapida',
    orderConfirmation: 'conferma-ordine',
    orderFinish: 'conclusione-ordine',
    staff: 'personale',
    registrations: 'registrazioni',
    essenceList: 'assortimento-fisso',
  },
  'bg-bg': {
    accountHome: 'moyat-akaunt',
    displayPlans: 'grafitsi',
    sales: 'distributsia',
    users: 'administrirane-na-potrebitelite',
    approval: 'rasreshenie',
    location: 'firmena-baza',
    orders: 'porachki',
    budgets: 'byudzheti',
    companyData: 'firmeni-danni',
    settings: 'nastroyki',
    serviceList: 'servizni-uslugi',
    essenceList: 'osnoven-asortiment',
    carts: 'upravlenie-na-kolichkite',
    register: 'registratsia',
    registerNew: 'nov-klient',
    registerExisting: 'nastoyasht-klient',
    search: 'tarsene',
    shoppingList: 'spisak-zapomni',
    scanMe: 'skanirane',
    cart: 'kolichka',
    quickOrder: 'barza-porachka',
    orderConfirmation: 'potvarzhdenie-za-porachka',
    orderFinish: 'zavarshvane-na-porachka',
    staff: 'personal',
    registrations: 'registratsii',
  },
};

export function routeWordsOf(locale: LocaleCode): RouteWords {
  return { ...GERMAN_WORDS, ...LOCALE_WORDS[locale] };
}

export function routeWord(locale: LocaleCode, key: RouteWordKey): string {
  return routeWordsOf(locale)[key];
}
