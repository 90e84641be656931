import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { VariantModel } from '../catalogue/variant.model';
import { PriceLoaders } from './price-loaders';
import { VariantPriceModel } from './price.models';
import { Loaders } from '../common/request/loaders.decorator';
import type { RequestLoaders } from '../common/request-loaders';

/**
 * Variant.prices: the same detail price as Product.custPrice, through the same loaders, so guests, the
 * basket shopper and users in another tenant's locale get none here either (docs/rules/roles.md).
 */
@Resolver(() => VariantModel)
export class VariantPriceResolver {
  constructor(private readonly priceLoaders: PriceLoaders) {}

  @ResolveField(() => [VariantPriceModel], {
    description:
      "The customer's prices of the variant (SALES_PRICE own price, else SALES_PRICE_LIST list price) with their tiers; empty for guests and roles that see no prices.",
  })
  async prices(
    @Parent() variant: VariantModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<VariantPriceModel[]> {
    const detail = await this.priceLoaders.detail(loaders, variant.ctx, variant.sku);
    if (!detail) return [];
    return [{ channel: detail.channel, price: detail.price, tierPrices: detail.tierPrices }];
  }
}
