import { Inject } from '@nestjs/common';
import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CMS_PORT, type CmsPort, type PageContent, type Story } from '@shop/cms';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { FOOTER_SLUG, type ShopContext } from '@shop/domain';
import { Shop } from '../common/request/shop.decorator';
import { notFound } from '../common/shop-error';
import { CachedCatalogue, type CatalogueReads } from '../catalogue/cached-catalogue';
import { CatalogueLoaders } from '../catalogue/catalogue-loaders';
import { CategoryModel } from '../catalogue/category.model';
import { ProductModel } from '../catalogue/product.model';
import { toProductModel } from '../catalogue/to-product-model';
import {
  CategorySliderBlockModel,
  ContentPageLinkModel,
  ContentStoryModel,
  FooterModel,
  ProductListingBlockModel,
  ProductSliderBlockModel,
} from './content.models';
import { isValidPreviewToken } from './preview-token';
import { toBlockModel } from './to-block-model';
import { LocaleArgs } from '../common/locale.args';
import { ContentArgs, ContentByIdArgs, ContentPagesArgs, storySlugOf } from './content.args';
import { Loaders } from '../common/request/loaders.decorator';
import type { RequestLoaders } from '../common/request-loaders';

function toStoryModel(story: Story<PageContent>, ctx: ShopContext, isFallback: boolean): ContentStoryModel {
  const body = Array.isArray(story.content.body) ? story.content.body : [];
  return {
    id: story.id,
    uuid: story.id,
    slug: story.slug,
    locale: story.locale,
    title: story.content.title,
    seoDescription: story.content.seoDescription,
    draft: story.draft,
    isFallback,
    blocks: body.map((block) => toBlockModel(block, ctx)).filter((block) => block !== null),
  };
}

@Resolver(() => ContentStoryModel)
export class ContentResolver {
  constructor(
    @Inject(CMS_PORT) private readonly cms: CmsPort,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A CMS story of the locale. `preview` (with the configured preview token) serves drafts too; a
   * preview without a valid token is not found, whatever the slug. `fallback` answers an unknown
   * slug with the locale's fallback story (isFallback) instead of NOT_FOUND.
   */
  @Query(() => ContentStoryModel, {
    description:
      'A CMS page of the locale by slug (public). NOT_FOUND for an unknown slug unless `fallback`; drafts with `preview` and its token.',
  })
  async content(
    @Args() { locale, slug, preview, token, fallback }: ContentArgs,
    @Shop() ctx: ShopContext,
  ): Promise<ContentStoryModel> {
    const normalized = storySlugOf(slug);
    if (preview && !isValidPreviewToken(this.config.PREVIEW_TOKEN, token)) {
      throw notFound('error.content-not-found', { slug, locale });
    }
    const story = await this.cms.getPage(ctx, normalized, { preview });
    if (story) return toStoryModel(story, ctx, false);
    if (fallback && !preview) {
      const fallbackStory = await this.cms.getFallbackPage(ctx);
      if (fallbackStory) return toStoryModel(fallbackStory, ctx, true);
    }
    throw notFound('error.content-not-found', { slug, locale });
  }

  /** Like `content`, by the story's uuid; the uuid is read in the locale's stories only. */
  @Query(() => ContentStoryModel, {
    description:
      "A CMS page of the locale by its uuid (public); NOT_FOUND for an unknown uuid or another locale's story; drafts with `preview` and its token.",
  })
  async contentById(
    @Args() { locale, uuid, preview, token }: ContentByIdArgs,
    @Shop() ctx: ShopContext,
  ): Promise<ContentStoryModel> {
    if (preview && !isValidPreviewToken(this.config.PREVIEW_TOKEN, token)) {
      throw notFound('error.content-not-found', { uuid, locale });
    }
    const story = await this.cms.getPageById(ctx, uuid, { preview });
    if (!story) throw notFound('error.content-not-found', { uuid, locale });
    return toStoryModel(story, ctx, false);
  }

  @Query(() => [ContentPageLinkModel], {
    description:
      "The locale's published content pages of a type (footer or partner pages), by slug (public).",
  })
  async contentPages(
    @Args() { type }: ContentPagesArgs,
    @Shop() ctx: ShopContext,
  ): Promise<ContentPageLinkModel[]> {
    return this.cms.listPages(ctx, type);
  }

  @Query(() => FooterModel, {
    description: "The locale's footer: link columns, the legal line and the unique selling points (public).",
  })
  async footer(@Args() { locale }: LocaleArgs, @Shop() ctx: ShopContext): Promise<FooterModel> {
    const story = await this.cms.getFooter(ctx);
    if (!story) throw notFound('error.content-not-found', { slug: FOOTER_SLUG, locale });
    return {
      columns: story.content.columns.map((column) => ({
        title: column.title,
        links: column.links.map((link) => ({ label: link.label, to: link.to, icon: link.icon ?? null })),
      })),
      legal: story.content.legal,
      usps: (story.content.usps ?? []).filter((usp) => typeof usp === 'string' && usp.trim() !== ''),
    };
  }
}

@Resolver(() => CategorySliderBlockModel)
export class CategorySliderResolver {
  constructor(private readonly catalogueLoaders: CatalogueLoaders) {}

  @ResolveField(() => [CategoryModel])
  async categories(@Parent() block: CategorySliderBlockModel, @Loaders() loaders: RequestLoaders) {
    const found = await this.catalogueLoaders.category(loaders, block.ctx).loadMany(block.categoryKeys);
    return found.filter(isFound);
  }
}

@Resolver(() => ProductSliderBlockModel)
export class ProductSliderResolver {
  constructor(private readonly catalogueLoaders: CatalogueLoaders) {}

  @ResolveField(() => [ProductModel])
  async products(@Parent() block: ProductSliderBlockModel, @Loaders() loaders: RequestLoaders) {
    const found = await this.catalogueLoaders.product(loaders, block.ctx).loadMany(block.skus);
    return found.filter(isFound).map((product) => toProductModel(product, block.ctx));
  }
}

@Resolver(() => ProductListingBlockModel)
export class ProductListingResolver {
  constructor(
    @Inject(CachedCatalogue) private readonly catalogue: CatalogueReads,
    private readonly catalogueLoaders: CatalogueLoaders,
  ) {}

  @ResolveField(() => CategoryModel, { nullable: true })
  async category(@Parent() block: ProductListingBlockModel, @Loaders() loaders: RequestLoaders) {
    if (!block.categoryKey) return null;
    return this.catalogueLoaders.category(loaders, block.ctx).load(block.categoryKey);
  }

  /** SKU lists in their order; a category's products (descendants included) in the listing order. */
  @ResolveField(() => [ProductModel])
  async products(@Parent() block: ProductListingBlockModel, @Loaders() loaders: RequestLoaders) {
    if (!block.categoryKey) {
      const found = await this.catalogueLoaders.product(loaders, block.ctx).loadMany(block.skus);
      return found.filter(isFound).map((product) => toProductModel(product, block.ctx));
    }
    const category = await this.catalogueLoaders.category(loaders, block.ctx).load(block.categoryKey);
    if (!category) return [];
    const list = await this.catalogue.listProducts(block.ctx, {
      categorySlug: category.slug,
      page: 1,
      limit: block.limit,
      sort: 'relevance',
    });
    return list.items.map((product) => toProductModel(product, block.ctx));
  }
}

function isFound<T>(value: T | null | Error): value is T {
  return value !== null && !(value instanceof Error);
}
