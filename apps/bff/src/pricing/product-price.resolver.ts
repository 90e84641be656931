import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { MoneyModel } from '../common/money.model';
import { ProductModel } from '../catalogue/product.model';
import { PriceLoaders } from './price-loaders';
import { CustPrice1UnitModel, CustPriceModel } from './price.models';
import { Loaders } from '../common/request/loaders.decorator';
import type { RequestLoaders } from '../common/request-loaders';

/**
 * Product's price fields. Guests, the basket shopper (docs/rules/roles.md) and users in another tenant's
 * locale get null, decided in the BFF. All products of one response load their prices through the
 * request's price loaders: one pricing call for the page cold, none warm (Redis cache).
 */
@Resolver(() => ProductModel)
export class ProductPriceResolver {
  constructor(private readonly prices: PriceLoaders) {}

  @ResolveField(() => MoneyModel, {
    nullable: true,
    description: "The customer's price of one unit; null for guests and roles that see no prices.",
  })
  async price(
    @Parent() product: ProductModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<MoneyModel | null> {
    const price = await this.prices.unit(loaders, product.ctx, product.sku);
    return price?.price ?? null;
  }

  @ResolveField(() => CustPrice1UnitModel, {
    nullable: true,
    description: 'Listing price with its channel; null for guests and roles that see no prices.',
  })
  custPrice1Unit(
    @Parent() product: ProductModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<CustPrice1UnitModel | null> {
    return this.prices.unit(loaders, product.ctx, product.sku);
  }

  @ResolveField(() => CustPriceModel, {
    nullable: true,
    description: 'Detail price with tier prices; null for guests and roles that see no prices.',
  })
  custPrice(
    @Parent() product: ProductModel,
    @Loaders() loaders: RequestLoaders,
  ): Promise<CustPriceModel | null> {
    return this.prices.detail(loaders, product.ctx, product.sku);
  }
}
