import { ArgsType, Field } from '@nestjs/graphql';
import { IsString, Matches } from 'class-validator';
import { CartVersionArgs } from '../carts/cart.args';
import { ORDER_NUMBER_PATTERN } from '@shop/domain';
import { LOCALE_ARGUMENT } from '../common/argument-descriptions';

/** Finalize (spec 02 §7): the cart at the version the user reviewed. */
@ArgsType()
export class FinalizeCartArgs extends CartVersionArgs {}

@ArgsType()
export class ShopOrderArgs {
  @Field({ description: LOCALE_ARGUMENT })
  @IsString()
  locale!: string;

  @Field({ description: 'Order number as finalizeCart answered it, e.g. WS-100001.' })
  @Matches(ORDER_NUMBER_PATTERN, { message: 'error.order-not-found' })
  orderNumber!: string;
}
