import { ArgsType, Field } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CartVersionArgs } from '../carts/cart.args';
import { MAX_APPROVAL_COMMENT_LENGTH } from '@shop/domain';

/** A step on one cart of the customer at the version the user saw, with an optional comment. */
@ArgsType()
export class CartDecisionArgs extends CartVersionArgs {
  @Field(() => String, { nullable: true, description: 'Why (to the approver, or to the requester).' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_APPROVAL_COMMENT_LENGTH, { message: 'error.comment-too-long' })
  comment?: string | null;
}
