import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { LocaleArgs } from '../common/locale.args';
import { Shop } from '../common/request/shop.decorator';
import { ApiClientVersionArgs, CreateApiClientArgs } from './api-client.args';
import { ApiClientModel, ApiClientSecretModel } from './api-client.models';
import { ApiClientService } from './api-client.service';

/** API clients of the session's customer (decision 0090), for its administrators. */
@Resolver(() => ApiClientModel)
export class ApiClientResolver {
  constructor(private readonly service: ApiClientService) {}

  @Query(() => [ApiClientModel], {
    description:
      "Administrators: the API clients of the session's customer, revoked ones too, oldest first. Never a secret.",
  })
  @RequireAccess('ROLE_ADMIN')
  apiClients(@Args() _args: LocaleArgs, @Shop() ctx: ShopContext): Promise<ApiClientModel[]> {
    return this.service.list(ctx);
  }

  @Mutation(() => ApiClientSecretModel, {
    description:
      "Administrators: creates an API client of the session's customer acting with `role` (its own technical contact) and answers its secret, this once. A repeat with the same idempotencyKey answers the first client with secret null. BAD_USER_INPUT for a blank or long name or a role it may not have.",
  })
  @RequireAccess('ROLE_ADMIN')
  createApiClient(
    @Args() args: CreateApiClientArgs,
    @Shop() ctx: ShopContext,
  ): Promise<ApiClientSecretModel> {
    return this.service.create(ctx, args);
  }

  @Mutation(() => ApiClientSecretModel, {
    description:
      'Administrators: a new secret for the client at `version`, answered this once; the previous secret keeps working for 24 hours (rotationGraceEndsAt). CONFLICT error.api-client-conflict at a stale version, error.api-client-revoked for a revoked client; NOT_FOUND for a client of another customer.',
  })
  @RequireAccess('ROLE_ADMIN')
  rotateApiClientSecret(
    @Args() args: ApiClientVersionArgs,
    @Shop() ctx: ShopContext,
  ): Promise<ApiClientSecretModel> {
    return this.service.rotate(ctx, args);
  }

  @Mutation(() => ApiClientModel, {
    description:
      'Administrators: revokes the client at `version`: it gets no token any more and its tokens already issued are refused from the next request on. Revoking a revoked client answers it unchanged. CONFLICT error.api-client-conflict at a stale version; NOT_FOUND for a client of another customer.',
  })
  @RequireAccess('ROLE_ADMIN')
  revokeApiClient(@Args() args: ApiClientVersionArgs, @Shop() ctx: ShopContext): Promise<ApiClientModel> {
    return this.service.revoke(ctx, args);
  }
}
