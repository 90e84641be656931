import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { EssenceListSource } from '@shop/domain';
import { ProductModel } from '../catalogue/product.model';

const SOURCES: Record<EssenceListSource, EssenceListSource> = {
  CONFIGURED: 'CONFIGURED',
  ORDER_HISTORY: 'ORDER_HISTORY',
};
registerEnumType(SOURCES, {
  name: 'EssenceListSource',
  description: 'Where the essence list comes from (decision 0101).',
  valuesMap: {
    CONFIGURED: { description: "The skus the customer's account names (set by the provider)." },
    ORDER_HISTORY: {
      description: 'No skus are set: what the customer ordered in at least 2 orders of the last 365 days.',
    },
  },
});

@ObjectType('EssencePurchase', { description: 'One purchase of an essence list entry: when, and how many.' })
export class EssencePurchaseModel {
  @Field({ description: 'When the order was placed (ISO 8601, UTC).' }) date!: string;
  @Field(() => Int, { description: 'The quantity that order took of the item.' }) quantity!: number;
}

@ObjectType('EssenceListEntry', {
  description: 'An item the customer buys regularly (docs/rules/data-model.md, essence list entry).',
})
export class EssenceListEntryModel {
  @Field({ description: "The code of the list: the customer's number." }) essenceCode!: string;
  @Field({ description: 'The article number (sku).' }) itemNo!: string;
  @Field(() => [EssencePurchaseModel], {
    description: 'The last five purchases (date and quantity), newest first; fewer when bought less often.',
  })
  purchases!: EssencePurchaseModel[];
  @Field({ description: "The product's slug in the locale's language." }) productSlug!: string;
  @Field({ description: "The product's id." }) identifier!: string;
  @Field(() => ProductModel, {
    nullable: true,
    description: 'The product for display (name, image; prices for roles that see them).',
  })
  product!: ProductModel | null;
}

@ObjectType('EssenceListPage', { description: "A page of the session customer's essence list." })
export class EssenceListPageModel {
  @Field(() => [EssenceListEntryModel], { description: 'The entries of this page.' })
  items!: EssenceListEntryModel[];
  @Field(() => Int, { description: 'Entries in all pages (with the filters).' }) total!: number;
  @Field(() => Int, { description: "This page's number, from 1." }) page!: number;
  @Field(() => Int, { description: 'Entries a page.' }) limit!: number;
  @Field(() => Int, { description: 'Number of the last page (1 when empty).' }) lastPage!: number;
  @Field(() => SOURCES, { description: 'Where the list comes from.' }) source!: EssenceListSource;
  @Field({ description: 'The customer may order only the items of this list (decision 0102).' })
  onlyItemsFromEssenceList!: boolean;
}

@ObjectType('EssenceRestriction', {
  description: 'What the session customer may put into a cart (decision 0102).',
})
export class EssenceRestrictionModel {
  @Field({ description: 'Only the skus of the essence list may go into a cart.' })
  onlyItemsFromEssenceList!: boolean;
  @Field(() => [String], {
    description: 'The essence list skus (empty when onlyItemsFromEssenceList is false).',
  })
  skus!: string[];
}
