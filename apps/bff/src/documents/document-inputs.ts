import type {
  BillingDocumentRecord,
  DocumentParties,
  OrderRecord,
  PlanForPrint,
  PurchaseSummary,
} from '@shop/commerce';
import type { ShopContext } from '@shop/domain';
import type {
  BusinessDocument,
  DocumentAddress,
  Letterhead,
  PlanDocument,
  PurchaseReport,
} from '@shop/documents';
import { isLocaleCode, LANGUAGES, LOCALES, SHOP_LOCALES, type Language } from '@shop/locales';

// What the worker renders, built from the commerce port's records (decision 0057). Pure: the
// inputs are the documents' content, and their hash is the document's version.

interface Presentation {
  language: Language;
  locale: string;
  alternativeCurrency: BusinessDocument['alternativeCurrency'];
}

function presentationOf(ctx: ShopContext): Presentation {
  if (!isLocaleCode(ctx.locale)) throw new Error(`not a shop locale: ${ctx.locale}`);
  const info = LOCALES[ctx.locale];
  return {
    language: info.language,
    locale: info.intlLocale,
    alternativeCurrency: info.showAlternativePrice ?? null,
  };
}

function letterheadOf(parties: DocumentParties): Letterhead {
  const { name, ...rest } = parties.seller;
  return { companyName: name, ...rest };
}

function billToOf(parties: DocumentParties): DocumentAddress {
  const customer = parties.customer;
  return {
    name: customer.name,
    lines: [
      ...(customer.name2 ? [customer.name2] : []),
      customer.street,
      `${customer.postalCode} ${customer.city}`,
      customer.countryCode,
    ],
  };
}

/** The order PDF (docs/rules/calls.md printOrder): the order as placed, with where it went. */
export function orderDocumentOf(
  ctx: ShopContext,
  parties: DocumentParties,
  order: OrderRecord,
): BusinessDocument {
  const address = order.shippingAddress;
  return {
    kind: 'ORDER',
    ...presentationOf(ctx),
    number: order.orderNumber,
    date: order.orderedAt.slice(0, 10),
    orderNumber: order.orderNumber,
    customerNumber: parties.customer.customerNo,
    customerReference: order.customerIdentifier,
    letterhead: letterheadOf(parties),
    billTo: billToOf(parties),
    shipTo: {
      name: `${address.firstName} ${address.lastName}`.trim(),
      lines: [address.streetName, `${address.postalCode} ${address.city}`, address.country],
    },
    lines: order.lines,
    taxPercent: order.taxPercent,
    totals: order.totals,
    surcharge: order.customLineItem
      ? { name: order.customLineItem.name, amount: order.customLineItem.price }
      : null,
    note: order.customerComment,
  };
}

/** An invoice or credit memo (printOrderInvoice / printOrderCreditMemo) as the ERP issued it. */
export function billingDocumentOf(
  ctx: ShopContext,
  parties: DocumentParties,
  document: BillingDocumentRecord,
): BusinessDocument {
  return {
    kind: document.kind,
    ...presentationOf(ctx),
    number: document.documentNumber,
    date: document.issuedOn,
    orderNumber: document.orderNumber,
    customerNumber: parties.customer.customerNo,
    letterhead: letterheadOf(parties),
    billTo: billToOf(parties),
    lines: document.lines,
    taxPercent: document.taxPercent,
    totals: document.totals,
    dueDate: document.dueOn,
    note: document.reason,
  };
}

/** The purchase report (docs/rules/calls.md purchaseReport) of a range of days. */
export function purchaseReportOf(
  ctx: ShopContext,
  parties: DocumentParties,
  range: { fromDate: string; untilDate: string },
  summary: PurchaseSummary,
  currency: string,
): PurchaseReport {
  const sum = (pick: (order: PurchaseSummary['orders'][number]) => number) =>
    summary.orders.reduce((total, order) => total + pick(order), 0);
  return {
    ...presentationOf(ctx),
    letterhead: letterheadOf(parties),
    customer: { ...billToOf(parties), customerNumber: parties.customer.customerNo },
    fromDate: range.fromDate,
    untilDate: range.untilDate,
    orders: summary.orders.map((order) => ({
      orderNumber: order.orderNumber,
      date: order.orderedAt,
      source: order.source,
      net: order.totals.net,
      gross: order.totals.gross,
    })),
    products: summary.products,
    totals: {
      net: { centAmount: sum((order) => order.totals.net.centAmount), currency },
      gross: { centAmount: sum((order) => order.totals.gross.centAmount), currency },
    },
  };
}

/**
 * A display plan (generatePlanPdfEncodedFileContent) in the plan's own language: its dates are
 * formatted as in the session's locale when that speaks the plan's language, else as in the first shop
 * locale that does (a Czech plan of an Austrian customer prints Czech dates).
 */
export function planDocumentOf(ctx: ShopContext, parties: DocumentParties, plan: PlanForPrint): PlanDocument {
  const own = presentationOf(ctx);
  const language = (LANGUAGES as readonly string[]).includes(plan.language)
    ? (plan.language as Language)
    : own.language;
  const locale =
    language === own.language
      ? own.locale
      : LOCALES[SHOP_LOCALES.find((code) => LOCALES[code].language === language)!].intlLocale;
  return {
    language,
    locale,
    letterhead: letterheadOf(parties),
    customerName: plan.customerName,
    planName: plan.planName,
    date: plan.date,
    columns: plan.columns,
    rows: plan.rows,
  };
}
