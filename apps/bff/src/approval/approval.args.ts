import { ArgsType, Field, ID, Int } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { MAX_APPROVAL_COMMENT_LENGTH } from '@shop/domain';

/** A step on one cart of the customer at the version the user saw, with an optional comment. */
@ArgsType()
export class CartDecisionArgs {
  @Field()
  @IsString()
  locale!: string;

  @Field(() => ID)
  @IsString()
  cartId!: string;

  @Field(() => Int, { description: 'The version of the cart the user decided on.' })
  @IsInt({ message: 'error.invalid-version' })
  @Min(1, { message: 'error.invalid-version' })
  version!: number;

  @Field(() => String, { nullable: true, description: 'Why (to the approver, or to the requester).' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_APPROVAL_COMMENT_LENGTH, { message: 'error.comment-too-long' })
  comment?: string | null;
}

@ArgsType()
export class CartDecisionQueryArgs {
  @Field()
  @IsString()
  locale!: string;

  @Field(() => ID)
  @IsString()
  cartId!: string;
}
