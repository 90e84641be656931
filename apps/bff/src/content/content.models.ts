import { createUnionType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { CategoryModel } from '../catalogue/category.model';
import { ProductModel } from '../catalogue/product.model';
import { RichTextNodeModel } from './rich-text.models';

@ObjectType('HeroBannerBlock', {
  description: 'A CMS block with a large image, headline and call to action.',
})
export class HeroBannerBlockModel {
  @Field(() => ID, { description: "The block's id within its story." }) id!: string;
  @Field({ description: "The banner's headline." }) headline!: string;
  @Field({ description: 'Text under the headline (may be empty).' }) text!: string;
  @Field({ description: 'URL of the banner image.' }) image!: string;
  @Field({ description: 'Text of the call-to-action button (may be empty).' }) ctaLabel!: string;
  @Field({ description: 'Where the button goes (may be empty).' }) ctaLink!: string;
  component!: 'hero_banner';
}

@ObjectType('CategorySliderBlock', {
  description: 'A CMS block showing categories as a slider.',
})
export class CategorySliderBlockModel {
  @Field(() => ID, { description: "The block's id within its story." }) id!: string;
  @Field({ description: 'Heading above the slider (may be empty).' }) headline!: string;
  @Field(() => [CategoryModel], { description: 'The categories to show, in their order.' })
  categories?: CategoryModel[];
  component!: 'category_slider';
  categoryKeys!: string[];
  ctx!: ShopContext;
}

@ObjectType('ProductSliderBlock', {
  description: 'A CMS block showing products (by category or skus) as a slider.',
})
export class ProductSliderBlockModel {
  @Field(() => ID, { description: "The block's id within its story." }) id!: string;
  @Field({ description: 'Heading above the slider (may be empty).' }) headline!: string;
  @Field(() => [ProductModel], { description: "The products to show (the tenant's, in the locale)." })
  products?: ProductModel[];
  component!: 'product_slider';
  skus!: string[];
  ctx!: ShopContext;
}

@ObjectType('RichTextBlock', {
  description: 'A CMS block of rich text.',
})
export class RichTextBlockModel {
  @Field(() => ID, { description: "The block's id within its story." }) id!: string;
  @Field(() => [RichTextNodeModel], { description: 'Headings, paragraphs and lists, in their order.' })
  nodes!: RichTextNodeModel[];
  component!: 'rich_text';
}

@ObjectType('ProductListingBlock', {
  description: 'Products of a category (subcategories included) or of a SKU list, as a grid.',
})
export class ProductListingBlockModel {
  @Field(() => ID, { description: "The block's id within its story." }) id!: string;
  @Field({ description: 'Heading above the products (may be empty).' }) headline!: string;
  @Field(() => Int, { description: 'Most products shown.' }) limit!: number;
  @Field(() => CategoryModel, { nullable: true, description: 'The listed category, for a "show all" link.' })
  category?: CategoryModel | null;
  @Field(() => [ProductModel], { description: "The products to show (the tenant's, in the locale)." })
  products?: ProductModel[];
  component!: 'product_listing';
  categoryKey!: string | null;
  skus!: string[];
  ctx!: ShopContext;
}

@ObjectType('AccordionItem', {
  description: 'One collapsible item of an AccordionBlock: its title and rich text.',
})
export class AccordionItemModel {
  @Field({ description: 'What the collapsed item shows.' }) title!: string;
  @Field(() => [RichTextNodeModel], { description: "The item's text (rich text)." })
  body!: RichTextNodeModel[];
}

@ObjectType('AccordionBlock', {
  description: 'A CMS block of collapsible items (FAQ style).',
})
export class AccordionBlockModel {
  @Field(() => ID, { description: "The block's id within its story." }) id!: string;
  @Field({ description: 'Heading above the items (may be empty).' }) headline!: string;
  @Field(() => [AccordionItemModel], { description: 'The collapsible items, in their order.' })
  items!: AccordionItemModel[];
  component!: 'accordion';
}

@ObjectType('TableBlock', {
  description: 'A CMS block holding a table (header row and cells).',
})
export class TableBlockModel {
  @Field(() => ID, { description: "The block's id within its story." }) id!: string;
  @Field({ description: 'Heading above the table (may be empty).' }) headline!: string;
  @Field({ description: 'Caption under the table (may be empty).' }) caption!: string;
  @Field(() => [String], { description: 'Cells of the header row.' }) head!: string[];
  @Field(() => [[String]], { description: 'Rows of cells.' }) rows!: string[][];
  @Field({ description: 'The first cell of each row labels the row.' }) rowHeaders!: boolean;
  component!: 'table';
}

@ObjectType('VideoTeaserBlock', {
  description: 'A local poster and a link to the video; the client loads nothing from the video host.',
})
export class VideoTeaserBlockModel {
  @Field(() => ID, { description: "The block's id within its story." }) id!: string;
  @Field({ description: 'Heading of the teaser.' }) headline!: string;
  @Field({ description: 'Text beside the video (may be empty).' }) text!: string;
  @Field({ description: 'URL of the poster image shown before playing.' }) poster!: string;
  @Field({ description: 'URL of the video.' }) videoUrl!: string;
  @Field(() => Int, { nullable: true, description: 'Length of the video in seconds.' })
  durationSeconds!: number | null;
  component!: 'video_teaser';
}

@ObjectType('Quote', {
  description: 'A customer quote of a QuoteSliderBlock: text, author and company.',
})
export class QuoteModel {
  @Field({ description: 'The quote.' }) text!: string;
  @Field({ description: 'Who said it.' }) author!: string;
  @Field({ description: "The author's company (may be empty)." }) company!: string;
}

@ObjectType('QuoteSliderBlock', {
  description: 'A CMS block of customer quotes as a slider.',
})
export class QuoteSliderBlockModel {
  @Field(() => ID, { description: "The block's id within its story." }) id!: string;
  @Field({ description: 'Heading above the quotes (may be empty).' }) headline!: string;
  @Field(() => [QuoteModel], { description: 'The quotes, in their order.' }) quotes!: QuoteModel[];
  component!: 'quote_slider';
}

@ObjectType('HotlineBoxBlock', {
  description: 'A CMS block with the service hotline: phone, hours and a text.',
})
export class HotlineBoxBlockModel {
  @Field(() => ID, { description: "The block's id within its story." }) id!: string;
  @Field({ description: 'Heading of the box.' }) headline!: string;
  @Field({ description: 'Text of the box (may be empty).' }) text!: string;
  @Field({ description: "The hotline's phone number." }) phone!: string;
  @Field({ description: 'tel: URL of the phone number.' }) phoneHref!: string;
  @Field({ description: 'Service e-mail address (may be empty).' }) email!: string;
  @Field({ description: 'When the hotline answers, as text.' }) hours!: string;
  component!: 'hotline_box';
}

@ObjectType('NewsletterFormBlock', { description: 'Sign-up form; posts subscribeNewsletter.' })
export class NewsletterFormBlockModel {
  @Field(() => ID, { description: "The block's id within its story." }) id!: string;
  @Field({ description: 'Heading of the sign-up form.' }) headline!: string;
  @Field({ description: 'Text above the form (may be empty).' }) text!: string;
  @Field({ description: 'Path of the privacy page the form links to.' }) privacyLink!: string;
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
  @Field(() => ID, { description: "The story's id." }) id!: string;
  @Field(() => ID, {
    description:
      "The story's stable identifier for contentById: it survives a slug change (the story id here).",
  })
  uuid!: string;
  @Field({ description: "The story's slug without the locale." }) slug!: string;
  @Field({ description: 'The locale the story is in.' }) locale!: string;
  @Field({ description: 'The page title.' }) title!: string;
  @Field({ description: 'Text for the description meta tag (may be empty).' }) seoDescription!: string;
  @Field({ description: 'A draft, served only in preview mode.' }) draft!: boolean;
  @Field({ description: 'The fallback story, served with `fallback: true` instead of an unknown page.' })
  isFallback!: boolean;
  @Field(() => [ContentBlockUnion], { description: "The page's blocks, in their order." })
  blocks!: ContentBlockModel[];
}

@ObjectType('FooterLink', {
  description: 'One link of a footer column: text and target (internal path or external URL).',
})
export class FooterLinkModel {
  @Field({ description: 'The link text.' }) label!: string;
  @Field({ description: 'Where it goes: a shop path (with locale) or an external URL.' }) to!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Name of the icon shown before the text (e.g. truck, leaf), or null for none.',
  })
  icon!: string | null;
}

