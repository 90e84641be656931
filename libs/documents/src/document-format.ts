import { CENT_DIVISOR, type Money } from '@shop/domain';
import type { AlternativeCurrency } from './document.types';

/** How amounts, quantities, rates and days read in a document of one locale (Intl, as the web client shows them). */
export interface DocumentFormat {
  /** An amount in its currency, e.g. "€ 1.234,56" (de-AT), "1234,56 лв." (bg-BG). */
  money(money: Money): string;
  /** The amount converted into a second currency, rounded to whole cents. */
  converted(money: Money, alternative: AlternativeCurrency): string;
  /** "1 EUR = 1,95583 лв." for a second currency. */
  rate(documentCurrency: string, alternative: AlternativeCurrency): string;
  /** A quantity with up to three decimals. */
  quantity(value: number): string;
  /** A VAT rate given in percent, e.g. "20 %". */
  percent(value: number): string;
  /** An ISO day (or the UTC day of an ISO date-time) as a numeric date, e.g. "14.06.2026". */
  day(iso: string): string;
  /** The month and year of an ISO day, e.g. "Juni 2026". */
  month(iso: string): string;
  /** A country name for an ISO 3166 alpha-2 code in the given language; anything else as given. */
  country(value: string): string;
}

/** The calendar day of an ISO day or date-time, as a Date at 00:00 UTC. */
export function utcDayOf(iso: string): Date {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(iso)?.[0];
  return new Date(`${day ?? iso}T00:00:00.000Z`);
}

/** Intl formatters take milliseconds to build: one set per locale and language, for every later document. */
const formats = new Map<string, DocumentFormat>();
const MAX_FORMATS = 64;

export function documentFormatOf(locale: string, language: string): DocumentFormat {
  const key = `${locale}|${language}`;
  let format = formats.get(key);
  if (!format) {
    // The locales come from jobs: bounded, so odd input cannot grow the map without end.
    if (formats.size >= MAX_FORMATS) formats.clear();
    format = createDocumentFormat(locale, language);
    formats.set(key, format);
  }
  return format;
}

function createDocumentFormat(locale: string, language: string): DocumentFormat {
  const currencies = new Map<string, Intl.NumberFormat>();
  const currency = (code: string) => {
    let format = currencies.get(code);
    if (!format) {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
      currencies.set(code, format);
    }
    return format;
  };
  const money = (value: Money) => currency(value.currency).format(value.centAmount / CENT_DIVISOR);
  const quantity = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const day = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const regions = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const currencySymbol = (code: string) =>
    currency(code)
      .formatToParts(1)
      .find((part) => part.type === 'currency')?.value ?? code;
  return {
    money,
    converted: (value, alternative) =>
      money({
        centAmount: Math.round(value.centAmount / alternative.factor),
        currency: alternative.currency,
      }),
    rate: (documentCurrency, alternative) =>
      `1 ${alternative.currency} = ${rate.format(alternative.factor)} ${currencySymbol(documentCurrency)}`,
    quantity: (value) => quantity.format(value),
    percent: (value) => percent.format(value / 100),
    day: (iso) => day.format(utcDayOf(iso)),
    month: (iso) => month.format(utcDayOf(iso)),
    country(value) {
      if (!/^[A-Z]{2}$/.test(value)) return value;
      try {
        return regions.of(value) ?? value;
      } catch {
        return value;
      }
    },
  };
}
