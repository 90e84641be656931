import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { Shop } from '../common/request/shop.decorator';
import {
  BusinessUnitArgs,
  BusinessUnitAssociateArgs,
  BusinessUnitsArgs,
  ChangeBusinessUnitInput,
  CreateBusinessUnitInput,
  VersionedBusinessUnitArgs,
  WriteBusinessUnitStockInput,
} from './company.args';
import { BusinessUnitModel, BusinessUnitPageModel, BusinessUnitStockModel } from './business-unit.models';
import { BusinessUnitService } from './business-unit.service';

const NOT_OWN = "NOT_FOUND error.location-not-found for a location that is not the session customer's.";

/** Locations of the session's customer (docs/rules/calls.md businessUnits; decision 0089). ROLE_ADMIN. */
@Resolver(() => BusinessUnitModel)
export class BusinessUnitResolver {
  constructor(private readonly units: BusinessUnitService) {}

  @Query(() => BusinessUnitPageModel, {
    description:
      "A page of the session customer's locations by name (docs/rules/calls.md businessUnits); roles filter the associates listed and counted, includeEmployees adds the tenant's employees looking after the customer. ROLE_ADMIN.",
  })
  @RequireAccess('ROLE_ADMIN')
  businessUnits(@Args() args: BusinessUnitsArgs, @Shop() ctx: ShopContext): Promise<BusinessUnitPageModel> {
    return this.units.list(ctx, args);
  }

  @Query(() => BusinessUnitModel, {
    description: `One location with all its associates. ROLE_ADMIN. ${NOT_OWN}`,
  })
  @RequireAccess('ROLE_ADMIN')
  businessUnit(@Args() args: BusinessUnitArgs, @Shop() ctx: ShopContext): Promise<BusinessUnitModel> {
    return this.units.get(ctx, args.id);
  }

  @Mutation(() => BusinessUnitModel, {
    description:
      'Creates a location. ROLE_ADMIN. BAD_USER_INPUT error.location-name-taken for a name in use.',
  })
  @RequireAccess('ROLE_ADMIN')
  createBusinessUnit(
    @Args('input', { description: 'The new location.' }) input: CreateBusinessUnitInput,
    @Shop() ctx: ShopContext,
  ): Promise<BusinessUnitModel> {
    return this.units.create(ctx, input);
  }

  @Mutation(() => BusinessUnitModel, {
    description: `Changes a location at its version. ROLE_ADMIN. CONFLICT error.location-conflict when stale. ${NOT_OWN}`,
  })
  @RequireAccess('ROLE_ADMIN')
  changeBusinessUnit(
    @Args('input', { description: 'The location’s fields with the version seen.' })
    input: ChangeBusinessUnitInput,
    @Shop() ctx: ShopContext,
  ): Promise<BusinessUnitModel> {
    return this.units.change(ctx, input);
  }

  @Mutation(() => Boolean, {
    description: `Removes a location with its associates and stock at its version. ROLE_ADMIN. ${NOT_OWN}`,
  })
  @RequireAccess('ROLE_ADMIN')
  removeBusinessUnit(@Args() args: VersionedBusinessUnitArgs, @Shop() ctx: ShopContext): Promise<boolean> {
    return this.units.remove(ctx, args.id, args.version);
  }

  @Mutation(() => BusinessUnitModel, {
    description:
      'Adds a contact of the session’s customer to a location at its version. ROLE_ADMIN. NOT_FOUND error.location-or-contact-not-found for another customer’s location or contact.',
  })
  @RequireAccess('ROLE_ADMIN')
  assignBusinessUnitAssociate(
    @Args() args: BusinessUnitAssociateArgs,
    @Shop() ctx: ShopContext,
  ): Promise<BusinessUnitModel> {
    return this.units.setAssociate(ctx, args, true);
  }

  @Mutation(() => BusinessUnitModel, {
    description:
      'Removes a contact from a location at its version. ROLE_ADMIN. NOT_FOUND error.location-or-contact-not-found for another customer’s location or contact.',
  })
  @RequireAccess('ROLE_ADMIN')
  unassignBusinessUnitAssociate(
    @Args() args: BusinessUnitAssociateArgs,
    @Shop() ctx: ShopContext,
  ): Promise<BusinessUnitModel> {
    return this.units.setAssociate(ctx, args, false);
  }

  @Query(() => BusinessUnitStockModel, {
    description: `The stock count sheet of a location (docs/rules/calls.md businessUnitStock, decision 0089). ROLE_ADMIN. ${NOT_OWN}`,
  })
  @RequireAccess('ROLE_ADMIN')
  businessUnitStock(
    @Args() args: BusinessUnitArgs,
    @Shop() ctx: ShopContext,
  ): Promise<BusinessUnitStockModel> {
    return this.units.stock(ctx, args.id);
  }

  @Mutation(() => BusinessUnitStockModel, {
    description: `Replaces a location's count sheet at its stock version (docs/rules/calls.md writeBusinessUnitStock). ROLE_ADMIN. CONFLICT error.location-conflict when stale; BAD_USER_INPUT error.unknown-sku. ${NOT_OWN}`,
  })
  @RequireAccess('ROLE_ADMIN')
  writeBusinessUnitStock(
    @Args('input', { description: 'The location, its stock version and the counted lines.' })
    input: WriteBusinessUnitStockInput,
    @Shop() ctx: ShopContext,
  ): Promise<BusinessUnitStockModel> {
    return this.units.writeStock(ctx, input);
  }
}
