import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CustomLineItemModel } from '../common/custom-line-item.model';
import { MoneyModel, SurchargeWaiverModel, TaxedPriceModel } from '../common/money.model';
import { CartLineModel, CartModel } from '../carts/cart.models';
import { CartChargesService } from './cart-charges.service';
import { Loaders } from '../common/request/loaders.decorator';
import type { RequestLoaders } from '../common/request-loaders';

/**
 * The price fields of carts: the customer's price of each line's quantity (tier prices apply), the
 * minimum-quantity surcharge and the cart's totals. Null for users who see no prices (the basket
 * shopper, docs/rules/roles.md): no amount of a cart ever reaches them, decided here in the BFF. All lines of
 * a response cost one pricing call.
 */
@Resolver(() => CartLineModel)
export class CartLinePriceResolver {
  constructor(private readonly charges: CartChargesService) {}

  @ResolveField(() => MoneyModel, {
    nullable: true,
    description: 'Price of one unit at this quantity (tiers applied).',
  })
  unitPrice(@Parent() line: CartLineModel, @Loaders() loaders: RequestLoaders): Promise<MoneyModel | null> {
    return this.charges.unitPriceOf(loaders, line.ctx, line);
  }

  @ResolveField(() => MoneyModel, { nullable: true, description: 'unitPrice × quantity.' })
  async linePrice(
    @Parent() line: CartLineModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<MoneyModel | null> {
    const unit = await this.charges.unitPriceOf(loaders, line.ctx, line);
    return unit ? { centAmount: unit.centAmount * line.quantity, currency: unit.currency } : null;
  }
}

@Resolver(() => CartModel)
export class CartPriceResolver {
  constructor(private readonly charges: CartChargesService) {}

  @ResolveField(() => MoneyModel, {
    nullable: true,
    description:
      'Net sum of the line prices and the minimum-quantity surcharge; null for roles that see no prices and for an empty cart.',
  })
  async totalPrice(
    @Parent() cart: CartModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<MoneyModel | null> {
    return (await this.charges.chargesOf(loaders, cart))?.totals.net ?? null;
  }

  @ResolveField(() => TaxedPriceModel, {
    nullable: true,
    description:
      "Net (with the minimum-quantity surcharge), the tenant's tax of it and gross of the cart; null like totalPrice.",
  })
  async taxedPrice(
    @Parent() cart: CartModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<TaxedPriceModel | null> {
    const charges = await this.charges.chargesOf(loaders, cart);
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
    @Loaders() loaders: RequestLoaders,
  ): Promise<CustomLineItemModel | null> {
    return (await this.charges.chargesOf(loaders, cart))?.surcharge ?? null;
  }

  @ResolveField(() => SurchargeWaiverModel, {
    nullable: true,
    description:
      'With a minimum-quantity surcharge: the net goods value from which it no longer applies, and what is missing to it (decision 0043). Null without a surcharge.',
  })
  async surchargeWaiver(
    @Parent() cart: CartModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<SurchargeWaiverModel | null> {
    return (await this.charges.chargesOf(loaders, cart))?.surchargeWaiver ?? null;
  }
}
