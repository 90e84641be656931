import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import {
  isCountryCode,
  isPostalCodeOf,
  MAX_FURTHER_INFORMATION_LENGTH,
  MAX_LINE_QUANTITY,
  MAX_LINES_PER_CHANGE,
  SKU_PATTERN,
} from '@shop/domain';
import { CART_ID_ARGUMENT } from '../common/argument-descriptions';
import { PagingArgs } from '../common/paging.args';
import { LocaleArgs } from '../common/locale.args';

@ArgsType()
export class CartArgs extends LocaleArgs {}

@InputType('CartLineInput', {
  description:
    'One line of a cart change: a sku and its quantity (add: units to add; set: the new quantity, 0 removes).',
})
export class CartLineInput {
  @Field({ description: "The product's sku." })
  @Matches(SKU_PATTERN, { message: 'error.invalid-sku' })
  sku!: string;

  @Field(() => Int, { description: '0 removes the line (with mode set).' })
  @IsInt({ message: 'error.invalid-quantity' })
  @Min(0, { message: 'error.invalid-quantity' })
  @Max(MAX_LINE_QUANTITY, { message: 'error.invalid-quantity' })
  quantity!: number;
}

/** One cart of the customer by id. */
@ArgsType()
export class CartIdArgs extends LocaleArgs {
  @Field(() => ID, { description: CART_ID_ARGUMENT })
  @IsString()
  cartId!: string;
}

/** A write on one cart at the version the user saw: a stale version gets CONFLICT (decision 0036). */
@ArgsType()
export class CartVersionArgs extends CartIdArgs {
  @Field(() => Int, { description: 'The version of the cart the user saw; another one gets CONFLICT.' })
  @IsInt({ message: 'error.invalid-version' })
  @Min(1, { message: 'error.invalid-version' })
  version!: number;
}

@ArgsType()
export class ChangeCartLinesArgs extends CartVersionArgs {
  @Field({ description: '`add` adds to the quantities (addLineItems), `set` sets them (changeLineItems).' })
  @IsIn(['add', 'set'], { message: 'error.bad-input' })
  mode!: 'add' | 'set';

  @Field(() => [CartLineInput], {
    description: `1 to ${MAX_LINES_PER_CHANGE} lines (sku and quantity); a sku named twice is applied in order.`,
  })
  @ValidateNested({ each: true })
  @ArrayMinSize(1, { message: 'error.invalid-cart-lines' })
  @ArrayMaxSize(MAX_LINES_PER_CHANGE, { message: 'error.invalid-cart-lines' })
  @Type(() => CartLineInput)
  lines!: CartLineInput[];
}

/** An assigned ISO 3166-1 alpha-2 code (libs/domain, decision 0077). */
function IsCountryCode(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isCountryCode',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: 'error.invalid-country' },
      validator: { validate: (value: unknown) => isCountryCode(value) },
    });
}

/**
 * A postal code in the format of the address's country (libs/domain, decision 0077). An invalid
 * country is reported on the country alone; whether the tenant delivers there is the cart service's.
 */
function IsPostalCodeOfCountry(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isPostalCodeOfCountry',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: 'error.invalid-postal-code' },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const { country } = args.object as ShippingAddressInput;
          if (!isCountryCode(country)) return true;
          return typeof value === 'string' && isPostalCodeOf(country, value);
        },
      },
    });
}

@InputType('ShippingAddressInput', {
  description: 'Where a cart ships to (docs/rules/data-model.md, cartShippingAddress).',
})
export class ShippingAddressInput {
  @Field({ description: 'First name of the recipient.' })
  @IsString()
  @Length(1, 60, { message: 'error.invalid-address' })
  firstName!: string;

  @Field({ description: 'Last name of the recipient.' })
  @IsString()
  @Length(1, 60, { message: 'error.invalid-address' })
  lastName!: string;

  @Field({ description: 'Street and number.' })
  @IsString()
  @Length(1, 80, { message: 'error.invalid-address' })
  streetName!: string;

  @Field({ description: "Postal code (checked by the country's format)." })
  @IsString({ message: 'error.invalid-postal-code' })
  @MaxLength(12, { message: 'error.invalid-postal-code' })
  @IsPostalCodeOfCountry()
  postalCode!: string;

  @Field({ description: 'City.' })
  @IsString()
  @Length(1, 60, { message: 'error.invalid-address' })
  city!: string;

  @Field({ description: 'ISO 3166-1 alpha-2 country code, one of shopConfig.deliveryCountries.' })
  @IsCountryCode()
  country!: string;
}

@ArgsType()
export class UpdateCartArgs extends CartVersionArgs {
  @Field(() => String, {
    nullable: true,
    description:
      "Further information: the customer's own order reference, at most 120 characters (longer is BAD_USER_INPUT error.further-information-too-long). Letters, digits, space and hyphen are kept (docs/rules/validation.md); empty clears it; left out keeps it.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_FURTHER_INFORMATION_LENGTH, { message: 'error.further-information-too-long' })
  customerIdentifier?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Further information: a comment for the order, at most 120 characters, filtered like customerIdentifier.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_FURTHER_INFORMATION_LENGTH, { message: 'error.further-information-too-long' })
  customerComment?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A shipping agent code of the shop configuration (customShippingMethod).',
  })
  @IsOptional()
  @IsString()
  shippingAgent?: string | null;

  @Field(() => ShippingAddressInput, {
    nullable: true,
    description: 'Where the order goes (cartShippingAddress).',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => ShippingAddressInput)
  shippingAddress?: ShippingAddressInput | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "True: ship to the customer's own address again (clears shippingAddress).",
  })
  @IsOptional()
  useCustomerAddress?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Another system's id of the cart (a scan app, an import; 1–64 letters, digits and . _ : -), given with customCreatedAt. One cart of the customer per id: CONFLICT error.external-id-taken otherwise. Empty clears both.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'error.invalid-external-id' })
  externalId?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'When the other system made the cart: ISO 8601 date and time with its offset, not in the future.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'error.invalid-date' })
  customCreatedAt?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The date (YYYY-MM-DD) of the customer's essence list the cart was filled from; empty clears it.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(10, { message: 'error.invalid-date' })
  essenceListDate?: string | null;
}

@ArgsType()
export class CartsArgs extends PagingArgs({ default: 10, max: 50, entries: 'carts' }, LocaleArgs) {
  @Field({ defaultValue: 'lastModifiedAt', description: 'lastModifiedAt or createdAt.' })
  @IsIn(['lastModifiedAt', 'createdAt'], { message: 'error.bad-input' })
  sorting: 'lastModifiedAt' | 'createdAt' = 'lastModifiedAt';

  @Field({ defaultValue: 'DESC', description: 'ASC or DESC.' })
  @IsIn(['ASC', 'DESC'], { message: 'error.bad-input' })
  sortDirection: 'ASC' | 'DESC' = 'DESC';
}
