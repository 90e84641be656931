import { Field, Int, ObjectType } from '@nestjs/graphql';
import { CustomLineItemModel } from '../common/custom-line-item.model';
import { MoneyModel, TaxedPriceModel } from '../common/money.model';
import { ShippingAddressModel } from '../carts/cart.models';

@ObjectType('ShopOrderLine', { description: 'A line of a placed order, as it was ordered.' })
export class ShopOrderLineModel {
  @Field(() => Int) position!: number;
  @Field() sku!: string;
  @Field({ description: 'The product name when it was ordered.' }) name!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => MoneyModel, { nullable: true, description: 'Null for roles that see no prices.' })
  unitPrice!: MoneyModel | null;

  @Field(() => MoneyModel, { nullable: true, description: 'Null for roles that see no prices.' })
  linePrice!: MoneyModel | null;
}

@ObjectType('ShopOrder', {
  description:
    'An order placed in the shop (createShopOrder, decision 0037): a snapshot of the cart it came from.',
})
export class ShopOrderModel {
  @Field({ description: 'WS- and the tenant’s running number.' }) orderNumber!: string;
  @Field({ description: 'ISO time the order was placed.' }) orderedAt!: string;
  @Field({ description: 'OPEN, IN_PROGRESS, … (spec 02 order status).' }) status!: string;
  @Field({ description: 'WEB_SHOP or EXTERNAL.' }) source!: string;
  @Field(() => String, { nullable: true }) customerIdentifier!: string | null;
  @Field(() => String, { nullable: true }) customerComment!: string | null;
  @Field() shippingAgent!: string;
  @Field(() => ShippingAddressModel) shippingAddress!: ShippingAddressModel;
  @Field(() => TaxedPriceModel, { nullable: true, description: 'Null for roles that see no prices.' })
  taxedPrice!: TaxedPriceModel | null;

  @Field(() => [ShopOrderLineModel]) lineItems!: ShopOrderLineModel[];
  @Field(() => CustomLineItemModel, {
    nullable: true,
    description:
      'The minimum-quantity surcharge the order was placed with (part of taxedPrice); null when none, and for roles that see no prices.',
  })
  customLineItem!: CustomLineItemModel | null;
}
