import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  CONTACT_NUMBER_PATTERN,
  COUNTRY_CODE_PATTERN,
  DEFAULT_ASSOCIATES_LIMIT,
  LOCATION_LIMITS,
  MAX_ASSOCIATES_PER_LOCATION,
  MAX_LOCATIONS_PER_PAGE,
  MAX_STOCK_LINES,
  MAX_STOCK_QUANTITY,
  REMINDER_PERIODS,
  SKU_PATTERN,
  WEB_ROLES,
  type ReminderPeriod,
  type WebRole,
} from '@shop/domain';
import { LOCALE_ARGUMENT } from '../common/argument-descriptions';
import { LocaleArgs } from '../common/locale.args';
import { PagingArgs } from '../common/paging.args';
import { REMINDER_PERIOD_ENUM } from './company.models';

/** Ids of locations as the commerce backend writes them. */
const LOCATION_ID_PATTERN = /^[\w-]{1,64}$/;
export const LOCATION_SEARCH_MAX_LENGTH = 60;
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

@InputType('SetCustomerConfigurationInput', {
  description: 'setCustomerConfiguration (docs/rules/calls.md): the reminder period, at the version seen.',
})
export class SetCustomerConfigurationInput {
  @Field({ description: LOCALE_ARGUMENT })
  @IsString()
  locale!: string;

  @Field(() => REMINDER_PERIOD_ENUM, { description: 'The approval reminder period.' })
  @IsIn([...REMINDER_PERIODS], { message: 'error.invalid-reminder-period' })
  reminderMailInterval!: ReminderPeriod;

  @Field(() => Int, { description: 'CustomerConfiguration.version seen; another one gets CONFLICT.' })
  @IsInt({ message: 'error.invalid-version' })
  @Min(1, { message: 'error.invalid-version' })
  version!: number;
}

/** businessUnits (docs/rules/calls.md): page, limit, search, roles, includeEmployees, associatesLimit. */
@ArgsType()
export class BusinessUnitsArgs extends PagingArgs(
  { default: 20, max: MAX_LOCATIONS_PER_PAGE, entries: 'locations' },
  LocaleArgs,
) {
  @Field(() => String, { nullable: true, description: 'Part of the name, street, post code or city.' })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'error.invalid-location-search' })
  @MaxLength(LOCATION_SEARCH_MAX_LENGTH, { message: 'error.invalid-location-search' })
  search?: string | null;

  @Field(() => [String], {
    nullable: true,
    description:
      'Only associates with one of these web roles are listed and counted (account lookups: ROLE_ADMIN).',
  })
  @IsOptional()
  @ArrayMaxSize(WEB_ROLES.length, { message: 'error.invalid-role' })
  @IsIn([...WEB_ROLES], { each: true, message: 'error.invalid-role' })
  roles?: WebRole[] | null;

  @Field(() => Boolean, {
    defaultValue: false,
    description:
      'Also list the employees of the tenant who look after the customer (account lookups: false).',
  })
  @IsBoolean({ message: 'error.bad-input' })
  includeEmployees = false;

  @Field(() => Int, {
    defaultValue: DEFAULT_ASSOCIATES_LIMIT,
    description: `Associates listed per location, 0 to ${MAX_ASSOCIATES_PER_LOCATION} (account lookups: 1).`,
  })
  @IsInt({ message: 'error.invalid-associates-limit' })
  @Min(0, { message: 'error.invalid-associates-limit' })
  @Max(MAX_ASSOCIATES_PER_LOCATION, { message: 'error.invalid-associates-limit' })
  associatesLimit = DEFAULT_ASSOCIATES_LIMIT;
}

@ArgsType()
export class BusinessUnitArgs extends LocaleArgs {
  @Field(() => ID, { description: "The location's id." })
  @Matches(LOCATION_ID_PATTERN, { message: 'error.location-not-found' })
  id!: string;
}

@InputType('BusinessUnitFieldsInput', { description: 'What an administrator sets of a location.' })
export class BusinessUnitFieldsInput {
  @Field({
    description: `Name, 1 to ${LOCATION_LIMITS.name} characters, unique among the customer's locations.`,
  })
  @Transform(trimmed)
  @IsString({ message: 'error.invalid-location-name' })
  @MinLength(1, { message: 'error.invalid-location-name' })
  @MaxLength(LOCATION_LIMITS.name, { message: 'error.invalid-location-name' })
  name!: string;

  @Field({ description: `Street and number, 1 to ${LOCATION_LIMITS.street} characters.` })
  @Transform(trimmed)
  @IsString({ message: 'error.invalid-street' })
  @MinLength(1, { message: 'error.invalid-street' })
  @MaxLength(LOCATION_LIMITS.street, { message: 'error.invalid-street' })
  street!: string;

  @Field({ description: `Post code, 1 to ${LOCATION_LIMITS.postCode} characters.` })
  @Transform(trimmed)
  @IsString({ message: 'error.invalid-post-code' })
  @Matches(/^[A-Za-z0-9 -]{1,20}$/, { message: 'error.invalid-post-code' })
  postCode!: string;

  @Field({ description: `City, 1 to ${LOCATION_LIMITS.city} characters.` })
  @Transform(trimmed)
  @IsString({ message: 'error.invalid-city' })
  @MinLength(1, { message: 'error.invalid-city' })
  @MaxLength(LOCATION_LIMITS.city, { message: 'error.invalid-city' })
  city!: string;

