import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { CartVersionArgs } from '../carts/cart.args';
import {
  MAX_APPROVAL_COMMENT_LENGTH,
  MAX_CARTS_PER_MERGE,
  MAX_RECENT_CART_DECISIONS,
  MIN_CARTS_PER_MERGE,
} from '@shop/domain';
import { CART_ID_ARGUMENT } from '../common/argument-descriptions';
import { LocaleArgs } from '../common/locale.args';

/** A step on one cart of the customer at the version the user saw, with an optional comment. */
@ArgsType()
export class CartDecisionArgs extends CartVersionArgs {
  @Field(() => String, { nullable: true, description: 'Why (to the approver, or to the requester).' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_APPROVAL_COMMENT_LENGTH, { message: 'error.comment-too-long' })
  comment?: string | null;
}

@InputType('CartToMergeInput', { description: 'A cart to merge at the version the approver saw.' })
export class CartToMergeInput {
  @Field(() => ID, { description: CART_ID_ARGUMENT })
  @IsString()
  cartId!: string;

  @Field(() => Int, { description: 'The version of the cart the approver saw; another one leaves it out.' })
  @IsInt({ message: 'error.invalid-version' })
  @Min(1, { message: 'error.invalid-version' })
  version!: number;
}

/** executeMergeCarts (docs/rules/calls.md): carts of the customer waiting for a decision, with an optional comment. */
@ArgsType()
export class MergeCartsArgs extends LocaleArgs {
  @Field(() => [CartToMergeInput], {
    description: `${MIN_CARTS_PER_MERGE} to ${MAX_CARTS_PER_MERGE} different carts waiting for approval.`,
  })
  @ValidateNested({ each: true })
  @ArrayMaxSize(MAX_CARTS_PER_MERGE, { message: 'error.merge-too-many-carts' })
  @Type(() => CartToMergeInput)
  carts!: CartToMergeInput[];

  @Field(() => String, {
    nullable: true,
    description: "Why: kept on the merged cart and told to the merged carts' requesters.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_APPROVAL_COMMENT_LENGTH, { message: 'error.comment-too-long' })
  comment?: string | null;
}

/** The customer's recent decisions on carts (cart administration, decision 0070). */
@ArgsType()
export class RecentCartDecisionsArgs extends LocaleArgs {
  @Field(() => Int, {
    defaultValue: 10,
    description: `How many of the newest decisions: 1 to ${MAX_RECENT_CART_DECISIONS}.`,
  })
  @IsInt({ message: 'error.invalid-limit' })
  @Min(1, { message: 'error.invalid-limit' })
  @Max(MAX_RECENT_CART_DECISIONS, { message: 'error.invalid-limit' })
  limit: number = 10;
}
