import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum ApiClientStateEnum {
  ACTIVE = 'ACTIVE',
  REVOKED = 'REVOKED',
}

registerEnumType(ApiClientStateEnum, {
  name: 'ApiClientState',
  description: 'Whether tokens of an API client work (decision 0090).',
  valuesMap: {
    ACTIVE: { description: 'It gets tokens and its tokens are accepted.' },
    REVOKED: { description: 'Revoked: no token, and its tokens already issued are refused.' },
  },
});

@ObjectType('ApiClient', {
  description:
    "An API client of the session's customer (decision 0090): an OAuth client (client credentials) acting as a contact of the customer. Its secret is never part of it.",
})
export class ApiClientModel {
  @Field({ description: 'The OAuth client id (the user name of client_secret_basic).' })
  clientId!: string;

  @Field({ description: 'What it is for, as its creator named it.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'The web role it acts with (its contact’s).' })
  role!: string | null;

  @Field({
    description:
      'Number of the contact it acts as (its own technical contact for clients created in the shop).',
  })
  contactNumber!: string;

  @Field({ description: 'When it was created (ISO 8601).' })
  createdAt!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Who created it; null for clients registered otherwise.',
  })
  createdByName!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'When a token of it was last used at the shop, to the minute (ISO 8601); null: never.',
  })
  lastUsedAt!: string | null;

  @Field(() => ApiClientStateEnum, { description: 'Whether it works.' })
  state!: ApiClientStateEnum;

  @Field(() => String, { nullable: true, description: 'When it was revoked (ISO 8601).' })
  revokedAt!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'After a rotation: until when the previous secret still works (ISO 8601, 24 hours after the rotation); null when only the current one does.',
  })
  rotationGraceEndsAt!: string | null;

  @Field(() => Int, { description: 'Moves with every change; rotate and revoke name it.' })
  version!: number;
}

@ObjectType('ApiClientSecret', {
  description: 'An API client with its new secret: the only answer that ever shows the secret.',
})
export class ApiClientSecretModel {
  @Field(() => ApiClientModel, { description: 'The client as it is now.' })
  client!: ApiClientModel;

  @Field(() => String, {
    nullable: true,
    description:
      'The secret (client_secret_basic), shown this once: the shop keeps only its hash. Null when a repeated createApiClient (same idempotencyKey) found the client created before; rotate it for a new secret.',
  })
  secret!: string | null;
}
