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

  /** Search-engine texts (CategoryNode's); answered as seoInformation. Not in the schema. */
  seoTitle!: string | null;
  seoDescription!: string | null;
}

@ObjectType('CategorySeoInformation', {
  description: "A category's texts for search engines, in the locale's language.",
})
export class CategorySeoInformationModel {
  @Field(() => String, { nullable: true, description: 'Page title; null: use the name.' })
  title!: string | null;

  @Field(() => String, { nullable: true, description: 'Description meta text; null when none is kept.' })
  description!: string | null;
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
  @Field(() => ID, {
    nullable: true,
    description: 'The id of the category the tree starts below (rootId); null for the whole tree.',
  })
  id!: string | null;

  @Field(() => [CategoryModel], {
    description: 'The path to the tree: root first, the rootId category last; empty for the whole tree.',
  })
  breadcrumbs!: CategoryModel[];

  @Field(() => [ID], {
    description: 'The ids of every category in `categories`, at any depth, in tree order.',
  })
  categoryIds!: string[];

  @Field(() => [CategoryModel], {
    description: 'The top-level categories (below rootId when given), each with its children.',
  })
  categories!: CategoryModel[];
}
