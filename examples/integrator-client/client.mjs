#!/usr/bin/env node
// The integrator example (docs/integrators.md): gets a token by client credentials, lists a category
// with the customer's prices, creates a cart, adds a line and prints a summary; then starts a small
// webhook receiver, subscribes it to order.placed, orders the cart and verifies the signature of the
// delivery it receives (docs/integrators.md, Webhooks). Exits 1 on any failure. Configuration from the
// environment:
//   SHOP_URL       the shop's origin                      (default http://localhost:3000)
//   OIDC_ISSUER    the identity provider                  (default http://localhost:3300)
//   CLIENT_ID      the integration client: one a company administrator created on the company data
//                  page (docs/integrators.md), or a seeded one  (default integration-20hhat)
//   CLIENT_SECRET  its secret, shown once at creation or rotation (required)
//   SHOP_LOCALE    locale of the client's tenant          (default de-at)
//   CATEGORY       a category slug of that locale         (default: the first category with products)
//   WEBHOOK_HOST   where the shop's worker reaches this machine's receiver (default 127.0.0.1; the
//                  shop must allow private targets, as `npm start` does: WEBHOOKS_ALLOW_PRIVATE_TARGETS)
import { ApiError, clientCredentialsToken, graphqlClient } from './shop-api.mjs';
import { receiveOrderPlaced } from './webhook-receiver.mjs';

const ME = `query { me { mandantCode role contact { contactNo firstName lastName } customer { customerNo name } } }`;
const CATEGORY_TREE = `query Tree($locale: String!) {
  categoryTree(locale: $locale) { categories { slug name productCount children { slug name productCount } } }
}`;
const LISTING = `query Listing($locale: String!, $category: String!) {
  products(locale: $locale, queryFilter: [{ name: "category", values: [$category] }], limit: 5) {
    total
    items {
      sku name
      price { centAmount currency }
      attributes { minimumOrderQuantity successorArticleNumber }
    }
  }
}`;
const CART_FIELDS = `id version cartState totalLineItemQuantity totalPrice { centAmount currency }
  lineItems { sku quantity linePrice { centAmount currency } }`;
const CREATE_CART = `mutation Create($locale: String!) { createCart(locale: $locale) { ${CART_FIELDS} } }`;
const ADD_LINE = `mutation Add($locale: String!, $cartId: ID!, $version: Int!, $lines: [CartLineInput!]!) {
  changeCartLines(locale: $locale, cartId: $cartId, version: $version, mode: "add", lines: $lines) { ${CART_FIELDS} }
}`;

const FINALIZE = `mutation Finalize($locale: String!, $cartId: ID!, $version: Int!) {
  finalizeCart(locale: $locale, cartId: $cartId, version: $version) { orderNumber }
}`;

/** @param {{ centAmount: number, currency: string } | null} money */
const format = (money) => (money ? `${(money.centAmount / 100).toFixed(2)} ${money.currency}` : 'no price');

/** @param {string} name */
function setting(name, fallback) {
  const value = process.env[name]?.trim();
  if (value) return value;
  if (fallback === undefined) throw new ApiError(`${name} is not set`);
  return fallback;
}

/** The first category, depth first, that has products. */
function firstCategoryWithProducts(categories) {
  for (const category of categories) {
    if (category.productCount > 0) return category;
    const child = firstCategoryWithProducts(category.children ?? []);
    if (child) return child;
  }
  return null;
}

async function main() {
  const shopUrl = setting('SHOP_URL', 'http://localhost:3000');
  const issuer = setting('OIDC_ISSUER', 'http://localhost:3300');
  const clientId = setting('CLIENT_ID', 'integration-20hhat');
  const clientSecret = setting('CLIENT_SECRET');
  const locale = setting('SHOP_LOCALE', 'de-at');

  const { accessToken, expiresIn } = await clientCredentialsToken({ issuer, clientId, clientSecret });
  console.log(`token of ${clientId} from ${issuer}, valid ${expiresIn} s`);
  const graphql = graphqlClient(shopUrl, accessToken);

  const { me } = await graphql(ME);
  if (!me?.customer) throw new ApiError(`${clientId} acts for no customer (me: ${JSON.stringify(me)})`);
  console.log(
    `acting as ${me.contact.firstName} ${me.contact.lastName} (${me.contact.contactNo}, ${me.role}) ` +
      `of customer ${me.customer.customerNo} ${me.customer.name}, tenant ${me.mandantCode}`,
  );

  let slug = process.env.CATEGORY?.trim();
  if (!slug) {
    const { categoryTree } = await graphql(CATEGORY_TREE, { locale });
    slug = firstCategoryWithProducts(categoryTree.categories)?.slug;
    if (!slug) throw new ApiError(`no category of ${locale} has products`);
  }
  const { products } = await graphql(LISTING, { locale, category: slug });
  console.log(
    `category ${slug} (${locale}): ${products.total} products, the first ${products.items.length}:`,
  );
  for (const item of products.items)
    console.log(`  ${item.sku.padEnd(12)} ${format(item.price).padStart(14)}  ${item.name}`);
  if (products.items.some((item) => item.price === null))
    throw new ApiError(
      `the listing has no customer prices: is ${locale} a locale of tenant ${me.mandantCode}, and does role ${me.role} see prices?`,
    );

  const product = products.items.find((item) => !item.attributes.successorArticleNumber);
  if (!product) throw new ApiError(`category ${slug} has no product that can be ordered`);
  const quantity = Math.max(1, product.attributes.minimumOrderQuantity);

  const { createCart: cart } = await graphql(CREATE_CART, { locale });
  const { changeCartLines: changed } = await graphql(ADD_LINE, {
    locale,
    cartId: cart.id,
    version: cart.version,
    lines: [{ sku: product.sku, quantity }],
  });
  const line = changed.lineItems.find((item) => item.sku === product.sku);
  if (!line || line.quantity !== quantity)
    throw new ApiError(
      `the cart does not have ${quantity} × ${product.sku}: ${JSON.stringify(changed.lineItems)}`,
    );
  console.log(
    `cart ${changed.id} (${changed.cartState}, version ${changed.version}): ${quantity} × ${product.sku} = ` +
      `${format(line.linePrice)}, total ${format(changed.totalPrice)}`,
  );

  // Webhooks: a receiver of our own, subscribed to order.placed; ordering the cart fires it.
  if (me.role === 'ROLE_CART_MANAGER_NO_CHECKOUT') {
    console.log(`webhooks: skipped (role ${me.role} may not order)`);
  } else {
    const received = await receiveOrderPlaced({
      graphql,
      locale,
      host: setting('WEBHOOK_HOST', '127.0.0.1'),
      order: async () =>
        (await graphql(FINALIZE, { locale, cartId: changed.id, version: changed.version })).finalizeCart,
    });
    console.log(
      `webhook ${received.type} ${received.webhookId}: order ${received.orderNumber} of customer ` +
        `${received.customerNo}, signature verified`,
    );
  }
  console.log('integrator example: OK');
}

main().catch((error) => {
  const message = error instanceof ApiError ? error.message : (error?.stack ?? String(error));
  console.error(`integrator example failed: ${message}`);
  process.exit(1);
});
