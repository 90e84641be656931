import type { ContentPageQuery } from '../../../gql/generated';

export type ContentBlock = ContentPageQuery['content']['blocks'][number];
type Block<T extends ContentBlock['__typename']> = Extract<ContentBlock, { __typename: T }>;
export type HeroBannerBlock = Block<'HeroBannerBlock'>;
export type CategorySliderBlock = Block<'CategorySliderBlock'>;
export type ProductSliderBlock = Block<'ProductSliderBlock'>;
export type RichTextBlock = Block<'RichTextBlock'>;
export type ProductListingBlock = Block<'ProductListingBlock'>;
export type AccordionBlock = Block<'AccordionBlock'>;
export type TableBlock = Block<'TableBlock'>;
export type VideoTeaserBlock = Block<'VideoTeaserBlock'>;
export type QuoteSliderBlock = Block<'QuoteSliderBlock'>;
export type HotlineBoxBlock = Block<'HotlineBoxBlock'>;
export type NewsletterFormBlock = Block<'NewsletterFormBlock'>;
export type RichTextNode = RichTextBlock['nodes'][number];
export type RichTextSpan = RichTextNode['spans'][number];
