import { Inject, Injectable } from '@nestjs/common';
import {
  BUSINESS_UNIT_PORT,
  BusinessUnitConflictError,
  BusinessUnitNameTakenError,
  UnknownStockSkuError,
  type BusinessUnitPort,
  type BusinessUnitRecord,
  type BusinessUnitStockRecord,
} from '@shop/commerce';
import { reorderQuantityOf, stockNeedsReorder, type ShopContext } from '@shop/domain';
import { badInput, notFound, ShopError } from '../common/shop-error';
import type {
  BusinessUnitFieldsInput,
  BusinessUnitsArgs,
  ChangeBusinessUnitInput,
  WriteBusinessUnitStockInput,
} from './company.args';
import { assertCompanySession, CompanyEvents } from './company-events';
import type {
  BusinessUnitModel,
  BusinessUnitPageModel,
  BusinessUnitStockModel,
} from './business-unit.models';

const locationNotFound = (id: string) => notFound('error.location-not-found', { id });

/**
 * Locations of the session's customer (docs/rules/calls.md businessUnits, businessUnitStock,
 * writeBusinessUnitStock; decision 0089). Another customer's location is NOT_FOUND and nothing
 * changes; every write reaches the customer's open location and activity pages.
 */
@Injectable()
export class BusinessUnitService {
  constructor(
    @Inject(BUSINESS_UNIT_PORT) private readonly units: BusinessUnitPort,
    private readonly events: CompanyEvents,
  ) {}

  async list(ctx: ShopContext, args: Omit<BusinessUnitsArgs, 'locale'>): Promise<BusinessUnitPageModel> {
    assertCompanySession(ctx);
    const page = await this.units.listBusinessUnits(ctx, {
      page: args.page,
      limit: args.limit,
      search: args.search ? args.search : null,
      roles: args.roles?.length ? args.roles : null,
      includeEmployees: args.includeEmployees,
      associatesLimit: args.associatesLimit,
    });
    return { items: page.items.map(toUnitModel), total: page.total, page: args.page, limit: args.limit };
  }

  async get(ctx: ShopContext, id: string): Promise<BusinessUnitModel> {
    assertCompanySession(ctx);
    const unit = await this.units.getBusinessUnit(ctx, id);
    if (!unit) throw locationNotFound(id);
    return toUnitModel(unit);
  }

  async create(ctx: ShopContext, input: BusinessUnitFieldsInput): Promise<BusinessUnitModel> {
    assertCompanySession(ctx);
    const unit = await this.guard(() => this.units.createBusinessUnit(ctx, fieldsOf(input)));
    this.changed(ctx);
    return toUnitModel(unit);
  }

  async change(ctx: ShopContext, input: ChangeBusinessUnitInput): Promise<BusinessUnitModel> {
    assertCompanySession(ctx);
    const unit = await this.guard(() =>
      this.units.changeBusinessUnit(ctx, input.id, fieldsOf(input), input.version),
    );
    if (!unit) throw locationNotFound(input.id);
    if (unit.version !== input.version) this.changed(ctx);
    return toUnitModel(unit);
  }

  async remove(ctx: ShopContext, id: string, version: number): Promise<boolean> {
    assertCompanySession(ctx);
    const removed = await this.guard(() => this.units.removeBusinessUnit(ctx, id, version));
    if (!removed) throw locationNotFound(id);
    this.changed(ctx);
    return true;
  }

  async setAssociate(
    ctx: ShopContext,
    args: { id: string; contactNumber: string; version: number },
    assign: boolean,
  ): Promise<BusinessUnitModel> {
    assertCompanySession(ctx);
    const unit = await this.guard(() =>
      this.units.setAssociate(ctx, args.id, args.contactNumber, assign, args.version),
    );
    // The location or the contact is not the customer's: both are reported as not found.
    if (!unit)
      throw notFound('error.location-or-contact-not-found', {
        id: args.id,
        contactNumber: args.contactNumber,
      });
    if (unit.version !== args.version) this.changed(ctx);
    return toUnitModel(unit);
  }

  async stock(ctx: ShopContext, id: string): Promise<BusinessUnitStockModel> {
    assertCompanySession(ctx);
    const stock = await this.units.businessUnitStock(ctx, id);
    if (!stock) throw locationNotFound(id);
    return toStockModel(stock);
  }

  async writeStock(ctx: ShopContext, input: WriteBusinessUnitStockInput): Promise<BusinessUnitStockModel> {
    assertCompanySession(ctx);
    const skus = input.lines.map((line) => line.sku);
    if (new Set(skus).size !== skus.length)
      throw badInput('error.duplicate-stock-sku', {
        fields: [{ field: 'lines', messageKey: 'error.duplicate-stock-sku' }],
      });
    const stock = await this.guard(() =>
      this.units.writeBusinessUnitStock(ctx, input.id, input.lines, input.version),
    );
    if (!stock) throw locationNotFound(input.id);
    this.changed(ctx);
    return toStockModel(stock);
  }

  private changed(ctx: ShopContext): void {
    this.events.changed(ctx, 'location');
    this.events.changed(ctx, 'activity');
  }

  /** The port's refusals as the schema's errors. */
  private async guard<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof BusinessUnitConflictError)
        throw new ShopError('CONFLICT', 'error.location-conflict', { version: error.currentVersion });
      if (error instanceof BusinessUnitNameTakenError)
        throw badInput('error.location-name-taken', {
          fields: [{ field: 'name', messageKey: 'error.location-name-taken' }],
        });
      if (error instanceof UnknownStockSkuError)
        throw badInput('error.unknown-sku', {
          skus: error.skus,
          fields: [{ field: 'lines', messageKey: 'error.unknown-sku' }],
        });
      throw error;
    }
  }
}

function fieldsOf(input: BusinessUnitFieldsInput) {
  return {
    name: input.name,
    street: input.street,
    postCode: input.postCode,
    city: input.city,
    countryCode: input.countryCode,
    contactMail: input.contactMail ?? null,
  };
}

export function toUnitModel(unit: BusinessUnitRecord): BusinessUnitModel {
  return {
    id: unit.id,
    mandantCode: unit.mandantCode,
    customerNumber: unit.customerNo,
    name: unit.name,
    street: unit.street,
    postCode: unit.postCode,
    city: unit.city,
    countryCode: unit.countryCode,
    contactMail: unit.contactMail,
    version: unit.version,
    stockVersion: unit.stockVersion,
    changedAt: unit.changedAt,
    associatesTotal: unit.associatesTotal,
    associates: unit.associates.map((associate) => ({
      mandantCode: associate.mandantCode,
      customerNumber: associate.customerNo,
      contactNumber: associate.contactNo,
      employee: associate.employee,
      employeeNumber: associate.employeeNo,
      name: associate.name,
      loginEmail: associate.loginEmail,
      personalEmail: associate.personalEmail,
      phone: associate.phone,
      role: associate.role,
    })),
  };
}

function toStockModel(stock: BusinessUnitStockRecord): BusinessUnitStockModel {
  return {
    businessUnitId: stock.businessUnitId,
    version: stock.version,
    lines: stock.lines.map((line) => ({
      ...line,
      needsReorder: stockNeedsReorder(line),
      reorderQuantity: reorderQuantityOf(line),
    })),
  };
}
