import { Inject, Injectable } from '@nestjs/common';
import {
  API_CLIENT_PORT,
  ApiClientRevokedError,
  ApiClientVersionConflictError,
  SHOP_CONFIG_PORT,
  type ApiClientPort,
  type ApiClientRecord,
  type ShopConfigPort,
} from '@shop/commerce';
import { apiClientNameOf, apiClientRolesOf, type ShopContext } from '@shop/domain';
import { apiClientsChangedEvent } from '@shop/jobs';
import { badInput, notFound, ShopError } from '../common/shop-error';
import { ShopEventPublisher } from '../events/shop-event-publisher';
import type { ApiClientVersionArgs, CreateApiClientArgs } from './api-client.args';
import { ApiClientStateEnum, type ApiClientModel, type ApiClientSecretModel } from './api-client.models';

/**
 * API clients of the session's customer (decision 0090): its administrators list, create, rotate and
 * revoke them. Customer and tenant come from the session; every change is recorded in the company's
 * activity by the port and reaches the customer's open pages as an api-clients-changed event.
 */
@Injectable()
export class ApiClientService {
  constructor(
    @Inject(API_CLIENT_PORT) private readonly apiClients: ApiClientPort,
    @Inject(SHOP_CONFIG_PORT) private readonly shopConfig: ShopConfigPort,
    private readonly events: ShopEventPublisher,
  ) {}

  async list(ctx: ShopContext): Promise<ApiClientModel[]> {
    assertCustomer(ctx);
    return (await this.apiClients.listApiClients(ctx)).map(toModel);
  }

  async create(ctx: ShopContext, args: CreateApiClientArgs): Promise<ApiClientSecretModel> {
    assertCustomer(ctx);
    const name = apiClientNameOf(args.name);
    if (name === null) throw badInput('error.api-client-name-invalid', { field: 'name' });
    const roles = apiClientRolesOf((await this.shopConfig.getShopConfig(ctx)).webRoles);
    if (!roles.some((role) => role.code === args.role))
      throw badInput('error.api-client-role-invalid', { field: 'role' });
    const created = await this.apiClients.createApiClient(ctx, {
      name,
      role: args.role,
      idempotencyKey: args.idempotencyKey.toLowerCase(),
    });
    if (created.secret !== null) this.changed(ctx);
    return { client: toModel(created.client), secret: created.secret };
  }

  async rotate(ctx: ShopContext, args: ApiClientVersionArgs): Promise<ApiClientSecretModel> {
    assertCustomer(ctx);
    const rotated = await this.apiClients
      .rotateApiClientSecret(ctx, args.clientId, args.version)
      .catch(writeError);
    if (!rotated) throw notFound('error.api-client-not-found', { clientId: args.clientId });
    this.changed(ctx);
    return { client: toModel(rotated.client), secret: rotated.secret };
  }

  async revoke(ctx: ShopContext, args: ApiClientVersionArgs): Promise<ApiClientModel> {
    assertCustomer(ctx);
    const revoked = await this.apiClients.revokeApiClient(ctx, args.clientId, args.version).catch(writeError);
    if (!revoked) throw notFound('error.api-client-not-found', { clientId: args.clientId });
    this.changed(ctx);
    return toModel(revoked);
  }

  private changed(ctx: ShopContext): void {
    this.events.publish(apiClientsChangedEvent(ctx.mandantCode, ctx.customer!.customerNo, new Date()));
  }
}

function assertCustomer(ctx: ShopContext): void {
  if (!ctx.customer || !ctx.contact) throw new ShopError('FORBIDDEN', 'error.no-customer-selected');
}

function writeError(error: unknown): never {
  if (error instanceof ApiClientVersionConflictError)
    throw new ShopError('CONFLICT', 'error.api-client-conflict', { version: error.currentVersion });
  if (error instanceof ApiClientRevokedError) throw new ShopError('CONFLICT', 'error.api-client-revoked');
  throw error;
}

function toModel(client: ApiClientRecord): ApiClientModel {
  return {
    clientId: client.clientId,
    name: client.name,
    role: client.role,
    contactNumber: client.contactNo,
    createdAt: client.createdAt,
    createdByName: client.createdByName,
    lastUsedAt: client.lastUsedAt,
    state: client.state === 'REVOKED' ? ApiClientStateEnum.REVOKED : ApiClientStateEnum.ACTIVE,
    revokedAt: client.revokedAt,
    rotationGraceEndsAt: client.rotationGraceEndsAt,
    version: client.version,
  };
}
