import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  MAX_LINE_QUANTITY,
  MAX_LINES_PER_CHANGE,
  MAX_LISTS_TO_MERGE,
  MAX_SHOPPING_LIST_ATTR_LENGTH,
  MAX_SHOPPING_LIST_ATTRS,
  MAX_SHOPPING_LIST_DESCRIPTION_LENGTH,
  MAX_SHOPPING_LIST_NAME_LENGTH,
  SHOPPING_LIST_KEY_PATTERN,
  SKU_PATTERN,
} from '@shop/domain';
import { LOCALE_ARGUMENT } from '../common/argument-descriptions';
import { LocaleArgs } from '../common/locale.args';

const KEY_DESCRIPTION =
  "A list key of the session (shoppingListKeys): its shopping list or its scan-me list. Any other key (another contact's, customer's or tenant's) is NOT_FOUND.";
const VERSION_DESCRIPTION = 'The ShoppingList.version the client saw; another one gets CONFLICT.';

/** shoppingListKeys: the session's own list keys. */
@ArgsType()
export class ShoppingListKeysArgs extends LocaleArgs {}

/** shoppingList (docs/rules/calls.md): one list by key, created when missing. */
@ArgsType()
export class ShoppingListArgs extends LocaleArgs {
  @Field({ description: KEY_DESCRIPTION })
  @Matches(SHOPPING_LIST_KEY_PATTERN, { message: 'error.invalid-shopping-list-key' })
  key!: string;
}

/** A write naming a list at the version the client saw. */
@ArgsType()
export class ShoppingListVersionArgs extends ShoppingListArgs {
  @Field(() => Int, { description: VERSION_DESCRIPTION })
  @IsInt({ message: 'error.invalid-version' })
  @Min(1, { message: 'error.invalid-version' })
  version!: number;
}

@InputType('ShoppingListAddLineInput', {
  description:
    'A sku to put on a list: its quantity is added to the line of that sku (a new line when none).',
})
export class ShoppingListAddLineInput {
  @Field({ description: "The product's sku (one the tenant sells)." })
  @Matches(SKU_PATTERN, { message: 'error.invalid-sku' })
  sku!: string;

  @Field(() => Int, { description: 'Units to add (at least 1).' })
  @IsInt({ message: 'error.invalid-quantity' })
  @Min(1, { message: 'error.invalid-quantity' })
  @Max(MAX_LINE_QUANTITY, { message: 'error.invalid-quantity' })
  quantity!: number;
}

@InputType('ShoppingListChangeLineInput', {
  description: 'A new quantity of a line of the list, by its key; 0 removes the line.',
})
export class ShoppingListChangeLineInput {
  @Field({ description: 'ShoppingListLineItem.key.' })
  @IsString()
  @MaxLength(200, { message: 'error.bad-input' })
  lineItemKey!: string;

  @Field(() => Int, { description: 'The new quantity; 0 removes the line.' })
  @IsInt({ message: 'error.invalid-quantity' })
  @Min(0, { message: 'error.invalid-quantity' })
  @Max(MAX_LINE_QUANTITY, { message: 'error.invalid-quantity' })
  quantity!: number;
}

/** The list a write names, at the version the client saw (the fields both list inputs start with). */
@InputType({ isAbstract: true })
class ShoppingListWriteInput {
  @Field({ description: LOCALE_ARGUMENT })
  @IsString()
  locale!: string;

  @Field({ description: KEY_DESCRIPTION })
  @Matches(SHOPPING_LIST_KEY_PATTERN, { message: 'error.invalid-shopping-list-key' })
  key!: string;

  @Field(() => Int, { description: VERSION_DESCRIPTION })
  @IsInt({ message: 'error.invalid-version' })
  @Min(1, { message: 'error.invalid-version' })
  version!: number;
}

