import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { roleSeesPrices } from '@shop/domain';
import type { GraphqlContext } from '../common/graphql-context';
import { MoneyModel } from '../common/money.model';
import { ProductModel } from './product.model';

@Resolver(() => ProductModel)
export class ProductResolver {
  /** Guests and the basket shopper see no prices (spec 02 §6); others get their customer price. */
  @ResolveField(() => MoneyModel, {
    nullable: true,
    description: 'Null for guests and roles that see no prices.',
  })
  async price(
    @Parent() product: ProductModel,
    @Context() { loaders }: GraphqlContext,
  ): Promise<MoneyModel | null> {
    const { ctx } = product;
    if (!ctx.customer || !roleSeesPrices(ctx.role)) return null;
    const price = await loaders.price(ctx).load(product.sku);
    return price?.price ?? null;
  }
}
