import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsIn, IsInt, IsString, IsUUID, Length, Matches, Max, Min } from 'class-validator';
import { API_CLIENT_ID_PATTERN, API_CLIENT_NAME_MAX_LENGTH, WEB_ROLES, type WebRole } from '@shop/domain';
import { LocaleArgs } from '../common/locale.args';

/** createApiClient (decision 0090). */
@ArgsType()
export class CreateApiClientArgs extends LocaleArgs {
  @Field({
    description: `What the client is for, e.g. "ERP connector": 1–${API_CLIENT_NAME_MAX_LENGTH} characters, not only blanks.`,
  })
  @IsString({ message: 'error.api-client-name-invalid' })
  @Length(1, API_CLIENT_NAME_MAX_LENGTH, { message: 'error.api-client-name-invalid' })
  name!: string;

  @Field(() => String, {
    description:
      "The web role the client acts with: one of the tenant's roles (shopConfig.webRoles) that is not an administrator's.",
  })
  @IsIn(WEB_ROLES, { message: 'error.api-client-role-invalid' })
  role!: WebRole;

  @Field({
    description:
      'A UUID the caller chooses per create attempt and sends again when it repeats it (a retry, a double click): the repeat answers the client created first, without its secret, instead of a second client.',
  })
  @IsUUID('all', { message: 'error.idempotency-key-invalid' })
  idempotencyKey!: string;
}

/** rotateApiClientSecret and revokeApiClient: the client and the version seen. */
@ArgsType()
export class ApiClientVersionArgs extends LocaleArgs {
  @Field({ description: 'The client id (ApiClient.clientId).' })
  @IsString({ message: 'error.api-client-id-invalid' })
  @Matches(API_CLIENT_ID_PATTERN, { message: 'error.api-client-id-invalid' })
  clientId!: string;

  @Field(() => Int, {
    description: 'ApiClient.version as last read: CONFLICT error.api-client-conflict when it changed.',
  })
  @IsInt({ message: 'error.api-client-version-invalid' })
  @Min(1, { message: 'error.api-client-version-invalid' })
  @Max(2_147_483_647, { message: 'error.api-client-version-invalid' })
  version!: number;
}
