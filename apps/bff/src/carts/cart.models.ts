import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import type { ShippingAddress } from '@shop/commerce';

@ObjectType('CartLine', {
  description: 'One sku of a cart with its quantity (docs/rules/data-model.md line item).',
})
export class CartLineModel {
  @Field({ description: 'The line key (its sku).' })
  key!: string;

  @Field({ description: "The product's sku." })
  sku!: string;

  @Field(() => Int, { description: 'Units of the sku in the cart.' })
  quantity!: number;

  /** The context the cart was read in (the line's product and prices need it). Not in the schema. */
  ctx!: ShopContext;
}

@ObjectType('ShippingAddress', {
  description: 'Where a cart ships to (docs/rules/data-model.md, cartShippingAddress).',
})
export class ShippingAddressModel {
  @Field({ description: 'First name of the recipient.' }) firstName!: string;
  @Field({ description: 'Last name of the recipient.' }) lastName!: string;
  @Field({ description: 'Street and number.' }) streetName!: string;
  @Field({ description: "Postal code (checked by the country's format)." }) postalCode!: string;
  @Field({ description: 'City.' }) city!: string;
  @Field({ description: 'ISO 3166-1 alpha-2 country code.' }) country!: string;
}

@ObjectType('CustomShippingMethod', {
  description: "The cart's shipping agent as its method name (docs/rules/calls.md, customShippingMethod).",
})
export class CustomShippingMethodModel {
  @Field({ description: 'The shipping agent code (one of shopConfig.shippingAgents; default INNER).' })
  shippingMethodName!: string;
}

@ObjectType('Cart', {
  description:
    "A cart of the session's customer (decision 0036). Every change names `version`; a stale one is refused with CONFLICT.",
})
export class CartModel {
  @Field(() => ID, { description: "The cart's id; writes name it with the version." })
  id!: string;

  @Field({ description: 'mandantCode-customerNo-contactNo (employees: their login e-mail hash first).' })
  key!: string;

  @Field(() => Int, {
    description:
      'Moves on with every change; writes name the version they were made on, a stale one gets CONFLICT.',
  })
  version!: number;

  @Field({ description: 'Active, Saved or Ordered.' })
  cartState!: string;

  @Field({ description: 'None, Open, Modified, Merged or Declined.' })
  cartProcessStatus!: string;

  @Field({ description: 'Normal or Merged.' })
  cartProcessType!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The comment of the last step in the approval process (the requester’s, or the decline’s).',
  })
  cartProcessComment!: string | null;

  @Field(() => String, {
    description: "Further information: the customer's own order reference.",
    nullable: true,
  })
  customerIdentifier!: string | null;

  @Field(() => String, {
    description: 'Further information: a comment for the order (letters, digits, space and hyphen).',
    nullable: true,
  })
  customerComment!: string | null;

  @Field({ description: 'Shipping agent code (default INNER).' })
  shippingAgent!: string;

  /** The cart's own shipping address; null: the customer's (CartResolver.shippingAddress). Not in the schema. */
  ownShippingAddress!: ShippingAddress | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Who holds the edit lock (a contact id or employee:<id>); null when nobody does (never taken, released or expired).',
  })
  lockedBy!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'ISO time the edit lock ends (10 minutes after it was taken or renewed); null when not locked.',
  })
  lockedUntil!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Name of whoever has the cart open for editing (decision 0041); null when it is not locked.',
  })
  lockedByName!: string | null;

  @Field({
    description:
      'Whether someone other than the session holds the edit lock right now: the cart is read-only for the session until lockedUntil.',
  })
  lockedByOther!: boolean;

  @Field(() => String, {
    nullable: true,
    description: "Another system's id of the cart (updateCart externalId, decision 0044).",
  })
  externalId!: string | null;

  @Field(() => String, { nullable: true, description: 'When the other system made the cart (ISO time).' })
  customCreatedAt!: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The date (YYYY-MM-DD) of the customer's essence list the cart was filled from.",
  })
  essenceListDate!: string | null;

  @Field({
    description: 'None (nobody asked), Pending (handed over, perhaps changed by an approver) or Declined.',
  })
  approvalStatus!: string;

  @Field({ description: 'Who made the cart: a contact id, or employee:<id>.' })
  createdBy!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Who moved it last in the approval process: a contact id, or employee:<id>.',
  })
  stateChangedBy!: string | null;

  @Field(() => Int, { description: 'Housekeeping deletes the cart this many days after its last change.' })
  deleteDaysAfterLastModification!: number;

  @Field(() => CustomShippingMethodModel, {
    description: 'The shipping agent by its name (docs/rules/data-model.md).',
  })
  customShippingMethod!: CustomShippingMethodModel;

  @Field({ description: 'ISO time the cart was made.' })
  createdAt!: string;

  @Field({ description: 'ISO time of the last change (housekeeping counts from it).' })
  lastModifiedAt!: string;

  @Field(() => [CartLineModel], {
    description: 'The product lines in the order they were added (the surcharge is customLineItem).',
  })
  lineItems!: CartLineModel[];

  @Field(() => Int, { description: 'Sum of the line quantities.' })
  totalLineItemQuantity!: number;

  @Field({
    description:
      "True for a cart of the session's own key: it can be switched to (cart administration lists the customer's other users' carts too).",
  })
  ownedBySession!: boolean;

  /** The context the cart was read in (its price fields need it). Not in the schema. */
  ctx!: ShopContext;
}

@ObjectType('CartPage', {
  description: "A page of the customer's carts that are not ordered (cart administration).",
})
export class CartPageModel {
  @Field(() => [CartModel], { description: 'The carts of this page.' }) items!: CartModel[];
  @Field(() => Int, { description: 'Carts in all pages.' }) total!: number;
  @Field(() => Int, { description: "This page's number, from 1." }) page!: number;
  @Field(() => Int, { description: 'Carts a page.' }) limit!: number;
  @Field(() => Int, { description: 'Number of the last page (1 when empty).' }) lastPage!: number;
}

@ObjectType('DeletedCart', {
  description: 'The answer of deleteCart: the id of the deleted cart.',
})
export class DeletedCartModel {
  @Field(() => ID, { description: 'The id of the deleted cart.' }) cartId!: string;
}
