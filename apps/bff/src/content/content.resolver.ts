import { Inject } from '@nestjs/common';
import { Args, Context, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CMS_PORT, type CmsPort, type ContentBlock } from '@shop/cms';
import type { ShopContext } from '@shop/domain';
import type { GraphqlContext } from '../common/graphql-context';
import { shopContextFor } from '../common/shop-context.factory';
import { badInput, notFound } from '../common/shop-error';
import { CategoryModel } from '../catalog/category.model';
import { ProductModel } from '../catalog/product.model';
import { toProductModel } from '../catalog/to-product-model';
import {
  CategorySliderBlockModel,
  type ContentBlockModel,
  ContentStoryModel,
  FooterModel,
  ProductSliderBlockModel,
} from './content.models';

/** A content slug: '' (home) or path segments of letters, digits, hyphen and underscore. */
const SLUG_PATTERN = /^(?:[\p{L}\p{N}_-]+(?:\/[\p{L}\p{N}_-]+)*)?$/u;

@Resolver(() => ContentStoryModel)
export class ContentResolver {
  constructor(@Inject(CMS_PORT) private readonly cms: CmsPort) {}

  @Query(() => ContentStoryModel)
  async content(
    @Args('locale') locale: string,
    @Args('slug') slug: string,
    @Context() { req }: GraphqlContext,
  ): Promise<ContentStoryModel> {
    const ctx = shopContextFor(req.session?.user, locale);
    if (slug.length > 200 || !SLUG_PATTERN.test(slug)) throw badInput('error.invalid-slug', { slug });
    const story = await this.cms.getPage(ctx, slug);
    if (!story) throw notFound('error.content-not-found', { slug, locale });
    return {
      id: story.id,
      slug: story.slug,
      locale: story.locale,
      title: story.content.title,
      seoDescription: story.content.seoDescription,
      blocks: story.content.body.map((block) => toBlockModel(block, ctx)).filter((b) => b !== null),
    };
  }

  @Query(() => FooterModel)
  async footer(@Args('locale') locale: string, @Context() { req }: GraphqlContext): Promise<FooterModel> {
    const ctx = shopContextFor(req.session?.user, locale);
    const story = await this.cms.getFooter(ctx);
    if (!story) throw notFound('error.content-not-found', { slug: 'global/footer', locale });
    return {
      columns: story.content.columns.map((column) => ({
        title: column.title,
        links: column.links.map((link) => ({ label: link.label, to: link.to })),
      })),
      legal: story.content.legal,
    };
  }
}

@Resolver(() => CategorySliderBlockModel)
export class CategorySliderResolver {
  @ResolveField(() => [CategoryModel])
  async categories(@Parent() block: CategorySliderBlockModel, @Context() { loaders }: GraphqlContext) {
    const found = await loaders.category(block.ctx).loadMany(block.categoryKeys);
    return found.filter(isFound);
  }
}

@Resolver(() => ProductSliderBlockModel)
export class ProductSliderResolver {
  @ResolveField(() => [ProductModel])
  async products(@Parent() block: ProductSliderBlockModel, @Context() { loaders }: GraphqlContext) {
    const found = await loaders.product(block.ctx).loadMany(block.skus);
    return found.filter(isFound).map((product) => toProductModel(product, block.ctx));
  }
}

function isFound<T>(value: T | null | Error): value is T {
  return value !== null && !(value instanceof Error);
}

function toBlockModel(block: ContentBlock, ctx: ShopContext): ContentBlockModel | null {
  switch (block.component) {
    case 'hero_banner':
      return { ...block };
    case 'category_slider':
      return { ...block, ctx };
    case 'product_slider':
      return { ...block, ctx };
    default:
      return null;
  }
}
