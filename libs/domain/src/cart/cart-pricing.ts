import type { Money } from '../money';
import { cartChargesOf, type CartCharges, type MinimumSurchargeRule } from './minimum-surcharge';

/** What prices a cart besides its lines: the tenant's surcharge rule, tax and currency, and the customer. */
export interface CartPriceTerms {
  config: { minimumSurcharge: MinimumSurchargeRule | null; taxPercent: number; currency: string };
  customer: { exclFromMinQtyCharge?: boolean } | null;
}

/** A line of a cart with the customer's price of one unit at its quantity, and of the line. */
export interface PricedCartLine {
  sku: string;
  quantity: number;
  unitPrice: Money;
  linePrice: Money;
}

/** A cart's priced lines, the skus without a price, and the charges of the priced lines. */
export interface PricedCart extends CartCharges {
  lines: PricedCartLine[];
  unpricedSkus: string[];
  taxPercent: number;
}

/**
 * The one calculation of a cart's charges (decision 0043), for the cart's price fields and for
 * checkout alike: each line at the unit price its quantity gets (`unitPrices[i]` for `lines[i]`,
 * null when unknown), the minimum-quantity surcharge from the goods, tax once on the whole net. Lines
 * without a price are left out of the sums and named in `unpricedSkus` (the cart page shows the
 * rest; checkout refuses). The currency is the first priced line's, else the tenant's.
 */
export function priceCart(
  lines: readonly { sku: string; quantity: number }[],
  unitPrices: readonly (Money | null)[],
  terms: CartPriceTerms,
): PricedCart {
  const priced: PricedCartLine[] = [];
  const unpricedSkus: string[] = [];
  lines.forEach((line, i) => {
    const unitPrice = unitPrices[i];
    if (!unitPrice) unpricedSkus.push(line.sku);
    else
      priced.push({
        sku: line.sku,
        quantity: line.quantity,
        unitPrice,
        linePrice: { centAmount: unitPrice.centAmount * line.quantity, currency: unitPrice.currency },
      });
  });
  const charges = cartChargesOf(
    priced.map((line) => line.linePrice.centAmount),
    {
      rule: terms.config.minimumSurcharge,
      excluded: terms.customer?.exclFromMinQtyCharge === true,
      taxPercent: terms.config.taxPercent,
      currency: priced[0]?.unitPrice.currency ?? terms.config.currency,
    },
  );
  return { ...charges, lines: priced, unpricedSkus, taxPercent: terms.config.taxPercent };
}
