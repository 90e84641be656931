import { Slider } from '../../../ui/slider/slider';
import { ProductCard } from '../../catalogue/product-card';
import { promotionClicked } from '../../analytics/analytics';
import { useAnalyticsUserType } from '../../analytics/use-analytics-user-type';
import type { PriceFormatConfig } from '../../pricing/format-price';
import type { ProductSliderBlock as Block } from './block-types';

interface ProductSliderBlockProps {
  block: Block;
  priceConfig: PriceFormatConfig;
  showLoginHint: boolean;
}

export function ProductSliderBlock({ block, priceConfig, showLoginHint }: ProductSliderBlockProps) {
  const userType = useAnalyticsUserType();
  if (block.products.length === 0) return null;
  return (
    <Slider headline={block.headline} variant="products">
      {block.products.map((product, index) => (
        <li
          key={product.id}
          onClickCapture={() => promotionClicked(userType, block.headline, product, index)}
        >
          <ProductCard product={product} priceConfig={priceConfig} showLoginHint={showLoginHint} />
        </li>
      ))}
    </Slider>
  );
}
