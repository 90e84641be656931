import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** The fields every category answer shares (tree node and category page). */
@ObjectType({ isAbstract: true })
export abstract class CategoryFieldsModel {
  @Field(() => ID)
  id!: string;

  @Field()
  key!: string;

  @Field()
  name!: string;

  @Field()
  slug!: string;

  @Field(() => Int)
  orderHint!: number;

  @Field(() => Int, { description: "Products of the shop's tenant in this category and below." })
  productCount!: number;
}

@ObjectType('Category', {
  description: 'A product category of the tenant, with its localized name and path.',
})
export class CategoryModel extends CategoryFieldsModel {
  @Field(() => [CategoryModel])
  children!: CategoryModel[];
}

@ObjectType('CategoryTree', {
  description: "The tenant's category hierarchy in the locale's language.",
})
export class CategoryTreeModel {
  @Field(() => [CategoryModel])
  categories!: CategoryModel[];
}
