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
  cart: 'warenkorb',
  quickOrder: 'schnellbestellung',
  orderConfirmation: 'bestellbestaetigung',
  orderFinish: 'bestellabschluss',
  kitchensink: 'kitchensink',
  preview: 'preview',
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
    cart: 'kosik',
    quickOrder: 'rychla-objednavka',
    orderConfirmation: 'potvrzeni-objednavky',
    orderFinish: 'dokonceni-objednavky',
  },
  'sk-sk': {
    approval: 'uvolnenie',
    register: 'registracia',
    registerNew: 'novy',
    registerExisting: 'existujuci',
    search: 'hladat',
    shoppingList: 'zoznam',
    cart: 'kosik',
    quickOrder: 'rychla-objednavka',
    orderConfirmation: 'potvrdenie-objednavky',
    orderFinish: 'dokoncit-objednavku',
  },
  'it-it': {
    approval: 'autorizzazione',
    contactPage: 'contatto',
    register: 'registrazione',
    registerNew: 'nuovo-cliente',
    registerExisting: 'cliente-esistente',
    search: 'ricerca',
    shoppingList: 'lista-dei-desideri',
    cart: 'carrello',
    quickOrder: 'ordinazione-rapida',
    orderConfirmation: 'conferma-ordine',
    orderFinish: 'conclusione-ordine',
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
    carts: 'upravlenie-na-kolichkite',
    register: 'registratsia',
    registerNew: 'nov-klient',
    registerExisting: 'nastoyasht-klient',
    search: 'tarsene',
    shoppingList: 'spisak-zapomni',
    cart: 'kolichka',
    quickOrder: 'barza-porachka',
    orderConfirmation: 'potvarzhdenie-za-porachka',
    orderFinish: 'zavarshvane-na-porachka',
  },
};

export function routeWordsOf(locale: LocaleCode): RouteWords {
  return { ...GERMAN_WORDS, ...LOCALE_WORDS[locale] };
}

export function routeWord(locale: LocaleCode, key: RouteWordKey): string {
  return routeWordsOf(locale)[key];
}
