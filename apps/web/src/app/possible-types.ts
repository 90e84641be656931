/** Union members of apps/bff/schema.graphql, so the cache can match fragments on ContentBlock. */
export const POSSIBLE_TYPES: Record<string, string[]> = {
  ContentBlock: [
    'AccordionBlock',
    'CategorySliderBlock',
    'HeroBannerBlock',
    'HotlineBoxBlock',
    'NewsletterFormBlock',
    'ProductListingBlock',
    'ProductSliderBlock',
    'QuoteSliderBlock',
    'RichTextBlock',
    'TableBlock',
    'VideoTeaserBlock',
  ],
};
