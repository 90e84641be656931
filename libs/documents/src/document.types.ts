import type { Money, OrderSource } from '@shop/domain';
import type { Language } from '@shop/locales';

export type { Language } from '@shop/locales';

/** The document type (docs/rules/data-model.md): what the order history prints for an order. */
export const DOCUMENT_KINDS = ['ORDER', 'INVOICE', 'CREDIT_MEMO'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Print formats of a display plan (docs/rules/data-model.md), defined once in @shop/domain (jobs and web use them too). */
export { PRINT_FORMATS, type PrintFormat } from '@shop/domain';

/** The tenant's company as it heads and foots every document. */
export interface Letterhead {
  /** Legal name of the company, e.g. "Hygiene Handel GmbH". */
  companyName: string;
  /** Street and house number. */
  street: string;
  postalCode: string;
  city: string;
  /** Country as printed; an ISO 3166 alpha-2 code (e.g. "AT") is printed as its name in the document language. */
  country: string;
  /** VAT identification number (UID / DIČ / IČ DPH / Partita IVA / ИН по ДДС). */
  vatId: string;
  phone: string;
  email: string;
  /** Web address as printed, e.g. "www.example.at". */
  website: string;
}

/** A postal address block: the name in bold, then the lines (street, "postal city", country) as given. */
export interface DocumentAddress {
  /** Company or person the address belongs to. */
  name: string;
  /** Street, "postal code city", country …: printed one per line, in this order. */
  lines: string[];
}

/** One line of an order, invoice or credit memo. */
export interface DocumentLine {
  /** Position number printed in the first column (1, 2, 3 … or the ERP's 10, 20, 30 …). */
  position: number;
  /** Article number. */
  sku: string;
  /** Article name in the document language; long names wrap inside their column. */
  name: string;
  /** Quantity in the article's unit (fractions allowed, up to three decimals are shown). */
  quantity: number;
  /** Net price of one unit. */
  unitPrice: Money;
  /** Net amount of the line (quantity × unit price, as the commerce backend computed it). */
  linePrice: Money;
}

/**
 * A second currency for the totals, e.g. EUR beside BGN in Bulgaria (docs/rules/constants.md; `LOCALES[…].showAlternativePrice`).
 * Amounts are converted at the fixed `factor` (units of the document currency per unit of `currency`) and
 * rounded to whole cents, and the rate is printed beside them.
 */
export interface AlternativeCurrency {
  /** ISO 4217 code of the second currency, e.g. "EUR". */
  currency: string;
  /** How many units of the document's currency make one unit of `currency` (BGN per EUR: 1.95583). */
  factor: number;
}

/** An order, invoice or credit memo as the order history prints it. */
export interface BusinessDocument {
  kind: DocumentKind;
  /** Language of every fixed text. */
  language: Language;
  /** BCP 47 tag for numbers, amounts and dates, e.g. "de-AT", "bg-BG". */
  locale: string;
  /** The order, invoice or credit memo number (by `kind`). */
  number: string;
  /** Date of the document as an ISO day (YYYY-MM-DD). */
  date: string;
  /** The order the document belongs to (printed on invoices and credit memos). */
  orderNumber: string;
  customerNumber: string;
  /** The customer's own reference for the order (purchase order number), when given. */
  customerReference?: string | null;
  letterhead: Letterhead;
  billTo: DocumentAddress;
  /** Delivery address, when it differs from the billing address or is to be printed. */
  shipTo?: DocumentAddress | null;
  lines: DocumentLine[];
  /** VAT rate in percent, e.g. 20. */
  taxPercent: number;
  /** Totals as the commerce backend computed them (net includes the surcharge). */
  totals: { net: Money; tax: Money; gross: Money };
  /** The minimum-quantity surcharge (docs/rules/constants.md), printed as a line of its own after the articles. */
  surcharge?: { name: string; amount: Money } | null;
  /** Payment due date of an invoice as an ISO day; printed beside the facts and as a payment sentence. */
  dueDate?: string | null;
  /** Free text printed below the totals; on a credit memo it is the reason of the credit. */
  note?: string | null;
  /** Totals also in a second currency (Bulgaria: EUR), when set. */
  alternativeCurrency?: AlternativeCurrency | null;
}

/** One order of the purchase report. */
export interface PurchaseReportOrder {
  orderNumber: string;
  /** Order date as an ISO day (YYYY-MM-DD) or ISO date-time (its UTC day is printed). */
  date: string;
  source: OrderSource;
  net: Money;
  gross: Money;
}

/** One article of the purchase report, summed over the orders of the range. */
export interface PurchaseReportProduct {
  sku: string;
  name: string;
  /** Total quantity bought in the range. */
  quantity: number;
  /** Total net amount spent on it in the range. */
  net: Money;
}

/** What one customer bought in a date range (docs/rules/roles.md `purchaseReport(startDate, endDate)`). */
export interface PurchaseReport {
  language: Language;
  /** BCP 47 tag for numbers, amounts and dates. */
  locale: string;
  letterhead: Letterhead;
  customer: DocumentAddress & { customerNumber: string };
  /** First day of the range (ISO day, included). */
  fromDate: string;
  /** Last day of the range (ISO day, included). */
  untilDate: string;
  /** The orders of the range, printed in the order given (the caller sorts, e.g. by date). */
  orders: PurchaseReportOrder[];
  /** Articles bought, aggregated; printed by net amount, largest first (ties by article number). */
  products: PurchaseReportProduct[];
  totals: { net: Money; gross: Money };
  /** Totals also in a second currency (Bulgaria: EUR), when set. */
  alternativeCurrency?: AlternativeCurrency | null;
}

/** One row of a display plan: an area or product with a cell per column, or the first row of a section. */
export interface PlanRow {
  /** When set, a band with this heading is printed before the row (a new area, e.g. "Küche"). */
  section?: string | null;
  /** One text per column of the plan, in column order (missing cells print empty). */
  cells: string[];
}

/** A display plan ("Aushangplan": hygiene or cleaning plan hung on a wall), docs/rules/data-model.md "Plan". */
export interface PlanDocument {
  language: Language;
  /** BCP 47 tag for the date. */
  locale: string;
  letterhead: Letterhead;
  /** The customer (or its location) the plan is for, printed under the title. */
  customerName: string;
  planName: string;
  /** Date of the plan's version as an ISO day; the control sheet is for this day's month. */
  date: string;
  /** Column headings, already in the plan's language. */
  columns: string[];
  rows: PlanRow[];
}

/** Rows of a CSV file (e.g. a shopping list export). */
export interface CsvInput {
  /** File name without extension; reduced to readable ASCII. */
  fileNameBase: string;
  headers: string[];
  /** One array per row, as long as `headers`; numbers are written with a decimal comma. */
  rows: (string | number)[][];
  language: Language;
}

/** A rendered file, ready to store or to send base64-encoded (docs/rules/data-model.md "encoded file"). */
export interface RenderedFile {
  content: Buffer;
  /** Readable ASCII file name with extension, e.g. "Rechnung-R2026-000123.pdf". */
  fileName: string;
  mimeType: string;
}

export interface RenderOptions {
  /**
   * Creation date written into the PDF's metadata (and its file id). Fixed => byte-identical output for the
   * same input (caches, tests). Default: now.
   */
  createdAt?: Date;
}
