import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { PriceChannel } from '@shop/pricing';
import { MoneyModel } from '../common/money.model';

const PRICE_CHANNELS: Record<PriceChannel, PriceChannel> = {
  SALES_PRICE: 'SALES_PRICE',
  SALES_PRICE_LIST: 'SALES_PRICE_LIST',
};
registerEnumType(PRICE_CHANNELS, {
  name: 'PriceChannel',
  description: "SALES_PRICE: the customer's own price; SALES_PRICE_LIST: the tenant's list price.",
  valuesMap: {
    SALES_PRICE: { description: "The customer's own price." },
    SALES_PRICE_LIST: { description: "The tenant's list price (no own price for the customer)." },
  },
});

@ObjectType('TierPrice', {
  description: 'A price that applies from a minimum quantity on (tier price).',
})
export class TierPriceModel {
  @Field(() => ID, { description: 'Id of the tier price record.' })
  id!: string;

  @Field(() => MoneyModel, { description: 'Price of one unit from minimumQuantity on.' })
  price!: MoneyModel;

  @Field(() => Int, { description: 'The tier applies from this quantity on.' })
  minimumQuantity!: number;
}

@ObjectType('CustPrice1Unit', { description: 'The customer price of one unit of a sku (listings).' })
export class CustPrice1UnitModel {
  @Field(() => ID, { description: 'Id of the price record.' })
  id!: string;

  @Field({ description: 'The sku the price is for.' })
  sku!: string;

  @Field(() => MoneyModel, { description: 'Price of one unit for this customer.' })
  price!: MoneyModel;

  @Field(() => PRICE_CHANNELS, { description: 'Which price list the price comes from.' })
  channel!: PriceChannel;
}

@ObjectType('CustPrice', { description: 'The customer price of a sku with its quantity tiers (detail).' })
export class CustPriceModel extends CustPrice1UnitModel {
  @Field(() => [TierPriceModel], { description: 'Ascending by minimum quantity.' })
  tierPrices!: TierPriceModel[];
}

@ObjectType('VariantPrice', {
  description:
    "A variant's price for the session's customer in one channel, with its tiers; the list price that applies is the tier whose minimum quantity the quantity reaches.",
})
export class VariantPriceModel {
  @Field(() => PRICE_CHANNELS, { description: 'Which price list the price comes from.' })
  channel!: PriceChannel;

  @Field(() => MoneyModel, { description: 'Price of one unit.' })
  price!: MoneyModel;

  @Field(() => [TierPriceModel], { description: 'Ascending by minimum quantity.' })
  tierPrices!: TierPriceModel[];
}
