/** Money is integer cents plus an ISO currency everywhere; formatting happens only in the web client. */
export interface Money {
  centAmount: number;
  currency: string;
}

export const CENT_DIVISOR = 100;
/** Bulgaria shows a second price in EUR (docs/rules/constants.md). */
export const BGN_EUR_FACTOR = 1.95583;
