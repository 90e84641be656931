import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { QuickOrderMatchKind } from '@shop/domain';
import { ProductModel } from '../catalogue/product.model';

const MATCH_KINDS: Record<QuickOrderMatchKind, QuickOrderMatchKind> = { SKU: 'SKU', EAN: 'EAN' };
registerEnumType(MATCH_KINDS, {
  name: 'QuickOrderMatchKind',
  description: "SKU: the code is the product's article number; EAN: its EAN-13.",
  valuesMap: {
    SKU: { description: "The code is the product's article number." },
    EAN: { description: "The code is the product's EAN-13." },
  },
});

@ObjectType('QuickOrderMatch', { description: 'What one code of a quick order names in the tenant.' })
export class QuickOrderMatchModel {
  @Field({ description: 'The code as it was asked for.' })
  code!: string;

  @Field(() => ProductModel, { nullable: true, description: 'Null when the tenant has no such product.' })
  product!: ProductModel | null;

  @Field(() => MATCH_KINDS, { nullable: true, description: 'How the code found the product; null with it.' })
  matchedBy!: QuickOrderMatchKind | null;
}
