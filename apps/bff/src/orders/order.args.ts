import { ArgsType, Field, Int } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { CartVersionArgs } from '../carts/cart.args';
import {
  ORDER_HISTORY_DEFAULT_LIMIT,
  ORDER_HISTORY_MAX_LIMIT,
  ORDER_REFERENCE_PATTERN,
  ORDER_SOURCES,
  ORDER_STATUSES,
  type OrderSource,
  type OrderStatus,
} from '@shop/domain';
import { PagingArgs } from '../common/paging.args';
import { LocaleArgs } from '../common/locale.args';

/** Finalize (docs/rules/calls.md): the cart at the version the user reviewed. */
@ArgsType()
export class FinalizeCartArgs extends CartVersionArgs {}

@ArgsType()
export class ShopOrderArgs extends LocaleArgs {
  @Field({ description: 'Order number as finalizeCart or orderHistories answered it, e.g. WS-100001.' })
  @Matches(ORDER_REFERENCE_PATTERN, { message: 'error.order-not-found' })
  orderNumber!: string;
}

@ArgsType()
export class OrderHistoriesArgs extends PagingArgs(
  {
    default: ORDER_HISTORY_DEFAULT_LIMIT,
    max: ORDER_HISTORY_MAX_LIMIT,
    entries: 'orders',
  },
  LocaleArgs,
) {
  @Field({ defaultValue: 'DESC', description: 'By order date: DESC (newest first, the default) or ASC.' })
  @IsIn(['ASC', 'DESC'], { message: 'error.bad-input' })
  orderDirection: 'ASC' | 'DESC' = 'DESC';

  @Field(() => String, {
    nullable: true,
    description: `Only orders in this status: ${ORDER_STATUSES.join(', ')}.`,
  })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: 'error.bad-input' })
  status?: OrderStatus | null;

  @Field(() => String, {
    nullable: true,
    description: 'Only orders from WEB_SHOP (this shop) or EXTERNAL (other channels).',
  })
  @IsOptional()
  @IsIn(ORDER_SOURCES, { message: 'error.bad-input' })
  source?: OrderSource | null;

  @Field(() => String, {
    nullable: true,
    description: 'Orders from this day on (YYYY-MM-DD, UTC), included.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(10, { message: 'error.invalid-date' })
  fromDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Orders up to this day (YYYY-MM-DD, UTC), included.' })
  @IsOptional()
  @IsString()
  @MaxLength(10, { message: 'error.invalid-date' })
  untilDate?: string | null;
}

/** Order numbers orderInformations answers for at most in one call. */
export const ORDER_INFORMATIONS_MAX = 100;

@ArgsType()
export class OrderInformationsArgs extends LocaleArgs {
  @Field(() => [String], {
    description: `Up to ${ORDER_INFORMATIONS_MAX} order numbers; unknown ones and other customers' are left out of the answer.`,
  })
  @ArrayMaxSize(ORDER_INFORMATIONS_MAX, { message: 'error.bad-input' })
  @Matches(ORDER_REFERENCE_PATTERN, { each: true, message: 'error.order-not-found' })
  orderNumbers!: string[];
}

/** The new-or-existing-customer rule asks for page 1 of size 1 (docs/rules/data-model.md, orders(page, size)). */
@ArgsType()
export class OrdersArgs extends LocaleArgs {
  @Field(() => Int, { defaultValue: 1, description: 'Page number, from 1.' })
  @IsInt({ message: 'error.invalid-page' })
  @Min(1, { message: 'error.invalid-page' })
  page = 1;

  @Field(() => Int, { defaultValue: 1, description: `1 to ${ORDER_HISTORY_MAX_LIMIT} orders a page.` })
  @IsInt({ message: 'error.invalid-page' })
  @Min(1, { message: 'error.invalid-page' })
  @Max(ORDER_HISTORY_MAX_LIMIT, { message: 'error.invalid-page' })
  size = 1;
}

/** Reorder: the order's lines into one of the customer's carts, at the version the user saw. */
@ArgsType()
export class ReorderArgs extends CartVersionArgs {
  @Field({ description: 'The order whose lines go into the cart again.' })
  @Matches(ORDER_REFERENCE_PATTERN, { message: 'error.order-not-found' })
  orderNumber!: string;
}