  @Field({ description: 'ISO 3166-1 alpha-2 country code, e.g. AT.' })
  @Matches(COUNTRY_CODE_PATTERN, { message: 'error.invalid-country-code' })
  countryCode!: string;

  @Field(() => String, { nullable: true, description: 'Mail address of the location; null or empty: none.' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @MaxLength(LOCATION_LIMITS.contactMail, { message: 'error.invalid-email' })
  @IsEmail({}, { message: 'error.invalid-email' })
  contactMail?: string | null;
}

@InputType('CreateBusinessUnitInput', { description: 'A new location of the session’s customer.' })
export class CreateBusinessUnitInput extends BusinessUnitFieldsInput {
  @Field({ description: LOCALE_ARGUMENT })
  @IsString()
  locale!: string;
}

@InputType('ChangeBusinessUnitInput', { description: 'A location’s fields at the version seen.' })
export class ChangeBusinessUnitInput extends CreateBusinessUnitInput {
  @Field(() => ID, { description: "The location's id." })
  @Matches(LOCATION_ID_PATTERN, { message: 'error.location-not-found' })
  id!: string;

  @Field(() => Int, { description: 'BusinessUnit.version seen; another one gets CONFLICT.' })
  @IsInt({ message: 'error.invalid-version' })
  @Min(1, { message: 'error.invalid-version' })
  version!: number;
}

@ArgsType()
export class VersionedBusinessUnitArgs extends BusinessUnitArgs {
  @Field(() => Int, { description: 'BusinessUnit.version seen; another one gets CONFLICT.' })
  @IsInt({ message: 'error.invalid-version' })
  @Min(1, { message: 'error.invalid-version' })
  version!: number;
}

@ArgsType()
export class BusinessUnitAssociateArgs extends VersionedBusinessUnitArgs {
  @Field({ description: 'Contact number of a contact of the session’s customer.' })
  @Matches(CONTACT_NUMBER_PATTERN, { message: 'error.invalid-contact-number' })
  contactNumber!: string;
}

@InputType('StockLineInput', { description: 'A counted product of a location.' })
export class StockLineInput {
  @Field({ description: 'Product sku of the tenant.' })
  @Matches(SKU_PATTERN, { message: 'error.invalid-sku' })
  sku!: string;

  @Field(() => Int, { description: `Counted quantity, 0 to ${MAX_STOCK_QUANTITY}.` })
  @IsInt({ message: 'error.invalid-stock-quantity' })
  @Min(0, { message: 'error.invalid-stock-quantity' })
  @Max(MAX_STOCK_QUANTITY, { message: 'error.invalid-stock-quantity' })
  quantity!: number;

  @Field(() => Int, { description: `Minimum quantity, 0 to ${MAX_STOCK_QUANTITY} (0: never reorder).` })
  @IsInt({ message: 'error.invalid-stock-quantity' })
  @Min(0, { message: 'error.invalid-stock-quantity' })
  @Max(MAX_STOCK_QUANTITY, { message: 'error.invalid-stock-quantity' })
  minimumQuantity!: number;
}

@InputType('WriteBusinessUnitStockInput', {
  description: 'writeBusinessUnitStock: the whole count sheet of a location at its stock version.',
})
export class WriteBusinessUnitStockInput {
  @Field({ description: LOCALE_ARGUMENT })
  @IsString()
  locale!: string;

  @Field(() => ID, { description: "The location's id." })
  @Matches(LOCATION_ID_PATTERN, { message: 'error.location-not-found' })
  id!: string;

  @Field(() => Int, { description: 'BusinessUnitStock.version seen; another one gets CONFLICT.' })
  @IsInt({ message: 'error.invalid-version' })
  @Min(0, { message: 'error.invalid-version' })
  version!: number;

  @Field(() => [StockLineInput], {
    description: `The counted lines (replace the sheet), at most ${MAX_STOCK_LINES}.`,
  })
  @ArrayMaxSize(MAX_STOCK_LINES, { message: 'error.too-many-stock-lines' })
  @ValidateNested({ each: true })
  @Type(() => StockLineInput)
  lines!: StockLineInput[];
}

/** POST /api/getBusinessUnits: the businessUnits arguments as a JSON body. */
export class GetBusinessUnitsBody {
  @IsString()
  locale!: string;

  @IsOptional()
  @IsInt({ message: 'error.invalid-page' })
  @Min(1, { message: 'error.invalid-page' })
  page?: number;

  @IsOptional()
  @IsInt({ message: 'error.invalid-page' })
  @Min(1, { message: 'error.invalid-page' })
  @Max(MAX_LOCATIONS_PER_PAGE, { message: 'error.invalid-page' })
  limit?: number;

  @IsOptional()
  @IsString({ message: 'error.invalid-location-search' })
  @MaxLength(LOCATION_SEARCH_MAX_LENGTH, { message: 'error.invalid-location-search' })
  search?: string | null;

  @IsOptional()
  @ArrayMaxSize(WEB_ROLES.length, { message: 'error.invalid-role' })
  @IsIn([...WEB_ROLES], { each: true, message: 'error.invalid-role' })
  roles?: WebRole[] | null;

  @IsOptional()
  @IsBoolean({ message: 'error.bad-input' })
  includeEmployees?: boolean;

  @IsOptional()
  @IsInt({ message: 'error.invalid-associates-limit' })
  @Min(0, { message: 'error.invalid-associates-limit' })
  @Max(MAX_ASSOCIATES_PER_LOCATION, { message: 'error.invalid-associates-limit' })
  associatesLimit?: number;
}
