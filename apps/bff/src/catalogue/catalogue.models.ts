import { Field, Int, ObjectType } from '@nestjs/graphql';
import { CategoryFieldsModel, CategoryModel } from './category.model';
import { ProductModel } from './product.model';

@ObjectType('CategoryDetail', {
  description: 'A category page: the category, where it sits and what is below it.',
})
export class CategoryDetailModel extends CategoryFieldsModel {
  @Field(() => [CategoryModel], {
    description: 'Ancestors from the root down; the category itself not included.',
  })
  breadcrumbs!: CategoryModel[];

  @Field(() => [CategoryModel], { description: 'Subcategories with products, in order.' })
  subcategories!: CategoryModel[];
}

@ObjectType('FacetValue', {
  description: 'One value of a Facet with the number of products that have it.',
})
export class FacetValueModel {
  @Field()
  value!: string;

  @Field(() => Int, { description: 'Products with this value under the other selections.' })
  count!: number;

  @Field()
  selected!: boolean;
}

@ObjectType('Facet', {
  description: 'A filter of a product listing: an attribute with its values and counts.',
})
export class FacetModel {
  @Field({ description: 'Attribute name: container, unit, hazardous_material or energy_option_required.' })
  name!: string;

  @Field(() => [FacetValueModel])
  values!: FacetValueModel[];
}

@ObjectType('ProductList', {
  description: 'A page of products of a listing or search, with its facets and totals.',
})
export class ProductListModel {
  @Field(() => [ProductModel])
  items!: ProductModel[];

  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  limit!: number;

  @Field(() => Int)
  lastPage!: number;

  @Field(() => [FacetModel])
  facets!: FacetModel[];
}

@ObjectType('ProductSuggestion', {
  description: 'A type-ahead suggestion of the search: a product with the matched term.',
})
export class ProductSuggestionModel {
  @Field()
  sku!: string;

  @Field()
  name!: string;

  @Field()
  slug!: string;

  @Field()
  imageUrl!: string;
}

@ObjectType('ProductAttributes', {
  description: 'Attributes of spec 02 §3 a product page shows; texts in the shop language.',
})
export class ProductAttributesModel {
  @Field(() => String, { nullable: true, description: 'Container code, e.g. BOTTLE, CANISTER, CARTON.' })
  container?: string | null;

  @Field(() => String, { nullable: true })
  subtitle?: string | null;

  @Field(() => Int)
  minimumOrderQuantity!: number;

  @Field(() => Int, { nullable: true })
  qtyInOverpack?: number | null;

  @Field()
  hazardousMaterial!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Energy option code of machines: MAINS, BATTERY or HYBRID.',
  })
  energyOption?: string | null;

  @Field(() => String, { nullable: true })
  academyIndustry?: string | null;

  @Field(() => String, { nullable: true })
  academyType?: string | null;

  @Field()
  hasIvpPrices!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Set when the product is discontinued; such a product is not buyable.',
  })
  successorArticleNumber?: string | null;

  @Field(() => [String], { description: 'Badge keys; `promotion` marks a promotional product.' })
  badges!: string[];
}
