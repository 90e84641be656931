import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { CartModel } from '../carts/cart.models';

@ObjectType('ShoppingListKeys', {
  description: "The session's own list keys (decision 0098): the only keys its list calls accept.",
})
export class ShoppingListKeysModel {
  @Field({
    description:
      'The shopping list: customerNo-contactNo-mandantCode; an employee acting for a customer has the login e-mail hash and a dash first.',
  })
  shoppingList!: string;

  @Field({ description: 'The scan-me list of the same person: the shopping-list key followed by -ScanMe.' })
  scanMe!: string;
}

@ObjectType('ShoppingListAttr', { description: 'One attribute of a list.' })
export class ShoppingListAttrModel {
  @Field({ description: 'Attribute name.' }) name!: string;
  @Field({ description: 'Attribute value, as text.' }) value!: string;
}

@ObjectType('ShoppingListLineItem', {
  description:
    "One line of a shopping list: a sku and its quantity. Its product, buyability and the customer's price resolve when asked.",
})
export class ShoppingListLineItemModel {
  @Field({ description: 'The line key (its sku; for a line without one, its external id).' })
  key!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The product sku; null for a line another system put there without one (never buyable).',
  })
  sku!: string | null;

  @Field(() => Int, { description: 'Units on the list.' })
  quantity!: number;

  @Field({ description: 'ISO time the line was first put on the list.' })
  addedAt!: string;

  @Field(() => String, { nullable: true, description: "Another system's id of the line, when it has one." })
  externalId!: string | null;

  /** The context the list was read in (product, buyable and price need it). Not in the schema. */
  ctx!: ShopContext;
}

@ObjectType('ShoppingList', {
  description:
    'A shopping list (docs/rules/data-model.md, decision 0098) of one key of the session: lines with quantities, a name, a version that every write moves.',
})
export class ShoppingListModel {
  @Field(() => ID, { description: 'The list id.' }) id!: string;
  @Field({ description: 'The list key (ShoppingListKeys).' }) key!: string;
  @Field({ description: 'The name; a list created on first fetch is named by its key.' }) name!: string;
  @Field({ description: 'The name in lower case with dashes.' }) slug!: string;
  @Field(() => String, {
    nullable: true,
    description: 'A free text about the list; null when none was given.',
  })
  description!: string | null;
  @Field(() => [ShoppingListAttrModel], {
    description: 'Attributes another system keeps on the list (createShoppingList attrs).',
  })
  attrs!: ShoppingListAttrModel[];

  @Field(() => Int, {
    description:
      'Moves with every write; updateShoppingList, mergeShoppingList and deleteShoppingList name it.',
  })
  version!: number;

  @Field({ description: 'Whether this is the scan-me list of its person (key ending in -ScanMe).' })
  isScanMe!: boolean;

  @Field(() => [ShoppingListLineItemModel], { description: 'In the order they were added.' })
  lineItems!: ShoppingListLineItemModel[];

  @Field(() => Int, { description: 'Sum of the line quantities.' })
  totalLineItemQuantity!: number;

  @Field({ description: 'ISO time of the creation.' }) createdAt!: string;
  @Field({ description: 'ISO time of the last change.' }) lastModifiedAt!: string;

  /** The context the list was read in. Not in the schema. */
  ctx!: ShopContext;
}

@ObjectType('DeletedShoppingList', { description: 'What deleteShoppingList removed.' })
export class DeletedShoppingListModel {
  @Field({ description: 'The key of the removed list.' }) key!: string;
}

@ObjectType('ShoppingListCsvFile', {
  description:
    'generateShoppingListCsvEncodedFileContent (docs/rules/calls.md, decision 0099): the CSV of a list, base64.',
})
export class ShoppingListCsvFileModel {
  @Field({ description: 'Readable ASCII file name, e.g. Merkliste-20HHAT-100001.csv.' }) fileName!: string;
  @Field({ description: 'The file, base64 encoded (UTF-8 with BOM, `;` between cells).' }) content!: string;
  @Field({ description: 'text/csv' }) mimeType!: string;
}

@ObjectType('ShoppingListLineNotAdded', {
  description: 'A line of the list that did not go to the cart, and why (a translated message key).',
})
export class ShoppingListLineNotAddedModel {
  @Field(() => String, { nullable: true, description: 'The line sku; null for a line without one.' })
  sku!: string | null;
  @Field({ description: 'The line key.' }) lineItemKey!: string;
  @Field({ description: 'The product name in the locale, or the sku when the tenant no longer sells it.' })
  name!: string;
  @Field({
    description:
      'error.unknown-sku, error.product-not-buyable, error.list-line-without-sku or error.essence-list-only (a customer that may order only its essence list): the key of a translated message.',
  })
  reason!: string;
}

@ObjectType('AddShoppingListToCartResult', {
  description:
    'addShoppingListToCart: the cart after it, how many lines went in, and the lines that did not.',
})
export class AddShoppingListToCartResultModel {
  @Field(() => CartModel, { description: 'The active cart after the lines went in.' }) cart!: CartModel;
  @Field(() => Int, { description: 'How many lines went into the cart.' }) added!: number;
  @Field(() => [ShoppingListLineNotAddedModel], { description: 'The lines that stayed out, each with why.' })
  notAdded!: ShoppingListLineNotAddedModel[];
}