@InputType('UpdateShoppingListInput', {
  description:
    'updateShoppingList (docs/rules/calls.md): lines added (summed into a line of the same sku), line quantities changed (0 removes) and a new name, in one write at `version`.',
})
export class UpdateShoppingListInput extends ShoppingListWriteInput {
  @Field(() => [ShoppingListAddLineInput], {
    nullable: true,
    description: `Skus to add, up to ${MAX_LINES_PER_CHANGE}.`,
  })
  @IsOptional()
  @ArrayMaxSize(MAX_LINES_PER_CHANGE, { message: 'error.invalid-cart-lines' })
  @ValidateNested({ each: true })
  @Type(() => ShoppingListAddLineInput)
  addLineItems?: ShoppingListAddLineInput[] | null;

  @Field(() => [ShoppingListChangeLineInput], {
    nullable: true,
    description: `Line quantities to set, up to ${MAX_LINES_PER_CHANGE}; an unknown line key changes nothing.`,
  })
  @IsOptional()
  @ArrayMaxSize(MAX_LINES_PER_CHANGE, { message: 'error.invalid-cart-lines' })
  @ValidateNested({ each: true })
  @Type(() => ShoppingListChangeLineInput)
  changeLineItems?: ShoppingListChangeLineInput[] | null;

  @Field(() => String, {
    nullable: true,
    description: `A new name (1 to ${MAX_SHOPPING_LIST_NAME_LENGTH} characters); left out: unchanged.`,
  })
  @IsOptional()
  @IsString()
  name?: string | null;
}

@InputType('MergeShoppingListInput', {
  description:
    'mergeShoppingList (docs/rules/calls.md): the lines of the lists of keysToMerge summed into the list of `key`; the merged lists are emptied (decision 0100).',
})
export class MergeShoppingListInput extends ShoppingListWriteInput {
  @Field(() => [String], {
    description: `Keys of the session's other lists (1 to ${MAX_LISTS_TO_MERGE}); a key that is not the session's is NOT_FOUND.`,
  })
  @ArrayMinSize(1, { message: 'error.invalid-shopping-list-key' })
  @ArrayMaxSize(MAX_LISTS_TO_MERGE, { message: 'error.invalid-shopping-list-key' })
  @Matches(SHOPPING_LIST_KEY_PATTERN, { each: true, message: 'error.invalid-shopping-list-key' })
  keysToMerge!: string[];
}

@InputType('ShoppingListAttrInput', { description: 'One attribute of a list: a name and a text value.' })
export class ShoppingListAttrInput {
  @Field({ description: `The attribute's name (1 to ${MAX_SHOPPING_LIST_ATTR_LENGTH} characters).` })
  @IsString()
  name!: string;

  @Field({ description: `Its value (up to ${MAX_SHOPPING_LIST_ATTR_LENGTH} characters).` })
  @IsString()
  value!: string;
}

/** createShoppingList (docs/rules/calls.md): a list of the session's own key. */
@ArgsType()
export class CreateShoppingListArgs extends ShoppingListArgs {
  @Field({ description: `The list's name (1 to ${MAX_SHOPPING_LIST_NAME_LENGTH} characters).` })
  @IsString()
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: `A description (up to ${MAX_SHOPPING_LIST_DESCRIPTION_LENGTH} characters).`,
  })
  @IsOptional()
  @IsString()
  description?: string | null;

  @Field(() => [ShoppingListAttrInput], {
    nullable: true,
    description: `Attributes of the list (up to ${MAX_SHOPPING_LIST_ATTRS}; a name given twice keeps the last).`,
  })
  @IsOptional()
  @ArrayMaxSize(MAX_SHOPPING_LIST_ATTRS, { message: 'error.invalid-shopping-list-attrs' })
  @ValidateNested({ each: true })
  @Type(() => ShoppingListAttrInput)
  attrs?: ShoppingListAttrInput[] | null;
}

/** addShoppingListToCart: a list's buyable lines into one of the session's carts. */
@ArgsType()
export class AddShoppingListToCartArgs extends ShoppingListArgs {
  @Field(() => ID, {
    nullable: true,
    description: "The cart to add to (Cart.id); left out: the session's Active cart.",
  })
  @IsOptional()
  @IsString()
  cartId?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'The Cart.version the client saw (with cartId): a second click at the same version gets CONFLICT instead of adding the lines twice.',
  })
  @IsOptional()
  @IsInt({ message: 'error.invalid-version' })
  @Min(1, { message: 'error.invalid-version' })
  cartVersion?: number | null;
}
