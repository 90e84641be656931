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
  @Field({ description: 'The attribute value.' })
  value!: string;

  @Field(() => Int, { description: 'Products with this value under the other selections.' })
  count!: number;

  @Field({ description: 'Whether the listing is filtered by this value now.' })
  selected!: boolean;
}

@ObjectType('Facet', {
  description: 'A filter of a product listing: an attribute with its values and counts.',
})
export class FacetModel {
  @Field({ description: 'Attribute name: container, unit, hazardous_material or energy_option_required.' })
  name!: string;

  @Field(() => [FacetValueModel], { description: 'The values products of the listing have, with counts.' })
  values!: FacetValueModel[];
}

@ObjectType('ProductList', {
  description: 'A page of products of a listing or search, with its facets and totals.',
})
export class ProductListModel {
  @Field(() => [ProductModel], { description: 'The products of this page.' })
  items!: ProductModel[];

  @Field(() => Int, { description: 'Products found in all pages.' })
  total!: number;

  @Field(() => Int, { description: "This page's number, from 1." })
  page!: number;

  @Field(() => Int, { description: 'Products a page.' })
  limit!: number;

  @Field(() => Int, { description: 'Number of the last page (1 when empty).' })
  lastPage!: number;

  @Field(() => [FacetModel], { description: 'Filters of this listing with their values and counts.' })
  facets!: FacetModel[];
}

@ObjectType('ProductSuggestion', {
  description: 'A type-ahead suggestion of the search: a product with the matched term.',
})
export class ProductSuggestionModel {
  @Field({ description: "The product's sku." })
  sku!: string;

  @Field({ description: "Name in the locale's language." })
  name!: string;

  @Field({ description: 'URL segment of the product page.' })
  slug!: string;

  @Field({ description: 'URL of the product image.' })
  imageUrl!: string;
}

@ObjectType('ProductAttributes', {
  description: 'Attributes a product page shows (docs/rules/data-model.md); texts in the shop language.',
})
export class ProductAttributesModel {
  @Field(() => String, { nullable: true, description: 'Container code, e.g. BOTTLE, CANISTER, CARTON.' })
  container?: string | null;

  @Field(() => String, { description: 'subtitle: a second line under the name.', nullable: true })
  subtitle?: string | null;

  @Field(() => Int, {
    description: 'minimum_order_quantity: the least quantity a cart line may have (1 when not set).',
  })
  minimumOrderQuantity!: number;

  @Field(() => Int, {
    description: 'qty_in_overpack: units in one outer carton (shown, not enforced).',
    nullable: true,
  })
  qtyInOverpack?: number | null;

  @Field({ description: 'hazardous_material: show the safety data sheet notice.' })
  hazardousMaterial!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Energy option code of machines: MAINS, BATTERY or HYBRID.',
  })
  energyOption?: string | null;

  @Field(() => String, {
    description:
      'academy_industry: with academyType, marks a training product (an academy-only cart holds only those).',
    nullable: true,
  })
  academyIndustry?: string | null;

  @Field(() => String, { description: 'academy_type: see academyIndustry.', nullable: true })
  academyType?: string | null;

  @Field({
    description: 'has_ivp_prices: the product is priced by the price service (buyable without a list price).',
  })
  hasIvpPrices!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Set when the product is discontinued; such a product is not buyable.',
  })
  successorArticleNumber?: string | null;

  @Field(() => [String], { description: 'Badge keys; `promotion` marks a promotional product.' })
  badges!: string[];
}