@ObjectType('ContentPageLink', {
  description: 'A content page of a type (footer or partner) as a list links it.',
})
export class ContentPageLinkModel {
  @Field(() => ID, { description: "The story's id (its uuid for contentById)." }) id!: string;
  @Field({ description: 'Full slug without the locale, e.g. footer/agb (ask `content` for the page).' })
  slug!: string;
  @Field({ description: "The page title in the locale's language." }) title!: string;
}

@ObjectType('FooterColumn', {
  description: 'One column of the footer: a title and its links.',
})
export class FooterColumnModel {
  @Field({ description: "The column's heading." }) title!: string;
  @Field(() => [FooterLinkModel], { description: "The column's links, in their order." })
  links!: FooterLinkModel[];
}

@ObjectType('Footer', {
  description: "The CMS-driven footer of the locale's shop: its link columns.",
})
export class FooterModel {
  @Field(() => [FooterColumnModel], { description: 'The link columns, in their order.' })
  columns!: FooterColumnModel[];
  @Field({ description: 'The legal line (company, VAT note).' }) legal!: string;
  @Field(() => [String], {
    description:
      "The shop's unique selling points for the banner above the pages, in their order (empty: no banner). Pages whose route says noUsp do not show it.",
  })
  usps!: string[];
}

@ObjectType('NewsletterSignupResult', {
  description: 'The answer of subscribeNewsletter.',
})
export class NewsletterSignupResultModel {
  @Field({ description: 'True once the address is signed up (also when it already was).' }) ok!: boolean;
}
