import { ArgsType, Field } from '@nestjs/graphql';
import { ArrayMaxSize, Matches } from 'class-validator';
import { SKU_PATTERN } from '@shop/domain';
import { LocaleArgs } from '../common/locale.args';

/** At most this many skus per custPrice1Units call (a page is 24–96). */
export const MAX_PRICE_SKUS = 500;

/** Query.custPrice1Units: the skus of a listing page. */
@ArgsType()
export class PriceListArgs extends LocaleArgs {
  @Field(() => [String], {
    description: `Skus whose one-unit customer prices are asked, at most ${MAX_PRICE_SKUS}.`,
  })
  @ArrayMaxSize(MAX_PRICE_SKUS, { message: 'error.too-many-skus' })
  @Matches(SKU_PATTERN, { each: true, message: 'error.invalid-sku' })
  skus!: string[];
}

/** Query.custPrices: one sku of a product page. */
@ArgsType()
export class PriceDetailArgs extends LocaleArgs {
  @Field({ description: 'The sku whose customer price with tier prices is asked (a product page).' })
  @Matches(SKU_PATTERN, { message: 'error.invalid-sku' })
  sku!: string;
}
