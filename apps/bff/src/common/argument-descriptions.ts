/**
 * Descriptions of arguments many operations share, written once so the schema says the same thing
 * everywhere (issue 13: every argument of `schema.graphql` is documented).
 */
export const LOCALE_ARGUMENT =
  'Shop locale the operation acts in, e.g. de-at or bg-bg: it selects the tenant (company code), the language and the currency. Operations of a signed-in customer answer FORBIDDEN for a locale of another tenant.';

export const CART_ID_ARGUMENT = "Id of one of the session customer's carts (Cart.id).";
