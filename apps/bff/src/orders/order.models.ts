import { Field, Int, ObjectType } from '@nestjs/graphql';
import { CustomLineItemModel } from '../common/custom-line-item.model';
import { MoneyModel, TaxedPriceModel } from '../common/money.model';
import { CartModel, ShippingAddressModel } from '../carts/cart.models';

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
  @Field({ description: 'OPEN, IN_PROGRESS, … (docs/rules/data-model.md order status).' }) status!: string;
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
  description:
    'One order of the order history (docs/rules/data-model.md WP2): what the list shows; shopOrder has the rest.',
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

@ObjectType('OrderDocument', {
  description:
    'An invoice or credit memo the ERP issued for an order (docs/rules/data-model.md print documents).',
})
export class OrderDocumentModel {
  @Field({ description: 'INVOICE or CREDIT_MEMO (docs/rules/data-model.md document type).' }) type!: string;
  @Field({ description: 'Invoice or credit memo number, for printOrderInvoice / printOrderCreditMemo.' })
  number!: string;
  @Field({ description: 'Day it was issued (YYYY-MM-DD).' }) date!: string;
  @Field(() => MoneyModel, {
    nullable: true,
    description: 'Gross amount; null for roles that see no prices.',
  })
  totalGross!: MoneyModel | null;
}

@ObjectType('OrderInformation', {
  description: 'What orderInformations tells of one order: its state and its billing documents.',
})
export class OrderInformationModel {
  @Field({ description: 'The order number asked for.' }) orderNumber!: string;
  @Field({ description: 'Order status (docs/rules/data-model.md WP2).' }) state!: string;
  @Field({ description: 'WEB_SHOP or EXTERNAL.' }) origin!: string;
  @Field(() => [OrderDocumentModel], { description: 'Invoices and credit memos, oldest first.' })
  documents!: OrderDocumentModel[];
}

@ObjectType('ReorderSkippedLine', { description: 'A line of the order that was not put into the cart.' })
export class ReorderSkippedLineModel {
  @Field({ description: "The product's sku as it was ordered." }) sku!: string;
  @Field({ description: 'The product name as it was ordered.' }) name!: string;
  @Field({
    description: 'Why, as a message key: error.unknown-sku (no longer sold) or error.product-not-buyable.',
  })
  reason!: string;
}

@ObjectType('ReorderResult', {
  description: 'The cart after reorder, and the lines of the order that could not be added.',
})
export class ReorderResultModel {
  @Field(() => CartModel, { description: 'The cart with the added lines.' }) cart!: CartModel;
  @Field(() => Int, { description: 'Products added (lines of one product count once).' }) added!: number;
  @Field(() => [ReorderSkippedLineModel], { description: 'Lines left out, with the reason.' })
  skipped!: ReorderSkippedLineModel[];
}
