import { ArgsType, Field } from '@nestjs/graphql';
import { ArrayMaxSize, IsString, Matches } from 'class-validator';
import { SKU_PATTERN } from '@shop/domain';

/** At most this many skus per custPrice1Units call (a page is 24–96). */
export const MAX_PRICE_SKUS = 500;

/** Query.custPrice1Units: the skus of a listing page. */
@ArgsType()
export class PriceListArgs {
  @Field()
  @IsString()
  locale!: string;

  @Field(() => [String])
  @ArrayMaxSize(MAX_PRICE_SKUS, { message: 'error.too-many-skus' })
  @Matches(SKU_PATTERN, { each: true, message: 'error.invalid-sku' })
  skus!: string[];
}

/** Query.custPrices: one sku of a product page. */
@ArgsType()
export class PriceDetailArgs {
  @Field()
  @IsString()
  locale!: string;

  @Field()
  @Matches(SKU_PATTERN, { message: 'error.invalid-sku' })
  sku!: string;
}
