import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { Inject } from '@nestjs/common';
import { COMMERCE_PORT, type CommercePort } from '@shop/commerce';
import type { GraphqlContext } from '../common/graphql-context';
import { shopContextFor } from '../common/shop-context.factory';
import { CategoryTreeModel } from './category.model';

@Resolver(() => CategoryTreeModel)
export class CatalogResolver {
  constructor(@Inject(COMMERCE_PORT) private readonly commerce: CommercePort) {}

  @Query(() => CategoryTreeModel)
  async categoryTree(
    @Args('locale') locale: string,
    @Context() { req }: GraphqlContext,
  ): Promise<CategoryTreeModel> {
    const ctx = shopContextFor(req.session?.user, locale);
    return { categories: await this.commerce.getCategoryTree(ctx) };
  }
}
