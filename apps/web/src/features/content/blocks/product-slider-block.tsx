import { Slider } from '../../../ui/slider/slider';
import { ProductCard } from '../../catalogue/product-card';
import type { PriceFormatConfig } from '../../pricing/format-price';
import type { ProductSliderBlock as Block } from './block-types';

interface ProductSliderBlockProps {
  block: Block;
  priceConfig: PriceFormatConfig;
  showLoginHint: boolean;
}

export function ProductSliderBlock({ block, priceConfig, showLoginHint }: ProductSliderBlockProps) {
  if (block.products.length === 0) return null;
  return (
    <Slider headline={block.headline} variant="products">
      {block.products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} priceConfig={priceConfig} showLoginHint={showLoginHint} />
        </li>
      ))}
    </Slider>
  );
}
