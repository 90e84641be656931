import { Field, Int, ObjectType } from '@nestjs/graphql';
import { CustomLineItemModel } from '../common/custom-line-item.model';
import { MoneyModel, TaxedPriceModel } from '../common/money.model';
import { ShippingAddressModel } from '../carts/cart.models';

@ObjectType('ShopOrderLine', { description: 'A line of a placed order, as it was ordered.' })
export class ShopOrderLineModel {
  @Field(() => Int, { description: 'Line number within the order, from 1.' }) position!: number;
  @Field({ description: "The product's sku." }) sku!: string;
  @Field({ description: 'The product name when it was ordered.' }) name!: string;
  @Field(() => Int, { description: 'Units ordered.' }) quantity!: number;
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
  @Field(() => String, {
    description: "Further information: the customer's own order reference.",
    nullable: true,
  })
  customerIdentifier!: string | null;
  @Field(() => String, {
    description: 'Further information: the comment given with the order.',
    nullable: true,
  })
  customerComment!: string | null;
  @Field({ description: 'The shipping agent code the order goes with.' }) shippingAgent!: string;
  @Field(() => ShippingAddressModel, { description: 'Where the order goes.' })
  shippingAddress!: ShippingAddressModel;
  @Field(() => TaxedPriceModel, { nullable: true, description: 'Null for roles that see no prices.' })
  taxedPrice!: TaxedPriceModel | null;

  @Field(() => [ShopOrderLineModel], {
    description: 'The lines as ordered (names and prices of that moment).',
  })
  lineItems!: ShopOrderLineModel[];
  @Field(() => CustomLineItemModel, {
    nullable: true,
    description:
      'The minimum-quantity surcharge the order was placed with (part of taxedPrice); null when none, and for roles that see no prices.',
  })
  customLineItem!: CustomLineItemModel | null;
}
