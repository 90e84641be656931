import { ArgsType, Field, InputType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsBoolean, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { REGISTRATION_MAX_LENGTH as MAX, REGISTRATION_MESSAGES as MSG } from '@shop/domain';
import { LOCALE_ARGUMENT } from '../common/argument-descriptions';
import { LocaleArgs } from '../common/locale.args';
import { PagingArgs } from '../common/paging.args';

const MANDANT_CODE_DESCRIPTION =
  "The tenant's company code (docs/rules/data-model.md mandantCode), e.g. 20HHAT: the locale's own, else FORBIDDEN.";

/** Most extra fields one registration may send (a tenant configures a handful). */
export const MAX_DYNAMIC_FIELDS = 50;

const text = { message: MSG.invalidString };
const tooLong = { message: MSG.tooLong };

/** The registration's own rules (libs/domain registration-rules) run after these type and length checks. */
@InputType('DynamicFieldInput', {
  description: 'The value of a configured extra field (ShopConfig.fieldDescriptions).',
})
export class DynamicFieldInput {
  @Field({ description: 'The field description’s parameterName.' })
  @IsString(text)
  @MaxLength(100, tooLong)
  parameterName!: string;

  @Field({ description: `The value, at most ${MAX.dynamic} characters.` })
  @IsString(text)
  @MaxLength(MAX.dynamic, tooLong)
  value!: string;
}

/** The contact fields both registrations share; the login e-mail is the signed-in login (decision 0092). */
@InputType({ isAbstract: true })
export abstract class RegistrationContactInput {
  @Field({ description: LOCALE_ARGUMENT })
  @IsString()
  locale!: string;

  @Field({ description: MANDANT_CODE_DESCRIPTION })
  @IsString()
  mandantCode!: string;

  @Field({ description: 'A code of ShopConfig.salutations.' })
  @IsString(text)
  salutation!: string;

  @Field({ description: `First name, at most ${MAX.firstName} characters.` })
  @IsString(text)
  @MaxLength(MAX.firstName, tooLong)
  firstName!: string;

  @Field({ description: `Last name, at most ${MAX.lastName} characters.` })
  @IsString(text)
  @MaxLength(MAX.lastName, tooLong)
  lastName!: string;

  @Field({ description: 'The position: a code of ShopConfig.organizationalLevels.' })
  @IsString(text)
  position!: string;

  @Field(() => String, {
    nullable: true,
    description: `The contact's own phone, at most ${MAX.personalPhone} characters.`,
  })
  @IsOptional()
  @IsString(text)
  @MaxLength(MAX.personalPhone, tooLong)
  personalPhone?: string | null;

  @Field(() => Boolean, {
    defaultValue: false,
    description:
      'The additional-contact-mail option: the contact gives an e-mail of its own (personalMail, then required).',
  })
  @IsBoolean({ message: MSG.invalidString })
  additionalContactMail = false;

  @Field(() => String, {
    nullable: true,
    description: `The contact's own e-mail, at most ${MAX.personalMail} characters.`,
  })
  @IsOptional()
  @IsString(text)
  @MaxLength(MAX.personalMail, tooLong)
  personalMail?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `A remark for whoever decides, at most ${MAX.comment} characters.`,
  })
  @IsOptional()
  @IsString(text)
  @MaxLength(MAX.comment, tooLong)
  comment?: string | null;
}

@InputType('NewCustomerRegistrationInput', {
  description:
    'createCustomer (docs/rules/calls.md): a newcomer asks for a new customer account; the rules are libs/domain newCustomerFormErrors (decision 0092).',
})
export class NewCustomerRegistrationInput extends RegistrationContactInput {
  @Field({ description: `Company name, at most ${MAX.companyName} characters.` })
  @IsString(text)
  @MaxLength(MAX.companyName, tooLong)
  companyName!: string;

  @Field({ description: `Street and number, at most ${MAX.companyStreetNumber} characters.` })
  @IsString(text)
  @MaxLength(MAX.companyStreetNumber, tooLong)
  companyStreetNumber!: string;

  @Field({ description: "Post code, in the format of the tenant's country." })
  @IsString(text)
  @MaxLength(MAX.companyPostal, tooLong)
  companyPostal!: string;

  @Field({ description: `Place, at most ${MAX.companyCity} characters.` })
  @IsString(text)
  @MaxLength(MAX.companyCity, tooLong)
  companyCity!: string;

  @Field({ description: `Company phone, at most ${MAX.companyPhone} characters.` })
  @IsString(text)
  @MaxLength(MAX.companyPhone, tooLong)
  companyPhone!: string;

  @Field({ description: `Company e-mail, at most ${MAX.companyMail} characters.` })
  @IsString(text)
  @MaxLength(MAX.companyMail, tooLong)
  companyMail!: string;

  @Field({ description: 'The customer group: a code of ShopConfig.customerGroups.' })
  @IsString(text)
  group!: string;

  @Field(() => String, {
    nullable: true,
    description: `A customer number the company already has, at most ${MAX.customerNumber} characters.`,
  })
  @IsOptional()
  @IsString(text)
  @MaxLength(MAX.customerNumber, tooLong)
  customerNumber?: string | null;

  @Field(() => [DynamicFieldInput], {
    defaultValue: [],
    description: 'Values of the shown extra fields (ShopConfig.fieldDescriptions, Visible or Mandatory).',
  })
  @ArrayMaxSize(MAX_DYNAMIC_FIELDS, { message: MSG.unknownField })
  @ValidateNested({ each: true })
  @Type(() => DynamicFieldInput)
  dynamicFields: DynamicFieldInput[] = [];
}

@InputType('ExistingCustomerRegistrationInput', {
  description:
    'registerExistingCustomer (docs/rules/calls.md): a newcomer asks the administrators of an existing customer for access.',
})
export class ExistingCustomerRegistrationInput extends RegistrationContactInput {
  @Field({ description: `The customer's number, at most ${MAX.customerNumber} characters.` })
  @IsString(text)
  @MaxLength(MAX.customerNumber, tooLong)
  customerNumber!: string;
}

/** postCodes (docs/rules/calls.md). */
@ArgsType()
export class PostCodesArgs extends PagingArgs({ default: 10, max: 50, entries: 'post codes' }, LocaleArgs) {
  @Field({ description: MANDANT_CODE_DESCRIPTION })
  @IsString()
  mandantCode!: string;

  @Field({ description: 'The beginning of a post code (blanks ignored) or of a place; 1 to 50 characters.' })
  @IsString()
  @MaxLength(50, tooLong)
  query!: string;
}
