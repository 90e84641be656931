import { Args, Query, Resolver } from '@nestjs/graphql';
import { pricesVisible, type ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { Shop } from '../common/request/shop.decorator';
import { ShopError } from '../common/shop-error';
import { PriceDetailArgs, PriceListArgs } from './price.args';
import { PriceLoaders } from './price-loaders';
import { CustPrice1UnitModel, CustPriceModel } from './price.models';
import { Loaders } from '../common/request/loaders.decorator';
import type { RequestLoaders } from '../common/request-loaders';

/** The context prices are asked in: a customer and a role that sees prices, or FORBIDDEN with why. */
function priceContext(ctx: ShopContext): ShopContext {
  if (!ctx.customer) throw new ShopError('FORBIDDEN', 'error.no-customer-selected');
  if (!pricesVisible(ctx)) throw new ShopError('FORBIDDEN', 'error.prices-not-visible');
  return ctx;
}

/**
 * Customer prices (docs/rules/calls.md). Guests are refused (UNAUTHENTICATED) by the access guard, users of
 * another tenant's locale too (FORBIDDEN); a signed-in user without a customer or in a role that sees
 * no prices (the basket shopper) gets FORBIDDEN with its own message key. Tenant and customer come
 * from the session, never from the arguments.
 */
@Resolver()
export class PricingResolver {
  constructor(private readonly prices: PriceLoaders) {}

  @Query(() => [CustPrice1UnitModel], {
    description:
      'One-unit customer prices of the skus (listings), in input order; skus the tenant has no price for are left out.',
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  async custPrice1Units(
    @Args() { skus }: PriceListArgs,
    @Shop() shop: ShopContext,
    @Loaders() loaders: RequestLoaders,
  ): Promise<CustPrice1UnitModel[]> {
    const ctx = priceContext(shop);
    const prices = await Promise.all([...new Set(skus)].map((sku) => this.prices.unit(loaders, ctx, sku)));
    return prices.filter((price): price is CustPrice1UnitModel => price !== null);
  }

  @Query(() => CustPriceModel, {
    nullable: true,
    description:
      'The customer price of one sku with its tier prices (detail); null when the tenant has none. Several aliased custPrices fields of one request are loaded in one batch.',
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  async custPrices(
    @Args() { sku }: PriceDetailArgs,
    @Shop() shop: ShopContext,
    @Loaders() loaders: RequestLoaders,
  ): Promise<CustPriceModel | null> {
    return this.prices.detail(loaders, priceContext(shop), sku);
  }
}
