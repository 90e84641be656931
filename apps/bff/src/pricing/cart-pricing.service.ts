import { Inject, Injectable } from '@nestjs/common';
import { priceCart, roleSeesPrices, type Money, type PricedCart, type ShopContext } from '@shop/domain';
import { PRICING_PORT, priceForQuantity, type PricingPort } from '@shop/pricing';
import { badInput } from '../common/shop-error';
import { ShopConfigService } from '../shop-config/shop-config.service';

/**
 * A cart priced at this moment's customer prices, straight from the pricing port (no cache): what
 * checkout orders and what a hand-over reserves of a budget (decisions 0037, 0061). The cart page's
 * price fields use the same priceCart through the request's price loaders (CartChargesService).
 */
@Injectable()
export class CartPricingService {
  constructor(
    @Inject(PRICING_PORT) private readonly pricing: PricingPort,
    private readonly configs: ShopConfigService,
  ) {}

  /** Every line priced (tiers by quantity), with the surcharge and totals; BAD_USER_INPUT error.price-unknown when one has no price. */
  async priceNow(ctx: ShopContext, lines: readonly { sku: string; quantity: number }[]): Promise<PricedCart> {
    const [prices, config] = await Promise.all([
      this.pricing.custPrices(
        ctx,
        lines.map((line) => line.sku),
      ),
      this.configs.configOf(ctx),
    ]);
    const units = lines.map((line, i) => {
      const price = prices[i];
      return price ? priceForQuantity(price.price, price.tierPrices, line.quantity) : null;
    });
    const priced = priceCart(lines, units, { config, customer: ctx.customer });
    if (priced.unpricedSkus.length > 0)
      throw badInput('error.price-unknown', { sku: priced.unpricedSkus[0] });
    return priced;
  }

  /**
   * The net amount a cart would be ordered for now: what a hand-over reserves in its creator's budget
   * (decision 0061). The basket shopper sees no prices, but its cart costs its customer the same: it
   * is priced as the customer's purchasers see it, and the amount goes only to the ledger.
   */
  async netNow(ctx: ShopContext, lines: readonly { sku: string; quantity: number }[]): Promise<Money> {
    const pricing: ShopContext = roleSeesPrices(ctx.role) ? ctx : { ...ctx, role: 'ROLE_CART_PURCHASER' };
    return (await this.priceNow(pricing, lines)).totals.net;
  }
}
