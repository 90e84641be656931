import { CENT_DIVISOR, type Money } from '@shop/domain';
import { LOCALES, type LocaleCode } from '@shop/locales';

/** The time zone of each shop country: a mail shows the time on the customer's clock. */
const TIME_ZONES: Record<string, string> = {
  AT: 'Europe/Vienna',
  DE: 'Europe/Berlin',
  CZ: 'Europe/Prague',
  SK: 'Europe/Bratislava',
  IT: 'Europe/Rome',
  BG: 'Europe/Sofia',
};

/** How amounts, dates, percentages and countries read in a mail of one shop locale. */
export interface MailFormat {
  /** An amount in the shop's currency; in Bulgaria with the EUR amount beside it, as the shop shows it. */
  money(money: Money): string;
  /** An ISO date-time as the date and time in the shop country. */
  dateTime(iso: string): string;
  percent(value: number): string;
  /** A country name for an ISO 3166 alpha-2 code (the code itself when unknown). */
  country(code: string): string;
}

export function mailFormatOf(locale: LocaleCode): MailFormat {
  const { intlLocale, countryCode, showAlternativePrice } = LOCALES[locale];
  const currency = (money: Money) =>
    new Intl.NumberFormat(intlLocale, { style: 'currency', currency: money.currency }).format(
      money.centAmount / CENT_DIVISOR,
    );
  const dateTime = new Intl.DateTimeFormat(intlLocale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONES[countryCode] ?? 'UTC',
  });
  const number = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 2 });
  const regions = new Intl.DisplayNames([intlLocale], { type: 'region', fallback: 'code' });
  return {
    money(money) {
      const alternative = showAlternativePrice;
      if (!alternative || alternative.currency === money.currency) return currency(money);
      // The shop's fixed conversion (docs/rules/constants.md), rounded to whole cents like the web client's.
      const converted = {
        centAmount: Math.round(money.centAmount / alternative.factor),
        currency: alternative.currency,
      };
      return `${currency(money)} (${currency(converted)})`;
    },
    dateTime: (iso) => dateTime.format(new Date(iso)),
    percent: (value) => `${number.format(value)} %`,
    country(code) {
      try {
        return regions.of(code) ?? code;
      } catch {
        return code;
      }
    },
  };
}
