import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** The fields every category answer shares (tree node and category page). */
@ObjectType({ isAbstract: true })
export abstract class CategoryFieldsModel {
  @Field(() => ID, { description: "The category's id." })
  id!: string;

  @Field({ description: 'Stable key of the category (the same in every language).' })
  key!: string;

  @Field({ description: "Name in the locale's language." })
  name!: string;

  @Field({ description: "URL segment in the locale's language." })
  slug!: string;

  @Field(() => Int, { description: 'Position among its siblings (lower first).' })
  orderHint!: number;

  @Field(() => Int, { description: "Products of the shop's tenant in this category and below." })
  productCount!: number;
}

@ObjectType('Category', {
  description: 'A product category of the tenant, with its localized name and path.',
})
export class CategoryModel extends CategoryFieldsModel {
  @Field(() => [CategoryModel], { description: 'Subcategories, in their order.' })
  children!: CategoryModel[];
}

@ObjectType('CategoryTree', {
  description: "The tenant's category hierarchy in the locale's language.",
})
export class CategoryTreeModel {
  @Field(() => [CategoryModel], { description: 'The top-level categories, each with its children.' })
  categories!: CategoryModel[];
}
