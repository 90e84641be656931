import { ArgsType, Field, ID } from '@nestjs/graphql';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, ValidateBy } from 'class-validator';
import { CONTENT_PAGE_TYPES, CONTENT_SLUG_PATTERN, type ContentPageType } from '@shop/domain';
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

/** What content and contentById share: preview with its token. */
@ArgsType()
export class ContentPreviewArgs extends LocaleArgs {
  @Field(() => Boolean, { defaultValue: false, description: 'True: drafts too (needs `token`).' })
  @IsBoolean()
  preview: boolean = false;

  @Field(() => String, { nullable: true, description: "The CMS's preview token (PREVIEW_TOKEN)." })
  @IsOptional()
  @IsString()
  token?: string | null;
}

/** Query.content: a CMS story of the locale by slug. */
@ArgsType()
export class ContentArgs extends ContentPreviewArgs {
  @Field({ description: 'Story slug without the locale, e.g. ueber-uns or service/kontakt.' })
  @ValidateBy(
    { name: 'isContentSlug', validator: { validate: isContentSlug } },
    { message: 'error.invalid-slug' },
  )
  slug!: string;

  @Field({
    defaultValue: false,
    description:
      "True: an unknown slug answers the locale's fallback story (isFallback) instead of NOT_FOUND.",
  })
  @IsBoolean()
  fallback: boolean = false;
}

/** Query.contentById: a CMS story of the locale by its uuid. */
@ArgsType()
export class ContentByIdArgs extends ContentPreviewArgs {
  @Field(() => ID, { description: "The story's uuid (ContentStory.uuid)." })
  @IsString()
  @Matches(/^\d{1,9}$/, { message: 'error.invalid-slug' })
  uuid!: string;
}

/** Query.contentPages: the pages of one content type. */
@ArgsType()
export class ContentPagesArgs extends LocaleArgs {
  @Field(() => String, { description: `The content type: ${CONTENT_PAGE_TYPES.join(' or ')}.` })
  @IsIn(CONTENT_PAGE_TYPES, { message: 'error.invalid-slug' })
  type!: ContentPageType;
}
