import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('CartDecision', {
  description:
    'An approver’s decision on a cart that waited for approval (kept when a declined cart is deleted).',
})
export class CartDecisionModel {
  @Field({ description: 'approved or declined.' }) decision!: string;
  @Field(() => String, { nullable: true }) comment!: string | null;
  @Field(() => String, { nullable: true, description: 'The order an approval placed.' })
  orderNumber!: string | null;

  @Field({ description: 'ISO time of the decision.' }) at!: string;
}

@ObjectType('DeclinedCart')
export class DeclinedCartModel {
  @Field() cartId!: string;
}
