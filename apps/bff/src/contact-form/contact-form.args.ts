import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import {
  Equals,
  IsBoolean,
  IsEmail,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  MinLength,
} from 'class-validator';
import { CONTACT_FORM_LIMITS } from '@shop/domain';
import { LOCALE_ARGUMENT } from '../common/argument-descriptions';

const CONTACT_NAME_MAX = CONTACT_FORM_LIMITS.name;
const CONTACT_PHONE_MAX = CONTACT_FORM_LIMITS.phone;
const CONTACT_EMAIL_MAX = CONTACT_FORM_LIMITS.email;
const MAX_CONTACT_MESSAGE_LENGTH = CONTACT_FORM_LIMITS.message;

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** SetContactForm (docs/rules/data-model.md, contact form): what a visitor sends to the tenant's service. */
@InputType('ContactFormInput', { description: 'The contact form (docs/decisions/0096).' })
export class ContactFormInput {
  @Field({ description: LOCALE_ARGUMENT })
  @IsString()
  locale!: string;

  @Field(() => ID, {
    description:
      'A UUID the page makes once per form: sending it again (a double click, a retry) mails nothing twice.',
  })
  @IsUUID('all', { message: 'error.invalid-request' })
  id!: string;

  @Field({ description: "A salutation code of the tenant's configured list." })
  @IsString({ message: 'error.field-required' })
  @MinLength(1, { message: 'error.field-required' })
  @MaxLength(50, { message: 'error.invalid-salutation' })
  salutation!: string;

  @Field({ description: `First name (1 to ${CONTACT_NAME_MAX} characters).` })
  @Transform(trimmed)
  @IsString({ message: 'error.field-required' })
  @MinLength(1, { message: 'error.field-required' })
  @MaxLength(CONTACT_NAME_MAX, { message: 'error.field-too-long' })
  firstName!: string;

  @Field({ description: `Last name (1 to ${CONTACT_NAME_MAX} characters).` })
  @Transform(trimmed)
  @IsString({ message: 'error.field-required' })
  @MinLength(1, { message: 'error.field-required' })
  @MaxLength(CONTACT_NAME_MAX, { message: 'error.field-too-long' })
  lastName!: string;

  @Field({
    description: `The sender's e-mail (up to ${CONTACT_EMAIL_MAX} characters); the service answers it.`,
  })
  @Transform(trimmed)
  @IsString({ message: 'error.field-required' })
  @MinLength(1, { message: 'error.field-required' })
  @MaxLength(CONTACT_EMAIL_MAX, { message: 'error.field-too-long' })
  @IsEmail({}, { message: 'error.invalid-email' })
  email!: string;

  @Field(() => String, { nullable: true, description: `Phone (up to ${CONTACT_PHONE_MAX} characters).` })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'error.invalid-text' })
  @MaxLength(CONTACT_PHONE_MAX, { message: 'error.field-too-long' })
  phone?: string | null;

  @Field({ description: `The message (1 to ${MAX_CONTACT_MESSAGE_LENGTH} characters).` })
  @Transform(trimmed)
  @IsString({ message: 'error.field-required' })
  @MinLength(1, { message: 'error.field-required' })
  @MaxLength(MAX_CONTACT_MESSAGE_LENGTH, { message: 'error.field-too-long' })
  message!: string;

  @Field({ description: 'The terms consent (AGB): must be true.' })
  @IsBoolean({ message: 'error.terms-required' })
  @Equals(true, { message: 'error.terms-required' })
  agb!: boolean;
}

@ObjectType('ContactFormResult', { description: 'A contact form taken for the service team.' })
export class ContactFormResultModel {
  @Field(() => ID, { description: 'The submission id sent.' }) id!: string;
  @Field({ description: 'True: the mail to the service is on its way (also for a repeated submission).' })
  accepted!: boolean;
}
