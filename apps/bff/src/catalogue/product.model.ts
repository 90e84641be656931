import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { LocaleSlug } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';

@ObjectType('Product', {
  description:
    'A product (variant) of the tenant: sku, names, images, pack size and the attributes the shop reads.',
})
export class ProductModel {
  @Field(() => ID)
  id!: string;

  @Field()
  sku!: string;

  @Field()
  ean!: string;

  @Field()
  name!: string;

  @Field()
  description!: string;

  @Field()
  slug!: string;

  @Field()
  unit!: string;

  @Field(() => Int)
  packSize!: number;

  @Field()
  imageUrl!: string;

  /** The context the product was loaded in; field resolvers (price) need it. Not in the schema. */
  ctx!: ShopContext;

  /** Its slug per shop locale (this one included) when the port answer carried them (product page). Not in the schema. */
  localeSlugs?: LocaleSlug[];
}
