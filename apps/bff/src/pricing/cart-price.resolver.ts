import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { orderTotalsOf, type ShopContext } from '@shop/domain';
import { priceForQuantity } from '@shop/pricing';
import type { GraphqlContext } from '../common/graphql-context';
import type { RequestLoaders } from '../common/request-loaders';
import { MoneyModel, TaxedPriceModel } from '../common/money.model';
import { CartLineModel, CartModel } from '../carts/cart.models';
import { ShopConfigService } from '../shop-config/shop-config.service';
import { PriceLoaders } from './price-loaders';

/**
 * The price fields of carts: the customer's price of each line's quantity (tier prices apply) and the
 * cart's total. Null for users who see no prices (the basket shopper, spec 02 §6): no amount of a
 * cart ever reaches them, decided here in the BFF. All lines of a response cost one pricing call.
 */
@Resolver(() => CartLineModel)
export class CartLinePriceResolver {
  constructor(private readonly prices: PriceLoaders) {}

  @ResolveField(() => MoneyModel, {
    nullable: true,
    description: 'Price of one unit at this quantity (tiers applied).',
  })
  unitPrice(
    @Parent() line: CartLineModel,
    @Context() { loaders }: GraphqlContext,
  ): Promise<MoneyModel | null> {
    return unitPriceOf(this.prices, loaders, line.ctx, line);
  }

  @ResolveField(() => MoneyModel, { nullable: true, description: 'unitPrice × quantity.' })
  async linePrice(
    @Parent() line: CartLineModel,
    @Context() { loaders }: GraphqlContext,
  ): Promise<MoneyModel | null> {
    const unit = await unitPriceOf(this.prices, loaders, line.ctx, line);
    return unit ? { centAmount: unit.centAmount * line.quantity, currency: unit.currency } : null;
  }
}

@Resolver(() => CartModel)
export class CartPriceResolver {
  constructor(
    private readonly prices: PriceLoaders,
    private readonly configs: ShopConfigService,
  ) {}

  @ResolveField(() => MoneyModel, {
    nullable: true,
    description: 'Sum of the line prices (net); null for roles that see no prices and for an empty cart.',
  })
  async totalPrice(
    @Parent() cart: CartModel,
    @Context() { loaders }: GraphqlContext,
  ): Promise<MoneyModel | null> {
    return (await netTotalOf(this.prices, loaders, cart)) ?? null;
  }

  @ResolveField(() => TaxedPriceModel, {
    nullable: true,
    description: "Net, the tenant's tax and gross of the cart; null like totalPrice.",
  })
  async taxedPrice(
    @Parent() cart: CartModel,
    @Context() { loaders }: GraphqlContext,
  ): Promise<TaxedPriceModel | null> {
    const net = await netTotalOf(this.prices, loaders, cart);
    if (!net) return null;
    const { taxPercent } = await this.configs.configOf(cart.ctx);
    const totals = orderTotalsOf([net.centAmount], taxPercent, net.currency);
    return { totalNet: totals.net, totalTax: totals.tax, totalGross: totals.gross, taxPercent };
  }
}

/** The sum of a cart's priced lines; null when no line has a price (or the role sees none). */
async function netTotalOf(
  prices: PriceLoaders,
  loaders: RequestLoaders,
  cart: CartModel,
): Promise<MoneyModel | null> {
  const units = await Promise.all(cart.lineItems.map((line) => unitPriceOf(prices, loaders, cart.ctx, line)));
  const priced = units.flatMap((unit, i) => (unit ? [{ unit, quantity: cart.lineItems[i].quantity }] : []));
  if (priced.length === 0) return null;
  return {
    centAmount: priced.reduce((sum, { unit, quantity }) => sum + unit.centAmount * quantity, 0),
    currency: priced[0].unit.currency,
  };
}

async function unitPriceOf(
  prices: PriceLoaders,
  loaders: RequestLoaders,
  ctx: ShopContext,
  line: Pick<CartLineModel, 'sku' | 'quantity'>,
): Promise<MoneyModel | null> {
  const price = await prices.detail(loaders, ctx, line.sku);
  return price ? priceForQuantity(price.price, price.tierPrices, line.quantity) : null;
}
