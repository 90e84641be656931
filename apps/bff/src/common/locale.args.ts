import { ArgsType, Field } from '@nestjs/graphql';
import { IsString } from 'class-validator';
import { LOCALE_ARGUMENT } from './argument-descriptions';

/**
 * The `locale` argument of an operation that acts in a shop locale, as the base of its @ArgsType:
 * `class CartArgs extends LocaleArgs { … }`. `@Shop()` reads it to build the operation's context.
 * A paged list takes it through `PagingArgs(limit, LocaleArgs)`.
 */
@ArgsType()
export class LocaleArgs {
  @Field({ description: LOCALE_ARGUMENT })
  @IsString()
  locale!: string;
}
