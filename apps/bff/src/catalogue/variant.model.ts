import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { PriceMode, ShopContext } from '@shop/domain';

const PRICE_MODES: Record<PriceMode, PriceMode> = { EMBEDDED: 'EMBEDDED', STANDALONE: 'STANDALONE' };
registerEnumType(PRICE_MODES, {
  name: 'PriceMode',
  description: "Where a product's price comes from (docs/decisions/0117).",
  valuesMap: {
    EMBEDDED: {
      description: "The tenant's list price kept with the product (customer prices may override it).",
    },
    STANDALONE: {
      description: 'The price service prices it (has_ivp_prices): buyable without a list price.',
    },
  },
});
export { PRICE_MODES };

@ObjectType('CategoryOrderHint', {
  description: "A product's position within one of its categories (docs/rules/constants.md order hints).",
})
export class CategoryOrderHintModel {
  @Field({ description: "The category's id." })
  categoryId!: string;

  @Field({
    description:
      'The order hint as decimal text: the stored hint divided by 100000; "1" when none is kept. Lower sorts first.',
  })
  orderHint!: string;
}

@ObjectType('VariantAttribute', {
  description: "One attribute of a variant with its definition; the label in the locale's language.",
})
export class VariantAttributeModel {
  @Field({ description: 'The attribute name as stored, e.g. container or asset_product_image.' })
  name!: string;

  @Field({ description: "Display label in the locale's language." })
  label!: string;

  @Field({ description: "The shop's reading of the value: text, number, boolean, enum, list or image." })
  type!: string;

  @Field({
    description:
      "The backend's storage type: ltext (localized text), text, number, boolean, enum, set or asset.",
  })
  originalType!: string;

  @Field({
    description: 'Display group: general, logistics, safety, pricing, academy, marketing or media.',
  })
  group!: string;

  @Field({
    description:
      'The value as text: texts as they are (localized ones in the locale\'s language), numbers and booleans as written in JSON, lists as a JSON array (badge: [{"key":"promotion"}]).',
  })
  value!: string;

  @Field({ description: 'Whether the value may differ between variants of the product.' })
  isVariantAttribute!: boolean;
}

@ObjectType('VariantAsset', {
  description: 'A file of a variant (same origin), e.g. the product image.',
})
export class VariantAssetModel {
  @Field({ description: 'What the file is: the attribute it comes from, e.g. asset_product_image.' })
  key!: string;

  @Field({ description: 'URL of the file (same origin).' })
  url!: string;

  @Field({ description: 'Media type of the file, e.g. image/svg+xml.' })
  mediaType!: string;
}

@ObjectType('Variant', {
  description:
    'A sellable variant of a product: its sku, images, files, prices and attributes. Each product of this shop has one variant (decision 0117).',
})
export class VariantModel {
  @Field({ description: "The variant's sku (what carts, prices and orders name)." })
  sku!: string;

  @Field(() => [String], { description: 'Image URLs (same origin), the main image first.' })
  images!: string[];

  @Field(() => [VariantAssetModel], { description: "The variant's files." })
  assets!: VariantAssetModel[];

  @Field(() => [VariantAttributeModel], {
    description: 'The defined attributes the variant has a value for.',
  })
  attributes!: VariantAttributeModel[];

  /** The context the product was loaded in; prices need it. Not in the schema. */
  ctx!: ShopContext;
}

@ObjectType('VariantInfo', {
  description: "What tells a product's variants apart.",
})
export class VariantInfoModel {
  @Field(() => Int, { description: 'How many variants the product has (1 in this shop).' })
  count!: number;

  @Field(() => [String], {
    description: 'Names of the attributes that may differ between the variants (isVariantAttribute).',
  })
  variantAttributeNames!: string[];
}
