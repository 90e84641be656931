import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { Inject } from '@nestjs/common';
import { COMMERCE_PORT, type CommercePort } from '@shop/commerce';
import { CacheService } from '../cache/cache.service';
import type { GraphqlContext } from '../common/graphql-context';
import { shopContextFor } from '../common/shop-context.factory';
import { CategoryTreeModel } from './category.model';

/** The tree is the same for everyone of a tenant and language; cached 5 minutes (the TTL is its invalidation). */
const CATEGORY_TREE_TTL_SECONDS = 300;

@Resolver(() => CategoryTreeModel)
export class CatalogResolver {
  constructor(
    @Inject(COMMERCE_PORT) private readonly commerce: CommercePort,
    private readonly cache: CacheService,
  ) {}

  @Query(() => CategoryTreeModel)
  async categoryTree(
    @Args('locale') locale: string,
    @Context() { req }: GraphqlContext,
  ): Promise<CategoryTreeModel> {
    const ctx = shopContextFor(req.session?.user, locale);
    const key = `category-tree:${ctx.mandantCode}:${ctx.language}`;
    const categories = await this.cache.getOrSet(key, CATEGORY_TREE_TTL_SECONDS, () =>
      this.commerce.getCategoryTree(ctx),
    );
    return { categories };
  }
}
