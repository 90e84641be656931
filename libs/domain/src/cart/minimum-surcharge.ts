import type { Money } from '../money';
import { orderTotalsOf, type OrderTotals } from '../order/order-rules';

/**
 * A tenant's minimum-quantity surcharge (decision 0043): a cart whose goods are worth more than
 * nothing but less than the minimum (net) pays the surcharge, as a custom line item apart from the
 * product lines. Amounts are integer cents of the tenant's currency.
 */
export interface MinimumSurchargeRule {
  minimumNetCents: number;
  surchargeCents: number;
  /** Key and sku of the custom line item (docs/rules/constants.md: configured). */
  sku: string;
}

/** The sku the embedded defaults give the surcharge line. */
export const MINIMUM_SURCHARGE_SKU = 'MIN-QTY-SURCHARGE';

/** Embedded defaults per tenant currency (decision 0043); ops change them per tenant in the database. */
export const MINIMUM_SURCHARGE_DEFAULTS: Readonly<
  Record<string, Pick<MinimumSurchargeRule, 'minimumNetCents' | 'surchargeCents'>>
> = {
  EUR: { minimumNetCents: 100_00, surchargeCents: 9_90 },
  CZK: { minimumNetCents: 2_500_00, surchargeCents: 250_00 },
  BGN: { minimumNetCents: 200_00, surchargeCents: 19_90 },
};

/** The embedded default rule of a currency; null for a currency without one (no surcharge). */
export function defaultMinimumSurchargeRule(currency: string): MinimumSurchargeRule | null {
  const amounts = MINIMUM_SURCHARGE_DEFAULTS[currency];
  return amounts ? { ...amounts, sku: MINIMUM_SURCHARGE_SKU } : null;
}

/** A priced line that is not a product (here only the surcharge) (docs/rules/data-model.md, customLineItem). */
export interface CustomLineItem {
  key: string;
  name: string;
  price: Money;
}

/** What decides the surcharge of one cart besides its lines. */
export interface SurchargeTerms {
  rule: MinimumSurchargeRule | null;
  /** The session customer's exclFromMinQtyCharge (docs/rules/data-model.md). */
  excluded: boolean;
}

/**
 * The surcharge line a cart with goods worth `goodsNet` gets, or null: none for an empty cart (0),
 * at or above the minimum, for an excluded customer, or for a tenant without a rule. The line's
 * name is its key: no shop text names it, the client shows its translated label (docs/rules/constants.md).
 */
export function minimumSurchargeOf(goodsNet: Money, terms: SurchargeTerms): CustomLineItem | null {
  const { rule } = terms;
  if (!rule || terms.excluded) return null;
  if (goodsNet.centAmount <= 0 || goodsNet.centAmount >= rule.minimumNetCents) return null;
  return {
    key: rule.sku,
    name: rule.sku,
    price: { centAmount: rule.surchargeCents, currency: goodsNet.currency },
  };
}

/** A cart's goods, its surcharge line and its totals with the surcharge in the net. */
export interface CartCharges {
  goodsNet: Money;
  surcharge: CustomLineItem | null;
  /** With a surcharge: the goods value (net) from which it no longer applies; what is missing to it. */
  surchargeWaiver: { from: Money; missing: Money } | null;
  totals: OrderTotals;
}

/**
 * The charges of priced lines: the surcharge from their sum, then the totals of lines and surcharge
 * with the tax taken once on the whole net (orderTotalsOf), as the invoice does.
 */
export function cartChargesOf(
  lineCentAmounts: readonly number[],
  terms: SurchargeTerms & { taxPercent: number; currency: string },
): CartCharges {
  const goodsNet = {
    centAmount: lineCentAmounts.reduce((sum, cents) => sum + cents, 0),
    currency: terms.currency,
  };
  const surcharge = minimumSurchargeOf(goodsNet, terms);
  const amounts = surcharge ? [...lineCentAmounts, surcharge.price.centAmount] : lineCentAmounts;
  const minimum = terms.rule?.minimumNetCents ?? 0;
  const surchargeWaiver = surcharge
    ? {
        from: { centAmount: minimum, currency: terms.currency },
        missing: { centAmount: minimum - goodsNet.centAmount, currency: terms.currency },
      }
    : null;
  return {
    goodsNet,
    surcharge,
    surchargeWaiver,
    totals: orderTotalsOf(amounts, terms.taxPercent, terms.currency),
  };
}

/** A custom line item whose name is its key is labelled with the translated surcharge text (docs/rules/constants.md). */
export function showsSurchargeLabel(item: Pick<CustomLineItem, 'key' | 'name'>): boolean {
  return item.name === item.key;
}
