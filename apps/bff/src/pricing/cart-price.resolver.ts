import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { cartChargesOf, type CartCharges, type ShopContext } from '@shop/domain';
import { priceForQuantity } from '@shop/pricing';
import type { GraphqlContext } from '../common/graphql-context';
import type { RequestLoaders } from '../common/request-loaders';
import { CustomLineItemModel } from '../common/custom-line-item.model';
import { MoneyModel, SurchargeWaiverModel, TaxedPriceModel } from '../common/money.model';
import { CartLineModel, CartModel } from '../carts/cart.models';
import { ShopConfigService } from '../shop-config/shop-config.service';
import { PriceLoaders } from './price-loaders';

/**
 * The price fields of carts: the customer's price of each line's quantity (tier prices apply), the
 * minimum-quantity surcharge and the cart's totals. Null for users who see no prices (the basket
 * shopper, spec 02 §6): no amount of a cart ever reaches them, decided here in the BFF. All lines of
 * a response cost one pricing call.
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
  /**
   * The charges of each cart object of a response, computed once: totalPrice, taxedPrice,
   * customLineItem and surchargeWaiver all read them (the objects live for one request).
   */
  private readonly charges = new WeakMap<CartModel, Promise<(CartCharges & { taxPercent: number }) | null>>();

  constructor(
    private readonly prices: PriceLoaders,
    private readonly configs: ShopConfigService,
  ) {}

  @ResolveField(() => MoneyModel, {
    nullable: true,
    description:
      'Net sum of the line prices and the minimum-quantity surcharge; null for roles that see no prices and for an empty cart.',
  })
  async totalPrice(
    @Parent() cart: CartModel,
    @Context() { loaders }: GraphqlContext,
  ): Promise<MoneyModel | null> {
    return (await this.chargesOf(loaders, cart))?.totals.net ?? null;
  }

  @ResolveField(() => TaxedPriceModel, {
    nullable: true,
    description:
      "Net (with the minimum-quantity surcharge), the tenant's tax of it and gross of the cart; null like totalPrice.",
  })
  async taxedPrice(
    @Parent() cart: CartModel,
    @Context() { loaders }: GraphqlContext,
  ): Promise<TaxedPriceModel | null> {
    const charges = await this.chargesOf(loaders, cart);
    if (!charges) return null;
    const { totals } = charges;
    return {
      totalNet: totals.net,
      totalTax: totals.tax,
      totalGross: totals.gross,
      taxPercent: charges.taxPercent,
    };
  }

  @ResolveField(() => CustomLineItemModel, {
    nullable: true,
    description:
      "The minimum-quantity surcharge (decision 0043): when the lines' net is below the tenant's minimum and the customer is not excluded. Not among lineItems; null when none applies and for roles that see no prices.",
  })
  async customLineItem(
    @Parent() cart: CartModel,
    @Context() { loaders }: GraphqlContext,
  ): Promise<CustomLineItemModel | null> {
    return (await this.chargesOf(loaders, cart))?.surcharge ?? null;
  }

  @ResolveField(() => SurchargeWaiverModel, {
    nullable: true,
    description:
      'With a minimum-quantity surcharge: the net goods value from which it no longer applies, and what is missing to it (decision 0043). Null without a surcharge.',
  })
  async surchargeWaiver(
    @Parent() cart: CartModel,
    @Context() { loaders }: GraphqlContext,
  ): Promise<SurchargeWaiverModel | null> {
    return (await this.chargesOf(loaders, cart))?.surchargeWaiver ?? null;
  }

  /**
   * The cart's charges from its priced lines (libs/domain cartChargesOf); null when no line has a
   * price, which is always so for roles that see no prices (PriceLoaders answers them with null).
   */
  private chargesOf(
    loaders: RequestLoaders,
    cart: CartModel,
  ): Promise<(CartCharges & { taxPercent: number }) | null> {
    let charges = this.charges.get(cart);
    if (!charges) {
      charges = this.computeCharges(loaders, cart);
      this.charges.set(cart, charges);
    }
    return charges;
  }

  private async computeCharges(
    loaders: RequestLoaders,
    cart: CartModel,
  ): Promise<(CartCharges & { taxPercent: number }) | null> {
    const units = await Promise.all(
      cart.lineItems.map((line) => unitPriceOf(this.prices, loaders, cart.ctx, line)),
    );
    const priced = units.flatMap((unit, i) => (unit ? [{ unit, quantity: cart.lineItems[i].quantity }] : []));
    if (priced.length === 0) return null;
    const config = await this.configs.configOf(cart.ctx);
    const charges = cartChargesOf(
      priced.map(({ unit, quantity }) => unit.centAmount * quantity),
      {
        rule: config.minimumSurcharge,
        excluded: cart.ctx.customer?.exclFromMinQtyCharge === true,
        taxPercent: config.taxPercent,
        currency: priced[0].unit.currency,
      },
    );
    return { ...charges, taxPercent: config.taxPercent };
  }
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
