import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import type { GraphqlContext } from '../common/graphql-context';
import { shopContextFor } from '../common/shop-context.factory';
import { badInput, ShopError } from '../common/shop-error';
import { CustPrice1UnitModel, CustPriceModel } from './price.models';
import { pricesVisibleIn } from './price-visibility';
import { PricingService } from './pricing.service';

/** At most this many skus per custPrice1Units call (a page is 24–96). */
export const MAX_PRICE_SKUS = 500;
const SKU_PATTERN = /^[\w.-]{1,64}$/;

function checkSkus(skus: readonly string[]): void {
  if (skus.length > MAX_PRICE_SKUS) throw badInput('error.too-many-skus', { max: MAX_PRICE_SKUS });
  const invalid = skus.find((sku) => !SKU_PATTERN.test(sku));
  if (invalid !== undefined) throw badInput('error.invalid-sku', { sku: invalid.slice(0, 64) });
}

/**
 * Customer prices (spec 02 §7). Guests are refused (UNAUTHENTICATED) by the access guard, users of
 * another tenant's locale too (FORBIDDEN); a signed-in user without a customer or in a role that sees
 * no prices (the basket shopper) gets FORBIDDEN with its own message key. Tenant and customer come
 * from the session, never from the arguments.
 */
@Resolver()
export class PricingResolver {
  constructor(private readonly pricing: PricingService) {}

  @Query(() => [CustPrice1UnitModel], {
    description:
      'One-unit customer prices of the skus (listings), in input order; skus the tenant has no price for are left out.',
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  async custPrice1Units(
    @Args('locale') locale: string,
    @Args('skus', { type: () => [String] }) skus: string[],
    @Context() { req }: GraphqlContext,
  ): Promise<CustPrice1UnitModel[]> {
    checkSkus(skus);
    const ctx = this.priceContext(req, locale);
    const loaders = this.pricing.loadersFor(req);
    const prices = await Promise.all([...new Set(skus)].map((sku) => loaders.unit(ctx, sku)));
    return prices.filter((price): price is CustPrice1UnitModel => price !== null);
  }

  @Query(() => CustPriceModel, {
    nullable: true,
    description:
      'The customer price of one sku with its tier prices (detail); null when the tenant has none. Several aliased custPrices fields of one request are loaded in one batch.',
  })
  @RequireAccess('ROLE_AUTHENTICATED')
  async custPrices(
    @Args('locale') locale: string,
    @Args('sku') sku: string,
    @Context() { req }: GraphqlContext,
  ): Promise<CustPriceModel | null> {
    checkSkus([sku]);
    return this.pricing.loadersFor(req).detail(this.priceContext(req, locale), sku);
  }

  private priceContext(req: GraphqlContext['req'], locale: string): ShopContext {
    const ctx = shopContextFor(req.session?.user, locale);
    if (!ctx.customer) throw new ShopError('FORBIDDEN', 'error.no-customer-selected');
    if (!pricesVisibleIn(ctx)) throw new ShopError('FORBIDDEN', 'error.prices-not-visible');
    return ctx;
  }
}
