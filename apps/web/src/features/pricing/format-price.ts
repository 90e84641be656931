import { CENT_DIVISOR, type Money } from '@shop/domain';

export interface AlternativePriceConfig {
  currency: string;
  /** Units of the shop currency per one unit of the alternative currency (BGN per EUR). */
  factor: number;
}

export interface PriceFormatConfig {
  intlLocale: string;
  alternativePrice: AlternativePriceConfig | null;
}

export interface FormattedPrice {
  main: string;
  /** The same amount in the alternative currency (Bulgaria: EUR), or null. */
  alternative: string | null;
}

export function formatMoney(money: Money, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, { style: 'currency', currency: money.currency }).format(
    money.centAmount / CENT_DIVISOR,
  );
}

/** Converts with the fixed rate and rounds to whole cents. */
export function toAlternativeMoney(money: Money, alternative: AlternativePriceConfig): Money {
  return { centAmount: Math.round(money.centAmount / alternative.factor), currency: alternative.currency };
}

export function formatPrice(money: Money, config: PriceFormatConfig): FormattedPrice {
  const { alternativePrice } = config;
  const alternative =
    alternativePrice && alternativePrice.factor > 0 && alternativePrice.currency !== money.currency
      ? formatMoney(toAlternativeMoney(money, alternativePrice), config.intlLocale)
      : null;
  return { main: formatMoney(money, config.intlLocale), alternative };
}
