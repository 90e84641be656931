import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { LOCALE_ARGUMENT } from '../common/argument-descriptions';

/** Newsletter form of the CMS (docs/rules/routes-and-guards.md content blocks); messages are translatable keys. */
@InputType('NewsletterSignupInput', {
  description: 'A newsletter sign-up: the e-mail address.',
})
export class NewsletterSignupInput {
  @Field({ description: LOCALE_ARGUMENT })
  @IsString()
  locale!: string;

  @Field({ description: 'The e-mail address to sign up.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'error.newsletter-email-invalid' })
  @MaxLength(254, { message: 'error.newsletter-email-invalid' })
  @IsEmail(
    { allow_display_name: false, allow_ip_domain: false },
    { message: 'error.newsletter-email-invalid' },
  )
  email!: string;
}
