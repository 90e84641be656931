import type { PriceFormatConfig } from '../../pricing/format-price';
import { AccordionBlock } from './accordion-block';
import type { ContentBlock } from './block-types';
import { CategorySliderBlock } from './category-slider-block';
import { HeroBanner } from './hero-banner';
import { HotlineBoxBlock } from './hotline-box-block';
import { NewsletterFormBlock } from './newsletter-form-block';
import { ProductListingBlock } from './product-listing-block';
import { ProductSliderBlock } from './product-slider-block';
import { QuoteSliderBlock } from './quote-slider-block';
import { RichTextBlock } from './rich-text-block';
import { TableBlock } from './table-block';
import { VideoTeaserBlock } from './video-teaser-block';
import './content-blocks.css';

interface ContentBlockViewProps {
  block: ContentBlock;
  priceConfig: PriceFormatConfig;
  showLoginHint: boolean;
  priority?: boolean;
}

/** One CMS block; a block type this client does not know renders nothing. */
export function ContentBlockView({
  block,
  priceConfig,
  showLoginHint,
  priority = false,
}: ContentBlockViewProps) {
  switch (block.__typename) {
    case 'HeroBannerBlock':
      return <HeroBanner block={block} priority={priority} />;
    case 'CategorySliderBlock':
      return <CategorySliderBlock block={block} />;
    case 'ProductSliderBlock':
      return <ProductSliderBlock block={block} priceConfig={priceConfig} showLoginHint={showLoginHint} />;
    case 'RichTextBlock':
      return <RichTextBlock block={block} />;
    case 'ProductListingBlock':
      return <ProductListingBlock block={block} priceConfig={priceConfig} showLoginHint={showLoginHint} />;
    case 'AccordionBlock':
      return <AccordionBlock block={block} />;
    case 'TableBlock':
      return <TableBlock block={block} />;
    case 'VideoTeaserBlock':
      return <VideoTeaserBlock block={block} />;
    case 'QuoteSliderBlock':
      return <QuoteSliderBlock block={block} />;
    case 'HotlineBoxBlock':
      return <HotlineBoxBlock block={block} />;
    case 'NewsletterFormBlock':
      return <NewsletterFormBlock block={block} />;
    default:
      return null;
  }
}

interface ContentBlocksProps {
  blocks: readonly ContentBlock[];
  priceConfig: PriceFormatConfig;
  showLoginHint: boolean;
}

/** Renders the CMS blocks in order; block types this client does not know are skipped. */
export function ContentBlocks({ blocks, priceConfig, showLoginHint }: ContentBlocksProps) {
  return (
    <>
      {blocks.map((block, index) => (
        <ContentBlockView
          key={`${block.__typename}-${'id' in block ? block.id : index}`}
          block={block}
          priceConfig={priceConfig}
          showLoginHint={showLoginHint}
          priority={index === 0}
        />
      ))}
    </>
  );
}
