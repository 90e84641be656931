import { Slider } from '../../../ui/slider/slider';
import { CategoryCard } from '../../catalogue/category-card';
import type { CategorySliderBlock as Block } from './block-types';

export function CategorySliderBlock({ block }: { block: Block }) {
  if (block.categories.length === 0) return null;
  return (
    <Slider headline={block.headline} variant="categories">
      {block.categories.map((category) => (
        <li key={category.id}>
          <CategoryCard category={category} />
        </li>
      ))}
    </Slider>
  );
}
