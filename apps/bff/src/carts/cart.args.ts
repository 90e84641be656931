import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsIn,
  IsInt,
  IsString,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { MAX_LINE_QUANTITY, SKU_PATTERN } from '@shop/domain';

/** Most lines one change may name. */
export const MAX_LINES_PER_CHANGE = 100;

@ArgsType()
export class CartArgs {
  @Field()
  @IsString()
  locale!: string;
}

@InputType('CartLineInput')
export class CartLineInput {
  @Field()
  @Matches(SKU_PATTERN, { message: 'error.invalid-sku' })
  sku!: string;

  @Field(() => Int, { description: '0 removes the line (with mode set).' })
  @IsInt({ message: 'error.invalid-quantity' })
  @Min(0, { message: 'error.invalid-quantity' })
  @Max(MAX_LINE_QUANTITY, { message: 'error.invalid-quantity' })
  quantity!: number;
}

@ArgsType()
export class ChangeCartLinesArgs {
  @Field()
  @IsString()
  locale!: string;

  @Field(() => ID)
  @IsString()
  cartId!: string;

  @Field(() => Int, { description: 'The version of the cart the change was made on.' })
  @IsInt({ message: 'error.invalid-version' })
  @Min(1, { message: 'error.invalid-version' })
  version!: number;

  @Field({ description: '`add` adds to the quantities (addLineItems), `set` sets them (changeLineItems).' })
  @IsIn(['add', 'set'], { message: 'error.bad-input' })
  mode!: 'add' | 'set';

  @Field(() => [CartLineInput])
  @ValidateNested({ each: true })
  @ArrayMinSize(1, { message: 'error.invalid-cart-lines' })
  @ArrayMaxSize(MAX_LINES_PER_CHANGE, { message: 'error.invalid-cart-lines' })
  @Type(() => CartLineInput)
  lines!: CartLineInput[];
}
