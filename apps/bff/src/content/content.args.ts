import { ArgsType, Field } from '@nestjs/graphql';
import { IsBoolean, IsOptional, IsString, ValidateBy } from 'class-validator';
import { CONTENT_SLUG_PATTERN } from '@shop/domain';
import { LocaleArgs } from '../common/locale.args';

/** Longest slug the CMS is asked for (without its leading and trailing slashes). */
const MAX_SLUG_LENGTH = 200;

/** The slug as the CMS names the story: without leading and trailing slashes. */
export function storySlugOf(slug: string): string {
  return slug.replace(/^\/+|\/+$/g, '');
}

/** A slug of letters, digits, `_` and `-` in `/`-separated parts, 200 characters at most. */
const isContentSlug = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  const slug = storySlugOf(value);
  return slug.length <= MAX_SLUG_LENGTH && CONTENT_SLUG_PATTERN.test(slug);
};

/** Query.content: a CMS story of the locale by slug. */
@ArgsType()
export class ContentArgs extends LocaleArgs {
  @Field({ description: 'Story slug without the locale, e.g. ueber-uns or service/kontakt.' })
  @ValidateBy(
    { name: 'isContentSlug', validator: { validate: isContentSlug } },
    { message: 'error.invalid-slug' },
  )
  slug!: string;

  @Field(() => Boolean, { defaultValue: false, description: 'True: drafts too (needs `token`).' })
  @IsBoolean()
  preview: boolean = false;

  @Field(() => String, { nullable: true, description: "The CMS's preview token (PREVIEW_TOKEN)." })
  @IsOptional()
  @IsString()
  token?: string | null;

  @Field({
    defaultValue: false,
    description:
      "True: an unknown slug answers the locale's fallback story (isFallback) instead of NOT_FOUND.",
  })
  @IsBoolean()
  fallback: boolean = false;
}
