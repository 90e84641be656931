import { createUnionType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { CategoryModel } from '../catalogue/category.model';
import { ProductModel } from '../catalogue/product.model';
import { RichTextNodeModel } from './rich-text.models';

@ObjectType('HeroBannerBlock', {
  description: 'A CMS block with a large image, headline and call to action.',
})
export class HeroBannerBlockModel {
  @Field(() => ID) id!: string;
  @Field() headline!: string;
  @Field() text!: string;
  @Field() image!: string;
  @Field() ctaLabel!: string;
  @Field() ctaLink!: string;
  component!: 'hero_banner';
}

@ObjectType('CategorySliderBlock', {
  description: 'A CMS block showing categories as a slider.',
})
export class CategorySliderBlockModel {
  @Field(() => ID) id!: string;
  @Field() headline!: string;
  @Field(() => [CategoryModel]) categories?: CategoryModel[];
  component!: 'category_slider';
  categoryKeys!: string[];
  ctx!: ShopContext;
}

@ObjectType('ProductSliderBlock', {
  description: 'A CMS block showing products (by category or skus) as a slider.',
})
export class ProductSliderBlockModel {
  @Field(() => ID) id!: string;
  @Field() headline!: string;
  @Field(() => [ProductModel]) products?: ProductModel[];
  component!: 'product_slider';
  skus!: string[];
  ctx!: ShopContext;
}

@ObjectType('RichTextBlock', {
  description: 'A CMS block of rich text.',
})
export class RichTextBlockModel {
  @Field(() => ID) id!: string;
  @Field(() => [RichTextNodeModel]) nodes!: RichTextNodeModel[];
  component!: 'rich_text';
}

@ObjectType('ProductListingBlock', {
  description: 'Products of a category (subcategories included) or of a SKU list, as a grid.',
})
export class ProductListingBlockModel {
  @Field(() => ID) id!: string;
  @Field() headline!: string;
  @Field(() => Int, { description: 'Most products shown.' }) limit!: number;
  @Field(() => CategoryModel, { nullable: true, description: 'The listed category, for a "show all" link.' })
  category?: CategoryModel | null;
  @Field(() => [ProductModel]) products?: ProductModel[];
  component!: 'product_listing';
  categoryKey!: string | null;
  skus!: string[];
  ctx!: ShopContext;
}

@ObjectType('AccordionItem', {
  description: 'One collapsible item of an AccordionBlock: its title and rich text.',
})
export class AccordionItemModel {
  @Field() title!: string;
  @Field(() => [RichTextNodeModel]) body!: RichTextNodeModel[];
}

@ObjectType('AccordionBlock', {
  description: 'A CMS block of collapsible items (FAQ style).',
})
export class AccordionBlockModel {
  @Field(() => ID) id!: string;
  @Field() headline!: string;
  @Field(() => [AccordionItemModel]) items!: AccordionItemModel[];
  component!: 'accordion';
}

@ObjectType('TableBlock', {
  description: 'A CMS block holding a table (header row and cells).',
})
export class TableBlockModel {
  @Field(() => ID) id!: string;
  @Field() headline!: string;
  @Field() caption!: string;
  @Field(() => [String]) head!: string[];
  @Field(() => [[String]]) rows!: string[][];
  @Field({ description: 'The first cell of each row labels the row.' }) rowHeaders!: boolean;
  component!: 'table';
}

@ObjectType('VideoTeaserBlock', {
  description: 'A local poster and a link to the video; the client loads nothing from the video host.',
})
export class VideoTeaserBlockModel {
  @Field(() => ID) id!: string;
  @Field() headline!: string;
  @Field() text!: string;
  @Field() poster!: string;
  @Field() videoUrl!: string;
  @Field(() => Int, { nullable: true, description: 'Length of the video in seconds.' })
  durationSeconds!: number | null;
  component!: 'video_teaser';
}

@ObjectType('Quote', {
  description: 'A customer quote of a QuoteSliderBlock: text, author and company.',
})
export class QuoteModel {
  @Field() text!: string;
  @Field() author!: string;
  @Field() company!: string;
}

@ObjectType('QuoteSliderBlock', {
  description: 'A CMS block of customer quotes as a slider.',
})
export class QuoteSliderBlockModel {
  @Field(() => ID) id!: string;
  @Field() headline!: string;
  @Field(() => [QuoteModel]) quotes!: QuoteModel[];
  component!: 'quote_slider';
}

@ObjectType('HotlineBoxBlock', {
  description: 'A CMS block with the service hotline: phone, hours and a text.',
})
export class HotlineBoxBlockModel {
  @Field(() => ID) id!: string;
  @Field() headline!: string;
  @Field() text!: string;
  @Field() phone!: string;
  @Field({ description: 'tel: URL of the phone number.' }) phoneHref!: string;
  @Field() email!: string;
  @Field() hours!: string;
  component!: 'hotline_box';
}

@ObjectType('NewsletterFormBlock', { description: 'Sign-up form; posts subscribeNewsletter.' })
export class NewsletterFormBlockModel {
  @Field(() => ID) id!: string;
  @Field() headline!: string;
  @Field() text!: string;
  @Field() privacyLink!: string;
  component!: 'newsletter_form';
}

export type ContentBlockModel =
  | HeroBannerBlockModel
  | CategorySliderBlockModel
  | ProductSliderBlockModel
  | RichTextBlockModel
  | ProductListingBlockModel
  | AccordionBlockModel
  | TableBlockModel
  | VideoTeaserBlockModel
  | QuoteSliderBlockModel
  | HotlineBoxBlockModel
  | NewsletterFormBlockModel;

/** GraphQL type of each stored block component. */
export const BLOCK_MODELS = {
  hero_banner: HeroBannerBlockModel,
  category_slider: CategorySliderBlockModel,
  product_slider: ProductSliderBlockModel,
  rich_text: RichTextBlockModel,
  product_listing: ProductListingBlockModel,
  accordion: AccordionBlockModel,
  table: TableBlockModel,
  video_teaser: VideoTeaserBlockModel,
  quote_slider: QuoteSliderBlockModel,
  hotline_box: HotlineBoxBlockModel,
  newsletter_form: NewsletterFormBlockModel,
} as const;

export const ContentBlockUnion = createUnionType({
  name: 'ContentBlock',
  description: 'One block of a CMS page; the `__typename` tells which (clients skip kinds they do not know).',
  types: () =>
    [
      HeroBannerBlockModel,
      CategorySliderBlockModel,
      ProductSliderBlockModel,
      RichTextBlockModel,
      ProductListingBlockModel,
      AccordionBlockModel,
      TableBlockModel,
      VideoTeaserBlockModel,
      QuoteSliderBlockModel,
      HotlineBoxBlockModel,
      NewsletterFormBlockModel,
    ] as const,
  resolveType(block: ContentBlockModel) {
    return BLOCK_MODELS[block.component];
  },
});

@ObjectType('ContentStory', {
  description: 'A CMS page of the locale: its blocks, SEO fields and alternates.',
})
export class ContentStoryModel {
  @Field(() => ID) id!: string;
  @Field() slug!: string;
  @Field() locale!: string;
  @Field() title!: string;
  @Field() seoDescription!: string;
  @Field({ description: 'A draft, served only in preview mode.' }) draft!: boolean;
  @Field({ description: 'The fallback story, served with `fallback: true` instead of an unknown page.' })
  isFallback!: boolean;
  @Field(() => [ContentBlockUnion]) blocks!: ContentBlockModel[];
}

@ObjectType('FooterLink', {
  description: 'One link of a footer column: text and target (internal path or external URL).',
})
export class FooterLinkModel {
  @Field() label!: string;
  @Field() to!: string;
}

@ObjectType('FooterColumn', {
  description: 'One column of the footer: a title and its links.',
})
export class FooterColumnModel {
  @Field() title!: string;
  @Field(() => [FooterLinkModel]) links!: FooterLinkModel[];
}

@ObjectType('Footer', {
  description: "The CMS-driven footer of the locale's shop: its link columns.",
})
export class FooterModel {
  @Field(() => [FooterColumnModel]) columns!: FooterColumnModel[];
  @Field() legal!: string;
}

@ObjectType('NewsletterSignupResult', {
  description: 'The answer of subscribeNewsletter.',
})
export class NewsletterSignupResultModel {
  @Field({ description: 'True once the address is signed up (also when it already was).' }) ok!: boolean;
}
