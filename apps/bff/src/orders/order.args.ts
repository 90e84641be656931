import { ArgsType, Field, ID, Int } from '@nestjs/graphql';
import { IsInt, IsString, Matches, Min } from 'class-validator';
import { ORDER_NUMBER_PATTERN } from '@shop/domain';

@ArgsType()
export class FinalizeCartArgs {
  @Field()
  @IsString()
  locale!: string;

  @Field(() => ID)
  @IsString()
  cartId!: string;

  @Field(() => Int, { description: 'The version of the cart the user reviewed.' })
  @IsInt({ message: 'error.invalid-version' })
  @Min(1, { message: 'error.invalid-version' })
  version!: number;
}

@ArgsType()
export class ShopOrderArgs {
  @Field()
  @IsString()
  locale!: string;

  @Field()
  @Matches(ORDER_NUMBER_PATTERN, { message: 'error.order-not-found' })
  orderNumber!: string;
}
