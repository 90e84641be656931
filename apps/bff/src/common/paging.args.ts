import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, Max, Min } from 'class-validator';

/** The page size of one paged list. */
export interface PageLimit {
  default: number;
  max: number;
  /** What the list holds, plural, for the description: `1 to 50 carts a page.` */
  entries: string;
}

/**
 * An argument class a paged list's arguments build on (LocaleArgs). `any[]`: TypeScript's rule for
 * a class that extends a class given as a value (a mixin).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ArgsBase = abstract new (...args: any[]) => object;

/** No arguments besides `page` and `limit`. */
abstract class NoArgs {}

/**
 * `page` and `limit` of a paged list, as the base of its @ArgsType:
 * `class CartsArgs extends PagingArgs({ default: 10, max: 50, entries: 'carts' }, LocaleArgs)`.
 * A class per list, since decorator options (default, maximum, description) are fixed per class;
 * `base` brings the arguments of another base class (the locale).
 */
export function PagingArgs<B extends ArgsBase = typeof NoArgs>(limit: PageLimit, base: B = NoArgs as B) {
  @ArgsType()
  abstract class Paging extends base {
    @Field(() => Int, { defaultValue: 1, description: 'Page number, from 1.' })
    @IsInt({ message: 'error.invalid-page' })
    @Min(1, { message: 'error.invalid-page' })
    page = 1;

    @Field(() => Int, {
      defaultValue: limit.default,
      description: `1 to ${limit.max} ${limit.entries} a page.`,
    })
    @IsInt({ message: 'error.invalid-page' })
    @Min(1, { message: 'error.invalid-page' })
    @Max(limit.max, { message: 'error.invalid-page' })
    limit = limit.default;
  }
  return Paging;
}
