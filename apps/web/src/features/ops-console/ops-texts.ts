import { createInstance, type i18n as I18n } from 'i18next';

/**
 * The operations console's texts (docs/decisions/0139-operations-console.md): German and English,
 * its own i18next instance with its own language switch, loaded with the console's chunk only. The
 * shop's five languages are for customers; operations staff work in German or English.
 */
export const OPS_LANGUAGES = ['de', 'en'] as const;
export type OpsLanguage = (typeof OPS_LANGUAGES)[number];

const de = {
  title: 'Betriebskonsole',
  skipToMain: 'Zum Inhalt springen',
  language: 'Sprache',
  signedInAs: 'Angemeldet als {{name}}',
  viaToken: 'Zugriff mit dem Ops-Token',
  signOut: 'Abmelden',
  loading: 'Wird geladen …',
  retry: 'Erneut versuchen',
  loadFailed: 'Die Daten konnten nicht geladen werden.',
  access: {
    signInTitle: 'Anmeldung erforderlich',
    signInText: 'Die Betriebskonsole ist nur für Personen mit der Betriebsrolle.',
    signIn: 'Anmelden',
    forbiddenTitle: 'Kein Zugriff',
    forbiddenText: 'Ihr Konto hat die Betriebsrolle nicht. Melden Sie sich mit einem Betriebskonto an.',
    toShop: 'Zum Shop',
  },
  nav: {
    label: 'Bereiche',
    maintenance: 'Wartung',
    health: 'Zustand',
    prices: 'Preise',
    queues: 'Warteschlangen',
    apiClients: 'API-Clients',
  },
  registrations: {
    title: 'Registrierungen',
    intro:
      'Neue Firmen bestätigen oder lehnen die Mitarbeitenden des Anbieters je Mandant ab (Kundennummer und Betreuung sind ihr Wissen). Ihre Seite je Mandant:',
    link: 'Registrierungen von {{tenant}} ({{locale}})',
  },
  apiClients: {
    title: 'API-Clients aller Firmen',
    filter: 'Nach Mandant filtern',
    all: 'Alle Mandanten',
    empty: 'Keine API-Clients.',
    tableLabel: 'API-Clients',
    company: 'Firma',
    client: 'Client',
    lastUse: 'Zuletzt benutzt',
    never: 'nie',
    state: 'Zustand',
    active: 'Aktiv',
    revoked: 'Widerrufen am {{time}}',
    actions: 'Aktionen',
    revoke: 'Widerrufen',
    revokeClient: 'Widerrufen – {{client}}',
    confirm: '{{client}} wirklich widerrufen? Seine Tokens werden sofort abgelehnt.',
    confirmYes: 'Ja, widerrufen',
    cancel: 'Abbrechen',
    done: '{{client}} ist widerrufen.',
  },
  maintenance: {
    title: 'Wartung je Mandant',
    live: 'Live',
    offline: 'Verbindung unterbrochen – wird wiederhergestellt',
    tenant: 'Mandant',
    state: 'Zustand',
    on: 'Wartung aktiv',
    off: 'In Betrieb',
    until: 'bis {{time}}',
    window: 'Geplantes Fenster',
    noWindow: 'Keines',
    windowRange: '{{from}} – {{until}}',
    openEnd: 'offen',
    openPages: 'Offene Shopseiten',
    switchOn: 'Wartung einschalten',
    switchOff: 'Wartung ausschalten',
    switchOnFor: 'Wartung einschalten – {{tenant}}',
    switchOffFor: 'Wartung ausschalten – {{tenant}}',
    plan: 'Fenster planen',
    planFor: 'Fenster planen – {{tenant}}',
    from: 'Von',
    untilLabel: 'Bis',
    fromHint: 'Leer: sofort',
    untilHint: 'Leer: bis zum Ausschalten',
    submitPlan: 'Planen',
    cancelWindow: 'Fenster absagen',
    cancelWindowFor: 'Fenster absagen – {{tenant}}',
    cancel: 'Abbrechen',
    sent: 'Auftrag für {{tenant}} übergeben.',
    history: 'Letzte Änderungen',
    historyFor: 'Letzte Änderungen von {{tenant}}',
    noHistory: 'Noch keine Änderung aufgezeichnet.',
    entry: '{{time}} · {{what}} · {{who}}',
    outcome: {
      applied: { on: 'eingeschaltet', off: 'ausgeschaltet' },
      scheduled: 'Fenster geplant ({{from}} – {{until}})',
      skipped: 'Fensterbeginn übersprungen (Fenster vorbei)',
    },
    trigger: { request: 'Auftrag', 'window-start': 'Fensterbeginn', 'window-end': 'Fensterende' },
  },
  prices: {
    title: 'Preisaktualisierung',
    intro:
      'Übernimmt die anstehenden Preisänderungen eines Mandanten oder einzelner Kunden (wie „npm run ops -- prices refresh“).',
    tenant: 'Mandant',
    customers: 'Kundennummern (optional)',
    customersHint: 'Durch Komma oder Leerzeichen getrennt; leer: alle Kunden des Mandanten',
    submit: 'Preise aktualisieren',
    queued: 'Preisaktualisierung übergeben (Auftrag {{jobId}}).',
  },
  health: {
    title: 'Zustand des Shops',
    requests: 'Anfragen',
    perSecond: '/s',
    p95: 'Antwortzeit p95',
    errors: 'Fehler',
    max: 'höchstens {{max}}',
    chartSummary: '{{title}} der letzten 15 Minuten: zuletzt {{latest}}, höchstens {{max}}',
    scope:
      'Die letzten 15 Minuten des BFF-Prozesses, der geantwortet hat, in 10-Sekunden-Fenstern; die Summe aller Prozesse zeigt Prometheus (/metrics).',
    metricsOff: 'Die Metriken sind ausgeschaltet (METRICS=off).',
    queues: 'Aufträge je Warteschlange',
    queue: 'Warteschlange',
    waiting: 'Wartend',
    active: 'Laufend',
    delayed: 'Geplant',
    failed: 'Fehlgeschlagen',
    queuesUnavailable: 'Die Warteschlangen antworten gerade nicht.',
  },
  queues: {
    title: 'Warteschlangen',
    intro:
      'Wartende, laufende und fehlgeschlagene Aufträge mit Fehlergrund; fehlgeschlagene lassen sich erneut starten.',
    open: 'Warteschlangen-Dashboard öffnen',
  },
  error: {
    'ops.error.unauthorized': 'Die Anmeldung ist abgelaufen. Bitte neu anmelden.',
    'ops.error.forbidden': 'Keine Berechtigung für die Betriebskonsole.',
    'ops.error.queue-unavailable': 'Die Warteschlange ist gerade nicht erreichbar. Bitte gleich noch einmal.',
    'ops.error.customer-no':
      'Bitte gültige Kundennummern angeben (Buchstaben, Ziffern, - und _, höchstens 20 Zeichen).',
    'ops.error.too-many-customers': 'Höchstens 50 Kundennummern auf einmal.',
    'ops.error.api-client-changed': 'Der Client wurde inzwischen geändert. Die Liste ist neu geladen.',
    'ops.error.unknown-api-client': 'Diesen Client gibt es nicht.',
    'ops.error.version': 'Die Version fehlt.',
    'maintenance.error.unknown-mandant': 'Unbekannter Mandant.',
    'maintenance.error.malformed-time': 'Die Zeit ist ungültig.',
    'maintenance.error.window-needs-on': 'Ein Fenster gibt es nur beim Einschalten.',
    'maintenance.error.from-in-past': 'Der Beginn liegt in der Vergangenheit.',
    'maintenance.error.until-in-past': 'Das Ende liegt in der Vergangenheit.',
    'maintenance.error.until-not-after-from': 'Das Ende muss nach dem Beginn liegen.',
    'error.cross-site-request': 'Die Anfrage kam nicht von dieser Seite.',
    'error.service-unavailable': 'Der Dienst ist gerade nicht erreichbar. Bitte gleich noch einmal.',
    unknown: 'Das hat nicht geklappt. Bitte noch einmal versuchen.',
  },
};

