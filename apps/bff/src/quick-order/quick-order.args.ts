import { ArgsType, Field } from '@nestjs/graphql';
import { ArrayMaxSize, ArrayMinSize, Matches } from 'class-validator';
import { MAX_QUICK_ORDER_CODES, SKU_PATTERN } from '@shop/domain';
import { LocaleArgs } from '../common/locale.args';

@ArgsType()
export class QuickOrderLookupArgs extends LocaleArgs {
  @Field(() => [String], {
    description: `Article numbers (sku) or EAN-13s, 1 to ${MAX_QUICK_ORDER_CODES}, as the rows of a quick order name them.`,
  })
  @Matches(SKU_PATTERN, { each: true, message: 'error.invalid-quick-order-code' })
  @ArrayMinSize(1, { message: 'error.invalid-quick-order-codes' })
  @ArrayMaxSize(MAX_QUICK_ORDER_CODES, { message: 'error.invalid-quick-order-codes' })
  codes!: string[];
}
