import { createUnionType, Field, ID, ObjectType } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { CategoryModel } from '../catalog/category.model';
import { ProductModel } from '../catalog/product.model';

@ObjectType('HeroBannerBlock')
export class HeroBannerBlockModel {
  @Field(() => ID) id!: string;
  @Field() headline!: string;
  @Field() text!: string;
  @Field() image!: string;
  @Field() ctaLabel!: string;
  @Field() ctaLink!: string;
  component!: 'hero_banner';
}

@ObjectType('CategorySliderBlock')
export class CategorySliderBlockModel {
  @Field(() => ID) id!: string;
  @Field() headline!: string;
  @Field(() => [CategoryModel]) categories?: CategoryModel[];
  component!: 'category_slider';
  categoryKeys!: string[];
  ctx!: ShopContext;
}

@ObjectType('ProductSliderBlock')
export class ProductSliderBlockModel {
  @Field(() => ID) id!: string;
  @Field() headline!: string;
  @Field(() => [ProductModel]) products?: ProductModel[];
  component!: 'product_slider';
  skus!: string[];
  ctx!: ShopContext;
}

export type ContentBlockModel = HeroBannerBlockModel | CategorySliderBlockModel | ProductSliderBlockModel;

export const ContentBlockUnion = createUnionType({
  name: 'ContentBlock',
  types: () => [HeroBannerBlockModel, CategorySliderBlockModel, ProductSliderBlockModel] as const,
  resolveType(block: ContentBlockModel) {
    switch (block.component) {
      case 'hero_banner':
        return HeroBannerBlockModel;
      case 'category_slider':
        return CategorySliderBlockModel;
      case 'product_slider':
        return ProductSliderBlockModel;
    }
  },
});

@ObjectType('ContentStory')
export class ContentStoryModel {
  @Field(() => ID) id!: string;
  @Field() slug!: string;
  @Field() locale!: string;
  @Field() title!: string;
  @Field() seoDescription!: string;
  @Field(() => [ContentBlockUnion]) blocks!: ContentBlockModel[];
}

@ObjectType('FooterLink')
export class FooterLinkModel {
  @Field() label!: string;
  @Field() to!: string;
}

@ObjectType('FooterColumn')
export class FooterColumnModel {
  @Field() title!: string;
  @Field(() => [FooterLinkModel]) links!: FooterLinkModel[];
}

@ObjectType('Footer')
export class FooterModel {
  @Field(() => [FooterColumnModel]) columns!: FooterColumnModel[];
  @Field() legal!: string;
}
