import { Inject, Injectable } from '@nestjs/common';
import {
  COMPANY_PORT,
  ConfigurationVersionConflictError,
  type CompanyPort,
  type CompanyRecord,
} from '@shop/commerce';
import { ACCOUNT_ACTIVITY_LIMIT, activityChangesOf, type ShopContext } from '@shop/domain';
import { forbidden, ShopError } from '../common/shop-error';
import type { SetCustomerConfigurationInput } from './company.args';
import { assertCompanySession, CompanyEvents } from './company-events';
import type { AccountActivityModel, CustomerConfigurationModel } from './company.models';

/**
 * The company of the session's customer (decisions 0087 and 0088): its full data (read-only, from the
 * ERP), its configuration (the approval reminder period) and its activity.
 */
@Injectable()
export class CompanyService {
  /** One read of the company data per request, however many of its fields a query asks for. */
  private readonly perRequest = new WeakMap<object, Promise<CompanyRecord | null>>();

  constructor(
    @Inject(COMPANY_PORT) private readonly company: CompanyPort,
    private readonly events: CompanyEvents,
  ) {}

  /** The company data of `customerId`, which must be the session's own customer (FORBIDDEN otherwise). */
  async companyData(ctx: ShopContext, customerId: string, request: object): Promise<CompanyRecord> {
    if (!ctx.customer || ctx.customer.id !== customerId) throw forbidden();
    let loading = this.perRequest.get(request);
    if (!loading) {
      loading = this.company.companyData(ctx);
      this.perRequest.set(request, loading);
    }
    const record = await loading;
    if (!record) throw forbidden();
    return record;
  }

  async configuration(ctx: ShopContext): Promise<CustomerConfigurationModel> {
    assertCompanySession(ctx);
    return this.company.customerConfiguration(ctx);
  }

  async setConfiguration(
    ctx: ShopContext,
    input: SetCustomerConfigurationInput,
  ): Promise<CustomerConfigurationModel> {
    assertCompanySession(ctx);
    try {
      const changed = await this.company.setCustomerConfiguration(
        ctx,
        { reminderMailInterval: input.reminderMailInterval },
        input.version,
      );
      if (changed.version !== input.version) {
        this.events.changed(ctx, 'settings');
        this.events.changed(ctx, 'activity');
      }
      return changed;
    } catch (error) {
      if (error instanceof ConfigurationVersionConflictError)
        throw new ShopError('CONFLICT', 'error.settings-conflict', { version: error.current.version });
      throw error;
    }
  }

  async activity(ctx: ShopContext): Promise<AccountActivityModel[]> {
    assertCompanySession(ctx);
    const rows = await this.company.accountActivity(ctx, ACCOUNT_ACTIVITY_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      subjectKind: row.subjectKind,
      subjectId: row.subjectId,
      action: row.action,
      at: row.at,
      subjectName: typeof row.details.name === 'string' ? row.details.name : null,
      changes: activityChangesOf(row.details).map((change) => ({
        field: change.field,
        before: textOf(change.before),
        after: textOf(change.after),
      })),
      contact: row.contact,
      employee: row.employee,
    }));
  }
}

function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
