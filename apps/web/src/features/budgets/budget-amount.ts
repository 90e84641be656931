import { budgetValueProblem, CENT_DIVISOR } from '@shop/domain';

/**
 * An amount as typed in a budget form ("1.250,50", "1250.5", "1 250"): cents, or null when it is not
 * an amount a budget may have (budgetValueProblem of libs/domain). The last comma or dot followed by
 * one or two digits is the decimal mark; other dots, commas and spaces group thousands.
 */
export function parseBudgetAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f']/g, '');
  const match = /^(\d{1,3}(?:[.,]?\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const units = Number(match[1].replace(/[.,]/g, ''));
  const cents = units * CENT_DIVISOR + Number((match[2] ?? '0').padEnd(2, '0'));
  return budgetValueProblem(cents) ? null : cents;
}

/** Cents as the form shows them to be edited: plain digits with the locale's decimal mark. */
export function budgetAmountText(cents: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / CENT_DIVISOR);
}
