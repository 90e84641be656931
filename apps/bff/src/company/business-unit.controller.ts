import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { DEFAULT_ASSOCIATES_LIMIT } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { CurrentUser } from '../common/request/shop.decorator';
import type { SessionUser } from '../common/session/session-user';
import { shopContextFor } from '../common/shop-context.factory';
import { GetBusinessUnitsBody } from './company.args';
import { BusinessUnitService } from './business-unit.service';

/**
 * POST /api/getBusinessUnits (docs/rules/calls.md): the businessUnits query as the spec's server route,
 * for the same administrators. Left out, the filters are those of the account lookups: associates with
 * the administrator role, employees excluded, one associate per location.
 */
@Controller('api')
export class BusinessUnitController {
  constructor(private readonly units: BusinessUnitService) {}

  @RequireAccess('ROLE_ADMIN')
  @Post('getBusinessUnits')
  @HttpCode(200)
  getBusinessUnits(@Body() body: GetBusinessUnitsBody, @CurrentUser() user: SessionUser | undefined) {
    return this.units.list(shopContextFor(user, body.locale), {
      page: body.page ?? 1,
      limit: body.limit ?? 20,
      search: body.search?.trim() || null,
      roles: body.roles ?? ['ROLE_ADMIN'],
      includeEmployees: body.includeEmployees ?? false,
      associatesLimit: body.associatesLimit ?? DEFAULT_ASSOCIATES_LIMIT,
    });
  }
}
