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

@ObjectType('OrderHistoryEntry', {
  description: 'One order of the order history (spec 02 WP2): what the list shows; shopOrder has the rest.',
})
export class OrderHistoryEntryModel {
  @Field({ description: 'The order number (WS- and the tenant’s running number for shop orders).' })
  identifier!: string;
  @Field({ description: 'The document type of the entry: ORDER.' }) type!: 'ORDER';
  @Field({
    description:
      'Order status: OPEN, IN_PROGRESS, PARTIAL_SHIPMENT, SHIPPED, PARTIAL_DELIVERED, DELIVERED, REFUNDED or UNKNOWN.',
  })
  state!: string;
  @Field({ description: 'ISO time the order was placed.' }) date!: string;
  @Field({ description: 'The order’s stable id.' }) key!: string;
  @Field({ description: 'Where it was placed: WEB_SHOP (this shop) or EXTERNAL (other channels).' })
  origin!: string;
  @Field(() => MoneyModel, { nullable: true, description: 'Gross total; null for roles that see no prices.' })
  totalGross!: MoneyModel | null;
}

@ObjectType('OrderHistoryPage', { description: "A page of the session customer's orders." })
export class OrderHistoryPageModel {
  @Field(() => [OrderHistoryEntryModel], { description: 'The orders of this page.' })
  items!: OrderHistoryEntryModel[];
  @Field(() => Int, { description: 'Orders matching the filters, over all pages.' }) total!: number;
  @Field(() => Int, { description: 'This page, from 1.' }) page!: number;
  @Field(() => Int, { description: 'Orders a page.' }) limit!: number;
  @Field(() => Int, { description: 'The last page (1 when there are no orders).' }) lastPage!: number;
}
