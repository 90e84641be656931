import { Body, Controller, Get, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { IsInt, Min } from 'class-validator';
import {
  API_CLIENT_PORT,
  ApiClientVersionConflictError,
  type ApiClientPort,
  type OperatorApiClientRecord,
} from '@shop/commerce';
import { apiClientsChangedEvent } from '@shop/jobs';
import { notFound, ShopError } from '../common/shop-error';
import { ShopEventPublisher } from '../events/shop-event-publisher';
import { requesterOf, type OpsCaller } from './ops-access';
import { Ops, OpsGuard } from './ops.guard';

/** Body of the revoke: the version of the client the console showed (a changed client is a conflict). */
export class RevokeApiClientDto {
  @IsInt({ message: 'ops.error.version' })
  @Min(1, { message: 'ops.error.version' })
  version!: number;
}

const CLIENT_ID = /^[\w.-]{1,100}$/;

/**
 * Every integration client of every company, with its last use, and the revoke (docs/decisions/0139):
 * the api-clients port's own revoke, so a revoked client's tokens are refused from the next request on
 * (the bearer check asks the database per request, decision 0090). The company's open pages are told,
 * as after its administrator's revoke.
 */
@Controller('api/ops/console/api-clients')
@UseGuards(OpsGuard)
export class OpsApiClientsController {
  constructor(
    @Inject(API_CLIENT_PORT) private readonly apiClients: ApiClientPort,
    private readonly events: ShopEventPublisher,
  ) {}

  @Get()
  async list(): Promise<{ clients: OperatorApiClientRecord[] }> {
    return { clients: await this.apiClients.listAllApiClients() };
  }

  @Post(':clientId/revoke')
  @HttpCode(200)
  async revoke(
    @Param('clientId') clientId: string,
    @Body() body: RevokeApiClientDto,
    @Ops() caller: OpsCaller,
  ): Promise<OperatorApiClientRecord> {
    if (!CLIENT_ID.test(clientId)) throw notFound('ops.error.unknown-api-client');
    const revoked = await this.apiClients
      .revokeApiClientAsOperator(clientId, body.version, requesterOf(caller))
      .catch((error: unknown) => {
        if (error instanceof ApiClientVersionConflictError)
          throw new ShopError('CONFLICT', 'ops.error.api-client-changed', { version: error.currentVersion });
        throw error;
      });
    if (!revoked) throw notFound('ops.error.unknown-api-client');
    this.events.publish(apiClientsChangedEvent(revoked.mandantCode, revoked.customerNo, new Date()));
    return revoked;
  }
}
