/**
 * Display plans (docs/rules/data-model.md Plan, decision 0065): hygiene and cleaning plans hung on the wall, saying
 * which product to use where, how much, how often, how, and who does it.
 */

/** The columns a plan type may have, in the order a type lists them. */
export const PLAN_COLUMNS = ['AREA', 'PRODUCT', 'DOSAGE', 'FREQUENCY', 'METHOD', 'RESPONSIBLE'] as const;
export type PlanColumn = (typeof PLAN_COLUMNS)[number];

/**
 * The languages a plan is written in (docs/rules/data-model.md Plan `language`: id, languageIdentifier, name): the
 * shop languages, with the back-end language codes in docs/rules/constants.md and each language's own name, as a
 * print-format choice shows it whatever the shop language.
 */
export const PLAN_LANGUAGES = [
  { id: 'de', languageIdentifier: 'DEA', name: 'Deutsch' },
  { id: 'cs', languageIdentifier: 'CSY', name: 'Čeština' },
  { id: 'sk', languageIdentifier: 'SKY', name: 'Slovenčina' },
  { id: 'it', languageIdentifier: 'ITA', name: 'Italiano' },
  { id: 'bg', languageIdentifier: 'BGR', name: 'Български' },
] as const;
export type PlanLanguageId = (typeof PLAN_LANGUAGES)[number]['id'];
export type PlanLanguage = (typeof PLAN_LANGUAGES)[number];

export function planLanguageOf(id: string): PlanLanguage | null {
  return PLAN_LANGUAGES.find((language) => language.id === id) ?? null;
}

/** The column headings of a printed plan, in the plan's language (not the shop's). */
export const PLAN_COLUMN_HEADINGS: Record<PlanLanguageId, Record<PlanColumn, string>> = {
  de: {
    AREA: 'Was / Wo',
    PRODUCT: 'Produkt',
    DOSAGE: 'Dosierung',
    FREQUENCY: 'Wann / Wie oft',
    METHOD: 'Anwendung',
    RESPONSIBLE: 'Wer',
  },
  cs: {
    AREA: 'Co / Kde',
    PRODUCT: 'Přípravek',
    DOSAGE: 'Dávkování',
    FREQUENCY: 'Kdy / Jak často',
    METHOD: 'Použití',
    RESPONSIBLE: 'Kdo',
  },
  sk: {
    AREA: 'Čo / Kde',
    PRODUCT: 'Prípravok',
    DOSAGE: 'Dávkovanie',
    FREQUENCY: 'Kedy / Ako často',
    METHOD: 'Použitie',
    RESPONSIBLE: 'Kto',
  },
  it: {
    AREA: 'Cosa / Dove',
    PRODUCT: 'Prodotto',
    DOSAGE: 'Dosaggio',
    FREQUENCY: 'Quando / Frequenza',
    METHOD: 'Applicazione',
    RESPONSIBLE: 'Chi',
  },
  bg: {
    AREA: 'Какво / Къде',
    PRODUCT: 'Продукт',
    DOSAGE: 'Дозиране',
    FREQUENCY: 'Кога / Колко често',
    METHOD: 'Приложение',
    RESPONSIBLE: 'Кой',
  },
};

/** The headings of a type's columns in a plan language; unknown keys stay as they are. */
export function planColumnHeadingsOf(columns: readonly string[], language: string): string[] {
  const headings = PLAN_COLUMN_HEADINGS[(planLanguageOf(language)?.id ?? 'de') as PlanLanguageId];
  return columns.map((column) => headings[column as PlanColumn] ?? column);
}

/** One row of a plan as stored: the group it belongs to and a text per column key. */
export interface PlanRowTexts {
  section: string | null;
  texts: Readonly<Record<PlanColumn, string>>;
}

/** A row's cells in the order of the type's columns (a column the row has no text for is empty). */
export function planCellsOf(columns: readonly string[], row: PlanRowTexts): string[] {
  return columns.map((column) => row.texts[column as PlanColumn] ?? '');
}

/** What the plan list may be ordered by (docs/rules/calls.md customerPlans orderField), and its defaults. */
export const PLAN_ORDER_FIELDS = ['DATE', 'NAME'] as const;
export type PlanOrderField = (typeof PLAN_ORDER_FIELDS)[number];
export const PLAN_LIST_DEFAULT_LIMIT = 10;
export const PLAN_LIST_MAX_LIMIT = 100;

export interface PlanListQuery {
  page: number;
  limit: number;
  orderField: PlanOrderField;
  orderDirection: 'ASC' | 'DESC';
}
