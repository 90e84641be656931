import { applyDecorators } from '@nestjs/common';
import { ArgsType, Field, ID, InputType, Int, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsInt, IsOptional, IsString, Length, Matches, MaxLength, Min } from 'class-validator';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_EMAIL_PATTERN,
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  CONTACT_PHONE_PATTERN,
  CONTACT_POSITION_MAX,
  CONTACT_SEARCH_MAX,
  CONTACT_SORT_FIELDS,
  CONTACTS_PAGE_SIZE,
  CONTACTS_PAGE_SIZE_MAX,
  SORT_DIRECTIONS,
  type ContactSortField,
  type SortDirection,
} from '@shop/domain';
import { LOCALE_ARGUMENT } from '../common/argument-descriptions';
import { LocaleArgs } from '../common/locale.args';
import { PagingArgs } from '../common/paging.args';

const MANDANT_CODE_DESCRIPTION =
  "The tenant's company code (docs/rules/data-model.md mandantCode), e.g. 20HHAT: the session's own, else FORBIDDEN.";

/** Some text that is not only blanks and holds no control characters (a mail header or a name cannot carry one). */
const PRINTABLE = /^(?=[\s\S]*\S)[^\u0000-\u001f\u007f]*$/;

/** The contact's id, a contact of the session customer (another one answers NOT_FOUND). */
const ContactIdField = () =>
  applyDecorators(
    Field(() => ID, { description: "The contact's id." }),
    IsString(),
    Length(1, 200, { message: 'error.contact-not-found' }),
  );

/** The version the administrator saw: another one gets CONFLICT (error.contact-conflict). */
const ContactVersionField = () =>
  applyDecorators(
    Field(() => Int, {
      description: 'The Contact.version the administrator saw; another one gets CONFLICT.',
    }),
    IsInt({ message: 'error.invalid-contact-version' }),
    Min(1, { message: 'error.invalid-contact-version' }),
  );

export const CONTACT_SORT_ENUM = Object.fromEntries(CONTACT_SORT_FIELDS.map((sort) => [sort, sort])) as {
  [K in ContactSortField]: K;
};
registerEnumType(CONTACT_SORT_ENUM, {
  name: 'ContactSort',
  description: 'What the contact list is sorted by: name (last, first), login e-mail, role or creation time.',
  valuesMap: {
    name: { description: 'Last name, then first name (case ignored).' },
    loginEmail: { description: 'The login e-mail (case ignored).' },
    role: { description: 'The role code; contacts without a role first.' },
    createdAt: { description: 'When the contact was created.' },
  },
});

/** companyContacts: the customer's contacts, searched, sorted and paged. */
@ArgsType()
export class CompanyContactsArgs extends PagingArgs(
  { default: CONTACTS_PAGE_SIZE, max: CONTACTS_PAGE_SIZE_MAX, entries: 'contacts' },
  LocaleArgs,
) {
  @Field({ description: MANDANT_CODE_DESCRIPTION })
  @IsString()
  mandantCode!: string;

  @Field(() => String, {
    defaultValue: '',
    description: `Part of the name, login e-mail or contact number (case ignored), up to ${CONTACT_SEARCH_MAX} characters; empty: all.`,
  })
  @IsString({ message: 'error.invalid-search' })
  @MaxLength(CONTACT_SEARCH_MAX, { message: 'error.invalid-search' })
  search = '';

  @Field(() => CONTACT_SORT_ENUM, { defaultValue: 'name', description: 'The sort.' })
  @IsIn([...CONTACT_SORT_FIELDS], { message: 'error.invalid-sort' })
  sort: ContactSortField = 'name';

  @Field(() => String, { defaultValue: 'ASC', description: 'ASC or DESC.' })
  @IsIn([...SORT_DIRECTIONS], { message: 'error.invalid-sort' })
  direction: SortDirection = 'ASC';
}

/** companyContact: one contact of the customer. */
@ArgsType()
export class CompanyContactArgs extends LocaleArgs {
  @Field({ description: MANDANT_CODE_DESCRIPTION })
  @IsString()
  mandantCode!: string;

  @ContactIdField()
  id!: string;
}

/** The shop locale of the operation and the tenant it is about. */
@InputType({ isAbstract: true })
abstract class TenantInput {
  @Field({ description: LOCALE_ARGUMENT })
  @IsString()
  locale!: string;

  @Field({ description: MANDANT_CODE_DESCRIPTION })
  @IsString()
  mandantCode!: string;
}

/** The fields createContact and changePerson share (docs/rules/calls.md createContact, changePerson). */
@InputType({ isAbstract: true })
abstract class ContactFieldsInput extends TenantInput {
  @Field({ description: `First name, 1 to ${CONTACT_NAME_MAX} characters.` })
  @IsString({ message: 'error.invalid-name' })
  @Length(1, CONTACT_NAME_MAX, { message: 'error.invalid-name' })
  @Matches(PRINTABLE, { message: 'error.invalid-name' })
  firstName!: string;

