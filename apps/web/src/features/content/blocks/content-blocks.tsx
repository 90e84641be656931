import type { PriceFormatConfig } from '../../pricing/format-price';
import type { ContentBlock } from './block-types';
import { CategorySliderBlock } from './category-slider-block';
import { HeroBanner } from './hero-banner';
import { ProductSliderBlock } from './product-slider-block';

interface ContentBlocksProps {
  blocks: readonly ContentBlock[];
  priceConfig: PriceFormatConfig;
  showLoginHint: boolean;
}

/** Renders the CMS blocks in order; block types this client does not know are skipped. */
export function ContentBlocks({ blocks, priceConfig, showLoginHint }: ContentBlocksProps) {
  return (
    <>
      {blocks.map((block, index) => {
        switch (block.__typename) {
          case 'HeroBannerBlock':
            return <HeroBanner key={block.id} block={block} priority={index === 0} />;
          case 'CategorySliderBlock':
            return <CategorySliderBlock key={block.id} block={block} />;
          case 'ProductSliderBlock':
            return (
              <ProductSliderBlock
                key={block.id}
                block={block}
                priceConfig={priceConfig}
                showLoginHint={showLoginHint}
              />
            );
          default:
            return null;
        }
      })}
    </>
  );
}
