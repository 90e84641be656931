import type { Money } from '@shop/domain';
import type { TierPrice } from './pricing.port';

/**
 * The price for a quantity (docs/rules/data-model.md: the price is matched to a tier by minimum quantity): the tier
 * with the largest minimum quantity not above the quantity, else the base price.
 */
export function priceForQuantity(base: Money, tiers: readonly TierPrice[], quantity: number): Money {
  let best: TierPrice | null = null;
  for (const tier of tiers) {
    if (tier.minimumQuantity > quantity) continue;
    if (!best || tier.minimumQuantity > best.minimumQuantity) best = tier;
  }
  return best ? best.price : base;
}