  @Field({ description: `Last name, 1 to ${CONTACT_NAME_MAX} characters.` })
  @IsString({ message: 'error.invalid-name' })
  @Length(1, CONTACT_NAME_MAX, { message: 'error.invalid-name' })
  @Matches(PRINTABLE, { message: 'error.invalid-name' })
  lastName!: string;

  @Field(() => String, { nullable: true, description: `Middle name, up to ${CONTACT_NAME_MAX} characters.` })
  @IsOptional()
  @IsString({ message: 'error.invalid-name' })
  @MaxLength(CONTACT_NAME_MAX, { message: 'error.invalid-name' })
  @Matches(/^[^\u0000-\u001f\u007f]*$/, { message: 'error.invalid-name' })
  middleName?: string | null;

  @Field({
    description: 'The e-mail address the contact signs in with; unique among the contacts of the shop.',
  })
  @IsString({ message: 'error.invalid-login-email' })
  @MaxLength(CONTACT_EMAIL_MAX, { message: 'error.invalid-login-email' })
  @Matches(CONTACT_EMAIL_PATTERN, { message: 'error.invalid-login-email' })
  loginEmail!: string;

  @Field({ description: "A role code of the tenant's configured web roles (shopConfig.webRoles)." })
  @IsString({ message: 'error.invalid-role' })
  @MaxLength(64, { message: 'error.invalid-role' })
  webRole!: string;

  @Field(() => String, { nullable: true, description: 'A salutation code of the shop configuration.' })
  @IsOptional()
  @IsString({ message: 'error.invalid-salutation' })
  @MaxLength(64, { message: 'error.invalid-salutation' })
  salutation?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'An organizational level code of the shop configuration (shopConfig.organizationalLevels).',
  })
  @IsOptional()
  @IsString({ message: 'error.invalid-organizational-level' })
  @MaxLength(64, { message: 'error.invalid-organizational-level' })
  organizationalLevelCode?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Phone number, up to ${CONTACT_PHONE_MAX} characters.`,
  })
  @IsOptional()
  @IsString({ message: 'error.invalid-phone' })
  @MaxLength(CONTACT_PHONE_MAX, { message: 'error.invalid-phone' })
  @Matches(CONTACT_PHONE_PATTERN, { message: 'error.invalid-phone' })
  phone?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The contact's own e-mail address (besides the login).",
  })
  @IsOptional()
  @IsString({ message: 'error.invalid-email' })
  @MaxLength(CONTACT_EMAIL_MAX, { message: 'error.invalid-email' })
  @Matches(CONTACT_EMAIL_PATTERN, { message: 'error.invalid-email' })
  email?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `Position (job title), up to ${CONTACT_POSITION_MAX} characters.`,
  })
  @IsOptional()
  @IsString({ message: 'error.invalid-position' })
  @MaxLength(CONTACT_POSITION_MAX, { message: 'error.invalid-position' })
  @Matches(/^[^\u0000-\u001f\u007f]*$/, { message: 'error.invalid-position' })
  position?: string | null;
}

@InputType('CreateContactInput', {
  description: 'createContact (docs/rules/calls.md): a new contact of the session customer, invited by mail.',
})
export class CreateContactInput extends ContactFieldsInput {
  @Field(() => String, {
    nullable: true,
    description:
      "The shop locale of the invitation mail and its link, one of the tenant's locales; left out: the request's locale.",
  })
  @IsOptional()
  @IsString({ message: 'error.invalid-invitation-locale' })
  invitationLocale?: string | null;
}

@InputType('ChangePersonInput', {
  description:
    'changePerson (docs/rules/calls.md): a contact of the session customer, changed at its version.',
})
export class ChangePersonInput extends ContactFieldsInput {
  @ContactIdField()
  id!: string;

  @Field({ description: "The contact's number (Contact.contactNumber); another one answers NOT_FOUND." })
  @IsString()
  @MaxLength(64, { message: 'error.contact-not-found' })
  contactNumber!: string;

  @Field({
    description: "The session customer's number (Contact.customerNumber); another one answers NOT_FOUND.",
  })
  @IsString()
  @MaxLength(64, { message: 'error.contact-not-found' })
  customerNumber!: string;

  @ContactVersionField()
  version!: number;
}

@InputType('RemovePersonInput', {
  description:
    'removePerson (docs/rules/calls.md): a contact of the session customer, removed at its version.',
})
export class RemovePersonInput extends TenantInput {
  @ContactIdField()
  id!: string;

  @ContactVersionField()
  version!: number;
}

@InputType('ResendInvitationInput', {
  description:
    'A new invitation mail for a contact that has not accepted one yet (earlier links stop working).',
})
export class ResendInvitationInput extends TenantInput {
  @ContactIdField()
  contactId!: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The shop locale of the mail and its link, one of the tenant's locales; left out: the locale of the contact's latest invitation.",
  })
  @IsOptional()
  @IsString({ message: 'error.invalid-invitation-locale' })
  invitationLocale?: string | null;
}
