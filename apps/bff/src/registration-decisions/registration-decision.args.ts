import { ArgsType, Field, ID, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min, MinLength } from 'class-validator';
import { INVALID_TEXT_KEY } from '../common/validation/text-input';
import { MAX_DECLINE_REASON_LENGTH, WEB_ROLES, type RegistrationStatus, type WebRole } from '@shop/domain';
import { LocaleArgs } from '../common/locale.args';
import { PagingArgs } from '../common/paging.args';

export const REGISTRATION_STATUSES: readonly RegistrationStatus[] = ['pending', 'confirmed', 'declined'];
/** A token of an approval link: base64url, as newToken() writes it (libs/commerce invitation-store). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Staff: the tenant's new-customer registrations (docs/decisions/0095). */
@ArgsType()
export class StaffRegistrationsArgs extends PagingArgs(
  { default: 20, max: 100, entries: 'registrations' },
  LocaleArgs,
) {
  @Field(() => String, {
    nullable: true,
    description: 'pending, confirmed or declined; null or left out: every status, pending first.',
  })
  @IsOptional()
  @IsIn(REGISTRATION_STATUSES, { message: 'error.invalid-registration-status' })
  status?: RegistrationStatus | null;
}

@ArgsType()
export class StaffRegistrationArgs extends LocaleArgs {
  @Field(() => ID, { description: 'The registration.' })
  @IsString()
  @MaxLength(200, { message: 'error.registration-not-found' })
  id!: string;
}

@ArgsType()
export class DecideRegistrationArgs extends StaffRegistrationArgs {
  @Field(() => Int, { description: 'The version of the registration the decider saw.' })
  @IsInt({ message: 'error.invalid-version' })
  @Min(1, { message: 'error.invalid-version' })
  version!: number;
}

const REASON_DESCRIPTION = `Why it is declined (1 to ${MAX_DECLINE_REASON_LENGTH} characters; line breaks and tabs, no other control characters); mailed to the registrant.`;
/** Text of several lines, as the registration form's fields allow it: no control characters but line breaks and tabs. */
const MULTI_LINE_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

@ArgsType()
export class DeclineRegistrationArgs extends DecideRegistrationArgs {
  @Field({ description: REASON_DESCRIPTION })
  @Transform(trimmed)
  @IsString({ message: 'error.decline-reason-required' })
  @MinLength(1, { message: 'error.decline-reason-required' })
  @MaxLength(MAX_DECLINE_REASON_LENGTH, { message: 'error.decline-reason-too-long' })
  @Matches(MULTI_LINE_TEXT, { message: INVALID_TEXT_KEY })
  reason!: string;
}

/** The approval link's two parameters: its token and the customer number it names. */
@ArgsType()
export class ApprovalLinkArgs extends LocaleArgs {
  @Field({ description: "The approval link's token (from the mail to the customer's administrators)." })
  @IsString()
  @Matches(TOKEN_PATTERN, { message: 'error.registration-not-found' })
  token!: string;

  @Field({ description: 'The customer number the link names: the session customer’s, else NOT_FOUND.' })
  @IsString()
  @MaxLength(20, { message: 'error.registration-not-found' })
  customer!: string;
}

@ArgsType()
export class DecideApprovalLinkArgs extends ApprovalLinkArgs {
  @Field(() => Int, { description: 'The version of the request the administrator saw.' })
  @IsInt({ message: 'error.invalid-version' })
  @Min(1, { message: 'error.invalid-version' })
  version!: number;
}

@ArgsType()
export class CreateContactWithTokenArgs extends DecideApprovalLinkArgs {
  @Field(() => String, {
    nullable: true,
    description:
      "The new contact's web role, one of the tenant's configured webRoles; left out: the role the request asked for.",
  })
  @IsOptional()
  @IsIn(WEB_ROLES, { message: 'error.invalid-web-role' })
  webRole?: WebRole | null;
}

@ArgsType()
export class DeclineApprovalLinkArgs extends DecideApprovalLinkArgs {
  @Field({ description: REASON_DESCRIPTION })
  @Transform(trimmed)
  @IsString({ message: 'error.decline-reason-required' })
  @MinLength(1, { message: 'error.decline-reason-required' })
  @MaxLength(MAX_DECLINE_REASON_LENGTH, { message: 'error.decline-reason-too-long' })
  @Matches(MULTI_LINE_TEXT, { message: INVALID_TEXT_KEY })
  reason!: string;
}