type Texts = typeof de;

const en: Texts = {
  title: 'Operations console',
  skipToMain: 'Skip to content',
  language: 'Language',
  signedInAs: 'Signed in as {{name}}',
  viaToken: 'Access with the ops token',
  signOut: 'Sign out',
  loading: 'Loading …',
  retry: 'Try again',
  loadFailed: 'The data could not be loaded.',
  access: {
    signInTitle: 'Sign-in required',
    signInText: 'The operations console is for people with the operations role only.',
    signIn: 'Sign in',
    forbiddenTitle: 'No access',
    forbiddenText: 'Your account does not have the operations role. Sign in with an operations account.',
    toShop: 'To the shop',
  },
  nav: {
    label: 'Sections',
    maintenance: 'Maintenance',
    health: 'Health',
    prices: 'Prices',
    queues: 'Queues',
    apiClients: 'API clients',
  },
  registrations: {
    title: 'Registrations',
    intro:
      'New companies are confirmed or declined by the provider’s employees of each tenant (customer number and account care are theirs to choose). Their page per tenant:',
    link: 'Registrations of {{tenant}} ({{locale}})',
  },
  apiClients: {
    title: 'API clients of every company',
    filter: 'Filter by tenant',
    all: 'All tenants',
    empty: 'No API clients.',
    tableLabel: 'API clients',
    company: 'Company',
    client: 'Client',
    lastUse: 'Last used',
    never: 'never',
    state: 'State',
    active: 'Active',
    revoked: 'Revoked on {{time}}',
    actions: 'Actions',
    revoke: 'Revoke',
    revokeClient: 'Revoke – {{client}}',
    confirm: 'Really revoke {{client}}? Its tokens are refused at once.',
    confirmYes: 'Yes, revoke',
    cancel: 'Cancel',
    done: '{{client}} is revoked.',
  },
  maintenance: {
    title: 'Maintenance per tenant',
    live: 'Live',
    offline: 'Connection lost – reconnecting',
    tenant: 'Tenant',
    state: 'State',
    on: 'In maintenance',
    off: 'Running',
    until: 'until {{time}}',
    window: 'Planned window',
    noWindow: 'None',
    windowRange: '{{from}} – {{until}}',
    openEnd: 'open',
    openPages: 'Open shop pages',
    switchOn: 'Switch maintenance on',
    switchOff: 'Switch maintenance off',
    switchOnFor: 'Switch maintenance on – {{tenant}}',
    switchOffFor: 'Switch maintenance off – {{tenant}}',
    plan: 'Plan a window',
    planFor: 'Plan a window – {{tenant}}',
    from: 'From',
    untilLabel: 'Until',
    fromHint: 'Empty: now',
    untilHint: 'Empty: until switched off',
    submitPlan: 'Plan',
    cancelWindow: 'Cancel the window',
    cancelWindowFor: 'Cancel the window – {{tenant}}',
    cancel: 'Cancel',
    sent: 'Request for {{tenant}} handed over.',
    history: 'Last changes',
    historyFor: 'Last changes of {{tenant}}',
    noHistory: 'No change recorded yet.',
    entry: '{{time}} · {{what}} · {{who}}',
    outcome: {
      applied: { on: 'switched on', off: 'switched off' },
      scheduled: 'window planned ({{from}} – {{until}})',
      skipped: 'window start skipped (window over)',
    },
    trigger: { request: 'request', 'window-start': 'window start', 'window-end': 'window end' },
  },
  prices: {
    title: 'Price refresh',
    intro:
      'Applies the pending price changes of a tenant or of some customers (like “npm run ops -- prices refresh”).',
    tenant: 'Tenant',
    customers: 'Customer numbers (optional)',
    customersHint: 'Separated by commas or blanks; empty: every customer of the tenant',
    submit: 'Refresh prices',
    queued: 'Price refresh handed over (job {{jobId}}).',
  },
  health: {
    title: 'Shop health',
    requests: 'Requests',
    perSecond: '/s',
    p95: 'Latency p95',
    errors: 'Errors',
    max: 'at most {{max}}',
    chartSummary: '{{title}} over the last 15 minutes: latest {{latest}}, highest {{max}}',
    scope:
      'The last 15 minutes of the BFF process that answered, in 10-second windows; Prometheus (/metrics) has the totals of all processes.',
    metricsOff: 'Metrics are switched off (METRICS=off).',
    queues: 'Jobs per queue',
    queue: 'Queue',
    waiting: 'Waiting',
    active: 'Active',
    delayed: 'Delayed',
    failed: 'Failed',
    queuesUnavailable: 'The queues do not answer right now.',
  },
  queues: {
    title: 'Queues',
    intro: 'Waiting, active and failed jobs with their failure reasons; failed jobs can be retried.',
    open: 'Open the queue dashboard',
  },
  error: {
    'ops.error.unauthorized': 'Your sign-in has expired. Please sign in again.',
    'ops.error.forbidden': 'No permission for the operations console.',
    'ops.error.queue-unavailable': 'The queue cannot be reached right now. Please try again shortly.',
    'ops.error.customer-no':
      'Please give valid customer numbers (letters, digits, - and _, at most 20 characters).',
    'ops.error.too-many-customers': 'At most 50 customer numbers at once.',
    'ops.error.api-client-changed': 'The client was changed meanwhile. The list is reloaded.',
    'ops.error.unknown-api-client': 'This client does not exist.',
    'ops.error.version': 'The version is missing.',
    'maintenance.error.unknown-mandant': 'Unknown tenant.',
    'maintenance.error.malformed-time': 'The time is not valid.',
    'maintenance.error.window-needs-on': 'A window exists only when switching on.',
    'maintenance.error.from-in-past': 'The start lies in the past.',
    'maintenance.error.until-in-past': 'The end lies in the past.',
    'maintenance.error.until-not-after-from': 'The end must come after the start.',
    'error.cross-site-request': 'The request did not come from this page.',
    'error.service-unavailable': 'The service cannot be reached right now. Please try again shortly.',
    unknown: 'That did not work. Please try again.',
  },
};

export const OPS_TEXTS: Record<OpsLanguage, Texts> = { de, en };

/** Where the console keeps the chosen language (this browser only). */
export const OPS_LANGUAGE_KEY = 'shop.ops.language';

export function isOpsLanguage(value: unknown): value is OpsLanguage {
  return typeof value === 'string' && (OPS_LANGUAGES as readonly string[]).includes(value);
}

/** The language the console starts in: the one chosen before, else the browser's when English, else German. */
export function initialOpsLanguage(
  stored: string | null,
  browserLanguages: readonly string[] = [],
): OpsLanguage {
  if (isOpsLanguage(stored)) return stored;
  const first = browserLanguages[0]?.slice(0, 2).toLowerCase();
  return first === 'en' ? 'en' : 'de';
}

/** The console's own i18next instance, both languages loaded, separators off (keys contain dots). */
export function createOpsI18n(language: OpsLanguage): I18n {
  const instance = createInstance({
    lng: language,
    fallbackLng: 'en',
    resources: { de: { ops: de }, en: { ops: en } },
    defaultNS: 'ops',
    ns: ['ops'],
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  void instance.init();
  return instance;
}
