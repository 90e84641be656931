import { Inject } from '@nestjs/common';
import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import type { GraphqlContext } from '../common/graphql-context';
import { shopContextFor } from '../common/shop-context.factory';
import { CachedCatalogue, type CatalogueReads } from './cached-catalogue';
import { CategoryTreeModel } from './category.model';

@Resolver(() => CategoryTreeModel)
export class CatalogResolver {
  constructor(@Inject(CachedCatalogue) private readonly catalogue: CatalogueReads) {}

  @Query(() => CategoryTreeModel)
  async categoryTree(
    @Args('locale') locale: string,
    @Context() { req }: GraphqlContext,
  ): Promise<CategoryTreeModel> {
    const ctx = shopContextFor(req.session?.user, locale);
    return { categories: await this.catalogue.getCategoryTree(ctx) };
  }
}
