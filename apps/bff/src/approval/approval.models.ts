import { Field, ID, ObjectType } from '@nestjs/graphql';
import { CartModel } from '../carts/cart.models';

@ObjectType('CartDecision', {
  description:
    'An approver’s decision on a cart that waited for approval (kept when a declined or merged cart is deleted).',
})
export class CartDecisionModel {
  @Field({ description: 'approved, declined or merged.' }) decision!: string;
  @Field(() => String, { description: "The approver's comment, or null.", nullable: true }) comment!:
    | string
    | null;
  @Field(() => String, { nullable: true, description: 'The order an approval placed.' })
  orderNumber!: string | null;

  @Field(() => ID, { nullable: true, description: 'The cart a merged cart’s lines went into.' })
  mergedCartId!: string | null;

  @Field({ description: 'ISO time of the decision.' }) at!: string;
}

@ObjectType('DeclinedCart', {
  description: 'The answer of declineCart: the id of the cart that was declined and deleted.',
})
export class DeclinedCartModel {
  @Field({ description: 'The id of the declined (and deleted) cart.' }) cartId!: string;
}

@ObjectType('FailedCart', { description: 'A cart named in a merge that was left out, and why.' })
export class FailedCartModel {
  @Field(() => ID, { description: 'The id of a cart that was not merged.' }) cartId!: string;

  @Field({
    description:
      'Why: error.cart-not-found (unknown, ordered or not the customer’s), error.cart-conflict (its version moved on) or error.cart-not-in-approval.',
  })
  messageKey!: string;
}

@ObjectType('MergeCartsResult', { description: 'What executeMergeCarts did (docs/rules/calls.md).' })
export class MergeCartsResultModel {
  @Field(() => CartModel, {
    description: "The new cart of type Merged with the merged carts' lines: the approver's Active cart now.",
  })
  mergedCart!: CartModel;

  @Field(() => [FailedCartModel], { description: 'The named carts that were left out (unchanged).' })
  failedCarts!: FailedCartModel[];
}

@ObjectType('RecentCartDecision', {
  description:
    "One of the customer's recent decisions on a cart that waited for approval (decision 0070), kept when a declined cart is deleted.",
})
export class RecentCartDecisionModel {
  @Field(() => ID, {
    description: 'The cart decided on (a declined cart is gone; an approved one is an order).',
  })
  cartId!: string;

  @Field({
    description: 'approved (as handed over), modified (approved after an approver changed it) or declined.',
  })
  decision!: string;

  @Field({ description: 'Who handed the cart over (first and last name at the time of the decision).' })
  requesterName!: string;

  @Field({ description: 'Who decided: the approver, or the employee acting for one.' })
  decidedByName!: string;

  @Field(() => String, { nullable: true, description: "The approver's reason, or null." })
  comment!: string | null;

  @Field(() => String, { nullable: true, description: 'The order an approval placed; null for a decline.' })
  orderNumber!: string | null;

  @Field({ description: 'ISO time of the decision.' }) at!: string;
}
