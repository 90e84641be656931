import { gql } from '@apollo/client';

/**
 * The fields every product grid asks for (category and search listings, related products, content
 * sliders and listings), with what the card's add-to-cart needs (quantity rule, buyable). No price: a grid's customer prices come from the price store in one
 * custPrice1Units request per page (features/pricing, docs/decisions/0021 and 0034).
 */
export const PRODUCT_CARD_FRAGMENT = gql`
  fragment ProductCard on Product {
    id
    sku
    name
    slug
    unit
    packSize
    imageUrl
    attributes {
      minimumOrderQuantity
      qtyInOverpack
      successorArticleNumber
      badges
    }
  }
`;
