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
 * `page` and `limit` of a paged list, as the base of its @ArgsType:
 * `class CartsArgs extends PagingArgs({ default: 10, max: 50, entries: 'carts' })`.
 * A class per list, since decorator options (default, maximum, description) are fixed per class.
 */
export function PagingArgs(limit: PageLimit) {
  @ArgsType()
  abstract class Paging {
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
