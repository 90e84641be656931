import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { LocaleSlug } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';

@ObjectType('Product', {
  description:
    'A product (variant) of the tenant: sku, names, images, pack size and the attributes the shop reads.',
})
export class ProductModel {
  @Field(() => ID, { description: "The product's id." })
  id!: string;

  @Field({ description: 'Stock keeping unit: what carts, prices and orders name.' })
  sku!: string;

  @Field({ description: 'EAN/GTIN barcode, when the product has one.' })
  ean!: string;

  @Field({ description: "Name in the locale's language." })
  name!: string;

  @Field({ description: "Description in the locale's language (plain text)." })
  description!: string;

  @Field({ description: "URL segment of the product page in the locale's language." })
  slug!: string;

  @Field({ description: 'Sales unit code, e.g. FL (bottle) or KAR (carton).' })
  unit!: string;

  @Field(() => Int, { description: 'Units in one pack (with `unit`).' })
  packSize!: number;

  @Field({ description: 'URL of the product image (same origin).' })
  imageUrl!: string;

  /** The context the product was loaded in; field resolvers (price) need it. Not in the schema. */
  ctx!: ShopContext;

  /** Its slug per shop locale (this one included) when the port answer carried them (product page). Not in the schema. */
  localeSlugs?: LocaleSlug[];
}
