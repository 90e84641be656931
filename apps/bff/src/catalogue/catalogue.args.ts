import { ArgsType, Field, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
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
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  CATEGORY_SLUG_MAX_LENGTH,
  CATEGORY_SLUG_PATTERN,
  DEFAULT_PRODUCT_PAGE_SIZE,
  DEFAULT_PRODUCT_SORT,
  FACET_ATTRIBUTES,
  MAX_PRODUCT_PAGE_SIZE,
  PRODUCT_SLUG_PATTERN,
  PRODUCT_SORTS,
  SKU_PATTERN,
  type ProductSort,
} from '@shop/domain';
import { LocaleArgs } from '../common/locale.args';

/** Attribute names of query filters (snake case, as stored), plus the pseudo attribute `category`. */
const ATTRIBUTE_NAME_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
const SEARCH_TERM_LIMIT = 200;
/** Category ids as the catalogue keeps them, e.g. cat-floor-care. */
const CATEGORY_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

@ArgsType()
export class CategoryArgs extends LocaleArgs {
  @Field({
    description: 'Category slug in the language of the locale (letters, digits, hyphen, underscore).',
  })
  @IsString()
  @MaxLength(CATEGORY_SLUG_MAX_LENGTH, { message: 'error.invalid-category' })
  @Matches(CATEGORY_SLUG_PATTERN, { message: 'error.invalid-category' })
  slug!: string;
}

/** The values half of a filter: the product must have one of them. */
@InputType({ isAbstract: true })
abstract class FilterValuesInput {
  @Field(() => [String], { description: 'The product must have one of these values.' })
  @IsString({ each: true })
  @MaxLength(100, { each: true, message: 'error.invalid-filter' })
  @ArrayMaxSize(50, { message: 'error.invalid-filter' })
  values!: string[];
}

@InputType('AttributeFilterInput', {
  description: 'A product attribute filter of a listing: the attribute name and the values it may have.',
})
export class AttributeFilterInput extends FilterValuesInput {
  @Field({ description: 'Attribute name, e.g. container, unit, hazardous_material, energy_option_required.' })
  @IsString()
  @Matches(ATTRIBUTE_NAME_PATTERN, { message: 'error.invalid-filter' })
  name!: string;
}

/** A facet selection: only the listing's facet attributes. */
@InputType('FacetFilterInput', {
  description: 'A chosen facet of a listing: the facet key and the selected values.',
})
export class FacetFilterInput extends FilterValuesInput {
  @Field({ description: `One of: ${FACET_ATTRIBUTES.join(', ')}.` })
  @IsIn(FACET_ATTRIBUTES, { message: 'error.invalid-filter' })
  name!: string;
}

@ArgsType()
export class ProductsArgs extends LocaleArgs {
  @Field(() => Int, { defaultValue: 1, description: '1-based page.' })
  @IsInt({ message: 'error.invalid-page' })
  @Min(1, { message: 'error.invalid-page' })
  @Max(10_000, { message: 'error.invalid-page' })
  page = 1;

  @Field(() => Int, {
    defaultValue: DEFAULT_PRODUCT_PAGE_SIZE,
    description: `Products a page, 1 to ${MAX_PRODUCT_PAGE_SIZE}.`,
  })
  @IsInt({ message: 'error.invalid-limit' })
  @Min(1, { message: 'error.invalid-limit' })
  @Max(MAX_PRODUCT_PAGE_SIZE, { message: 'error.invalid-limit' })
  limit = DEFAULT_PRODUCT_PAGE_SIZE;

  @Field(() => [FacetFilterInput], {
    nullable: true,
    description: "The user's facet selections; each facet's counts ignore its own selection.",
  })
  @IsOptional()
  @ValidateNested({ each: true })
  @ArrayMaxSize(FACET_ATTRIBUTES.length * 2, { message: 'error.invalid-filter' })
  @Type(() => FacetFilterInput)
  filter?: FacetFilterInput[] | null;

  @Field(() => String, { nullable: true, description: 'Full-text search in the language of the locale.' })
  @IsOptional()
  @IsString()
  @MaxLength(SEARCH_TERM_LIMIT, { message: 'error.search-term-too-long' })
  searchTerm?: string | null;

  @Field(() => [AttributeFilterInput], {
    nullable: true,
    description:
      'Fixed restrictions applied before facets; `category` (a category slug) lists that category and its subcategories.',
  })
  @IsOptional()
  @ValidateNested({ each: true })
  @ArrayMaxSize(20, { message: 'error.invalid-filter' })
  @Type(() => AttributeFilterInput)
  queryFilter?: AttributeFilterInput[] | null;

  @Field(() => String, {
    defaultValue: DEFAULT_PRODUCT_SORT,
    description: `One of: ${PRODUCT_SORTS.join(', ')}.`,
  })
  @IsIn(PRODUCT_SORTS, { message: 'error.invalid-sort' })
  sort: ProductSort = DEFAULT_PRODUCT_SORT;
}

@ArgsType()
export class ProductArgs extends LocaleArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Product slug in the language of the locale. Give either slug or sku.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(300, { message: 'error.invalid-product' })
  @Matches(PRODUCT_SLUG_PATTERN, { message: 'error.invalid-product' })
  slug?: string | null;

  @Field(() => String, { nullable: true, description: 'Article number (sku). Give either slug or sku.' })
  @IsOptional()
  @IsString()
  @Matches(SKU_PATTERN, { message: 'error.invalid-product' })
  sku?: string | null;
}

@ArgsType()
export class ProductSuggestionsArgs extends LocaleArgs {
  @Field({ description: 'What the user typed so far (type-ahead).' })
  @IsString()
  @MinLength(1, { message: 'error.no-query-provided' })
  @MaxLength(SEARCH_TERM_LIMIT, { message: 'error.search-term-too-long' })
  searchTerm!: string;
}

@ArgsType()
export class CategoryTreeArgs extends LocaleArgs {
  @Field(() => String, {
    nullable: true,
    description: "A category's id: answer the tree below it (with its breadcrumbs); omitted: the whole tree.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(CATEGORY_SLUG_MAX_LENGTH, { message: 'error.invalid-category' })
  @Matches(CATEGORY_ID_PATTERN, { message: 'error.invalid-category' })
  rootId?: string | null;
}

@ArgsType()
export class CategoriesArgs extends LocaleArgs {
  @Field({ description: 'Words the category name must contain (case and accents ignored).' })
  @IsString()
  @MinLength(1, { message: 'error.no-query-provided' })
  @MaxLength(SEARCH_TERM_LIMIT, { message: 'error.search-term-too-long' })
  query!: string;
}
