import { ArgsType, Field, InputType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import {
  ESSENCE_LIST_DEFAULT_LIMIT,
  ESSENCE_LIST_MAX_LIMIT,
  ESSENCE_LIST_MAX_SEARCH_LENGTH,
} from '@shop/domain';
import { LocaleArgs } from '../common/locale.args';
import { PagingArgs } from '../common/paging.args';

@InputType('EssenceListFilters', { description: 'What the essence list is narrowed to.' })
export class EssenceListFiltersInput {
  @Field(() => String, {
    nullable: true,
    description: `Part of the article number or of the product name (case-insensitive), up to ${ESSENCE_LIST_MAX_SEARCH_LENGTH} characters; empty: every entry.`,
  })
  @IsOptional()
  @IsString({ message: 'error.invalid-essence-search' })
  @MaxLength(ESSENCE_LIST_MAX_SEARCH_LENGTH, { message: 'error.invalid-essence-search' })
  search?: string | null;
}

/** essence lists (docs/rules/calls.md): page, limit, filters, locale; tenant and customer from the session. */
@ArgsType()
export class EssenceListArgs extends PagingArgs(
  { default: ESSENCE_LIST_DEFAULT_LIMIT, max: ESSENCE_LIST_MAX_LIMIT, entries: 'entries' },
  LocaleArgs,
) {
  @Field(() => EssenceListFiltersInput, { nullable: true, description: 'Filters; left out: every entry.' })
  @IsOptional()
  @ValidateNested()
  @Type(() => EssenceListFiltersInput)
  filters?: EssenceListFiltersInput | null;
}
