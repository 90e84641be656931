import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Category')
export class CategoryModel {
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

  @Field(() => [CategoryModel])
  children!: CategoryModel[];
}

@ObjectType('CategoryTree')
export class CategoryTreeModel {
  @Field(() => [CategoryModel])
  categories!: CategoryModel[];
}
