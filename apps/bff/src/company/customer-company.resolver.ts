import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { CompanyRecord } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';
import { RequireAccess } from '../access/require-access.decorator';
import { CustomerModel } from '../account/me.models';
import type { GraphqlContext } from '../common/graphql-context';
import { Shop } from '../common/request/shop.decorator';
import { CompanyService } from './company.service';
import { CustomerAddressModel, CustomerBankAccountModel, CustomerBillToModel } from './company.models';

const OWN = "Only on the session's own customer (FORBIDDEN elsewhere).";

/**
 * The full session customer on `Customer` (docs/rules/data-model.md, session customer; decision 0087):
 * master data of the ERP, read-only. Any contact of the customer reads it; the bank account only its
 * administrators.
 */
@Resolver(() => CustomerModel)
export class CustomerCompanyResolver {
  constructor(private readonly company: CompanyService) {}

  private async field<K extends keyof CompanyRecord>(
    customer: CustomerModel,
    ctx: ShopContext,
    { req }: GraphqlContext,
    key: K,
  ): Promise<CompanyRecord[K]> {
    return (await this.company.companyData(ctx, customer.id, req))[key];
  }

  @RequireAccess('ROLE_AUTHENTICATED')
  @ResolveField(() => String, { nullable: true, description: `Name line 2. ${OWN}` })
  name2(@Parent() c: CustomerModel, @Shop() ctx: ShopContext, @Context() g: GraphqlContext) {
    return this.field(c, ctx, g, 'name2');
  }

  @RequireAccess('ROLE_AUTHENTICATED')
  @ResolveField(() => String, { nullable: true, description: `Name line 3. ${OWN}` })
  name3(@Parent() c: CustomerModel, @Shop() ctx: ShopContext, @Context() g: GraphqlContext) {
    return this.field(c, ctx, g, 'name3');
  }

  @RequireAccess('ROLE_AUTHENTICATED')
  @ResolveField(() => CustomerAddressModel, { description: `The customer's address. ${OWN}` })
  address(@Parent() c: CustomerModel, @Shop() ctx: ShopContext, @Context() g: GraphqlContext) {
    return this.field(c, ctx, g, 'address');
  }

  @RequireAccess('ROLE_AUTHENTICATED')
  @ResolveField(() => String, { description: `Language of the customer (ISO 639-1). ${OWN}` })
  languageCode(@Parent() c: CustomerModel, @Shop() ctx: ShopContext, @Context() g: GraphqlContext) {
    return this.field(c, ctx, g, 'languageCode');
  }

  @RequireAccess('ROLE_AUTHENTICATED')
  @ResolveField(() => String, { description: `Customer group code (shopConfig customerGroups). ${OWN}` })
  customerGroupCode(@Parent() c: CustomerModel, @Shop() ctx: ShopContext, @Context() g: GraphqlContext) {
    return this.field(c, ctx, g, 'customerGroupCode');
  }

  @RequireAccess('ROLE_AUTHENTICATED')
  @ResolveField(() => String, {
    nullable: true,
    description: `Shipping agent code (shopConfig shippingAgents). ${OWN}`,
  })
  shippingAgentCode(@Parent() c: CustomerModel, @Shop() ctx: ShopContext, @Context() g: GraphqlContext) {
    return this.field(c, ctx, g, 'shippingAgentCode');
  }

  @RequireAccess('ROLE_AUTHENTICATED')
  @ResolveField(() => String, { description: `The customer's e-mail address. ${OWN}` })
  email(@Parent() c: CustomerModel, @Shop() ctx: ShopContext, @Context() g: GraphqlContext) {
    return this.field(c, ctx, g, 'email');
  }

  @RequireAccess('ROLE_AUTHENTICATED')
  @ResolveField(() => String, { description: `The customer's phone number. ${OWN}` })
  phoneNo(@Parent() c: CustomerModel, @Shop() ctx: ShopContext, @Context() g: GraphqlContext) {
    return this.field(c, ctx, g, 'phoneNo');
  }

  @RequireAccess('ROLE_AUTHENTICATED')
  @ResolveField(() => String, { description: `The customer's currency (ISO 4217). ${OWN}` })
  currencyCode(@Parent() c: CustomerModel, @Shop() ctx: ShopContext, @Context() g: GraphqlContext) {
    return this.field(c, ctx, g, 'currencyCode');
  }

  @RequireAccess('ROLE_ADMIN')
  @ResolveField(() => CustomerBankAccountModel, {
    description: `IBAN and BIC; ROLE_ADMIN of the customer only (decision 0087). ${OWN}`,
  })
  async bankAccount(@Parent() c: CustomerModel, @Shop() ctx: ShopContext, @Context() g: GraphqlContext) {
    const record = await this.company.companyData(ctx, c.id, g.req);
    return { iban: record.iban, bic: record.bic };
  }

  @RequireAccess('ROLE_AUTHENTICATED')
  @ResolveField(() => CustomerBillToModel, {
    nullable: true,
    description: `The bill-to customer (billtoNo, names, address); null when the customer pays itself. ${OWN}`,
  })
  billTo(@Parent() c: CustomerModel, @Shop() ctx: ShopContext, @Context() g: GraphqlContext) {
    return this.field(c, ctx, g, 'billTo');
  }

  @RequireAccess('ROLE_AUTHENTICATED')
  @ResolveField(() => Boolean, { description: `The customer belongs to a chain. ${OWN}` })
  isChain(@Parent() c: CustomerModel, @Shop() ctx: ShopContext, @Context() g: GraphqlContext) {
    return this.field(c, ctx, g, 'isChain');
  }

  @RequireAccess('ROLE_AUTHENTICATED')
  @ResolveField(() => Boolean, { description: `The customer is the head of a chain. ${OWN}` })
  isChainGroup(@Parent() c: CustomerModel, @Shop() ctx: ShopContext, @Context() g: GraphqlContext) {
    return this.field(c, ctx, g, 'isChainGroup');
  }

  @RequireAccess('ROLE_AUTHENTICATED')
  @ResolveField(() => Boolean, { description: `Other customers' invoices go to this customer. ${OWN}` })
  isBilltoCustomer(@Parent() c: CustomerModel, @Shop() ctx: ShopContext, @Context() g: GraphqlContext) {
    return this.field(c, ctx, g, 'isBilltoCustomer');
  }

  @RequireAccess('ROLE_AUTHENTICATED')
  @ResolveField(() => Boolean, {
    description: `The customer may order only what its essence list holds. ${OWN}`,
  })
  onlyItemsFromEssenceList(
    @Parent() c: CustomerModel,
    @Shop() ctx: ShopContext,
    @Context() g: GraphqlContext,
  ) {
    return this.field(c, ctx, g, 'onlyItemsFromEssenceList');
  }

  @RequireAccess('ROLE_AUTHENTICATED')
  @ResolveField(() => [String], { description: `Skus of the customer's essence list. ${OWN}` })
  essenceListSkus(@Parent() c: CustomerModel, @Shop() ctx: ShopContext, @Context() g: GraphqlContext) {
    return this.field(c, ctx, g, 'essenceListSkus');
  }

  @RequireAccess('ROLE_AUTHENTICATED')
  @ResolveField(() => String, {
    nullable: true,
    description: `The ERP's responsibility center of the customer. ${OWN}`,
  })
  responsibilityCenterCode(
    @Parent() c: CustomerModel,
    @Shop() ctx: ShopContext,
    @Context() g: GraphqlContext,
  ) {
    return this.field(c, ctx, g, 'responsibilityCenterCode');
  }
}
