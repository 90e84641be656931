import { Injectable } from '@nestjs/common';
import { priceCart, type CartCharges, type ShopContext } from '@shop/domain';
import { priceForQuantity } from '@shop/pricing';
import type { RequestLoaders } from '../common/request-loaders';
import type { MoneyModel } from '../common/money.model';
import type { CartLineModel, CartModel } from '../carts/cart.models';
import { ShopConfigService } from '../shop-config/shop-config.service';
import { PriceLoaders } from './price-loaders';

export type CartChargesWithTax = CartCharges & { taxPercent: number };

/**
 * The charges of each cart object of a response, computed once from its priced lines (libs/domain
 * priceCart, as checkout's CartPricingService): the price fields of Cart and its budget read them (the objects live for one request).
 * Null when no line has a price, which is always so for roles that see no prices (PriceLoaders
 * answers them with null).
 */
@Injectable()
export class CartChargesService {
  private readonly charges = new WeakMap<CartModel, Promise<CartChargesWithTax | null>>();

  constructor(
    private readonly prices: PriceLoaders,
    private readonly configs: ShopConfigService,
  ) {}

  chargesOf(loaders: RequestLoaders, cart: CartModel): Promise<CartChargesWithTax | null> {
    let charges = this.charges.get(cart);
    if (!charges) {
      charges = this.computeCharges(loaders, cart);
      this.charges.set(cart, charges);
    }
    return charges;
  }

  /** The customer's price of one unit of a line at its quantity (tier prices apply); null when unknown. */
  async unitPriceOf(
    loaders: RequestLoaders,
    ctx: ShopContext,
    line: Pick<CartLineModel, 'sku' | 'quantity'>,
  ): Promise<MoneyModel | null> {
    const price = await this.prices.detail(loaders, ctx, line.sku);
    return price ? priceForQuantity(price.price, price.tierPrices, line.quantity) : null;
  }

  private async computeCharges(loaders: RequestLoaders, cart: CartModel): Promise<CartChargesWithTax | null> {
    const units = await Promise.all(cart.lineItems.map((line) => this.unitPriceOf(loaders, cart.ctx, line)));
    if (!units.some(Boolean)) return null;
    const config = await this.configs.configOf(cart.ctx);
    const { goodsNet, surcharge, surchargeWaiver, totals, taxPercent } = priceCart(cart.lineItems, units, {
      config,
      customer: cart.ctx.customer,
    });
    return { goodsNet, surcharge, surchargeWaiver, totals, taxPercent };
  }
}
