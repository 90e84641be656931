// Carts and checkout at 16 connections direct to the BFF (issue 12: p99 < 100 ms, 0 lost lines, 0 duplicate
// orders). Starts a shop of its own like `faults` (it fills carts and places orders of the seeded logins, so
// it leaves a running `npm start` alone): own ports, redis-server and embedded database (PGlite; an empty
// PostgreSQL database by BENCH_DATABASE_URL), seed scale 1, idp, bff and worker of the build. Signs in through the real OIDC flow; every request
// goes to the BFF's port. Skus: CART_POOL (20) buyable skus of minimum order quantity 1 per tenant.
//
// a) add-line: adds of 1 unit of a pool sku, CART_CONNECTIONS (16) in flight, in two phases:
//    - ownCarts, CART_ADDS (800): every connection a session of a different contact (admins, approvers,
//      purchasers of 20HHAT/de-at and 30HHDE/de-de), so no two requests race for one cart;
//    - sharedCarts, CART_SHARED_ADDS (400): 4 sessions with 4 connections each (tabs of one browser):
//      adds race for the cart's version; a CONFLICT re-reads the cart (id, version) and sends the add
//      again at once (the web reloads the cart and the user clicks again: this is the worst case).
//    Figures: the successful request, the add with its retries, conflicts, the most attempts of one
//    add. Then every cart is read back: lostLines = units added by an OK answer that the cart does not
//    hold, extraLines = units it holds that no OK answer added.
// b) cart-page: the web's cart query (lines with product card and attributes, prices, net/tax/gross,
//    address) of 16 carts of 20 lines, 16 in flight, CART_PAGE_READS (1,000) reads.
// c) finalize: CART_FINALIZE_CARTS (30) carts of 3 lines, each ordered by 2, 3 or 4 identical concurrent
//    finalizeCart calls of its session (a double click, two tabs), 5 carts at a time. Every submit must
//    answer the cart's one order; orders counted in shop_order, their lines compared with the cart's.
// Writes bench/results/cart.json. Not part of `npm test`.
import { cpus } from 'node:os';
import { createRequire } from 'node:module';
import { latencyStats, runLoad, signInOverHttp, startOwnShop, writeResult } from './lib.mjs';
import { SEED_PASSWORD } from '../scripts/lib/logins.mjs';

const require = createRequire(import.meta.url);
const { createDb } = require('../dist/libs/db/src/index.js');
const { primaryLocaleOf } = require('../dist/libs/locales/src/index.js');

const CONNECTIONS = Number(process.env.CART_CONNECTIONS ?? 16);
const ADDS = Number(process.env.CART_ADDS ?? 800);
const SHARED_ADDS = Number(process.env.CART_SHARED_ADDS ?? 400);
const PAGE_READS = Number(process.env.CART_PAGE_READS ?? 1000);
const FINALIZE_CARTS = Number(process.env.CART_FINALIZE_CARTS ?? 30);
const POOL = Number(process.env.CART_POOL ?? 20);
const SHARED_CARTS = 4;
const FINALIZE_PARALLEL = 5;
const FINALIZE_LINES = 3;
const TENANTS = ['20HHAT', '30HHDE'];
const MAX_ATTEMPTS = 100;
const GOAL = { p99Ms: 100, lostLines: 0, duplicateOrders: 0 };
const p50p99 = (stats) => `p50 ${stats.p50Ms} ms, p99 ${stats.p99Ms} ms`;

const MONEY = 'centAmount currency';
// The web's CartFields (apps/web/src/features/cart/cart.queries.ts): the cart page's query and what
// the web asks back from changeCartLines.
const CART_FIELDS = `id key version cartState cartProcessStatus totalLineItemQuantity
  totalPrice { ${MONEY} }
  taxedPrice { totalNet { ${MONEY} } totalTax { ${MONEY} } totalGross { ${MONEY} } taxPercent }
  customerIdentifier customerComment shippingAgent shipsToCustomerAddress
  shippingAddress { firstName lastName streetName postalCode city country }
  lineItems { key sku quantity unitPrice { ${MONEY} } linePrice { ${MONEY} }
    product { id sku name slug unit packSize imageUrl
      attributes { minimumOrderQuantity qtyInOverpack hazardousMaterial energyOption } } }`;
const CART_PAGE = `query Cart($locale: String!) { cart(locale: $locale) { ${CART_FIELDS} } }`;
const CART_VERSION = 'query CartVersion($locale: String!) { cart(locale: $locale) { id version } }';
const CART_LINES = `query CartLines($locale: String!) {
  cart(locale: $locale) { id version lineItems { sku quantity } } }`;
const CHANGE_LINES = `mutation ChangeCartLines($locale: String!, $cartId: ID!, $version: Int!, $mode: String!,
  $lines: [CartLineInput!]!) {
  changeCartLines(locale: $locale, cartId: $cartId, version: $version, mode: $mode, lines: $lines) {
    ${CART_FIELDS} } }`;
const FINALIZE = `mutation Finalize($locale: String!, $cartId: ID!, $version: Int!) {
  finalizeCart(locale: $locale, cartId: $cartId, version: $version) {
    orderNumber lineItems { sku quantity } taxedPrice { totalGross { ${MONEY} } } } }`;

/** One GraphQL request of a session to the BFF: `{ data }`, or `{ code, message }` of its first error. */
async function graphql(bffUrl, session, query, variables) {
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie },
    body: JSON.stringify({ query, variables: { locale: session.locale, ...variables } }),
  });
  const body = await response.json();
  const error = body.errors?.[0];
  if (error) return { code: error.extensions?.code ?? `HTTP ${response.status}`, message: error.message };
  return { data: body.data };
}

function dataOf(answer, what) {
  if (!answer.data) throw new Error(`${what}: ${answer.code} ${answer.message}`);
  return answer.data;
}

/** Contacts that may check out and see prices, alternating between the tenants. */
async function checkoutContacts(db) {
  const rows = await db.query(
    `select login_email, mandant_code from contact
      where mandant_code = any($1::text[]) and not deletion_state
        and role in ('ROLE_ADMIN', 'ROLE_CART_APPROVER', 'ROLE_CART_PURCHASER')
      order by contact_no`,
    [TENANTS],
  );
  const perTenant = TENANTS.map((code) => rows.filter((row) => row.mandant_code === code));
  const longest = Math.max(...perTenant.map((list) => list.length));
  return Array.from({ length: longest }, (_, i) => perTenant.map((list) => list[i]))
    .flat()
    .filter(Boolean);
}

/** The pool of each tenant: buyable skus (no successor) of minimum order quantity 1. */
async function skuPools(db) {
  const pools = {};
  for (const code of TENANTS) {
    const rows = await db.query(
      `select sku from product where mandant_code = $1 and not attributes ? 'successor_article_number'
         and coalesce((attributes ->> 'minimum_order_quantity')::int, 1) = 1 order by sku limit $2`,
      [code, POOL],
    );
    if (rows.length < POOL) throw new Error(`${code} has only ${rows.length} skus for the pool`);
    pools[code] = rows.map((row) => row.sku);
  }
  return pools;
}

async function signInAll(shop, contacts, pools) {
  const sessions = [];
  for (const contact of contacts) {
    const locale = primaryLocaleOf(contact.mandant_code);
    const cookie = await signInOverHttp({
      baseUrl: shop.publicUrl,
      locale,
      login: contact.login_email,
      password: SEED_PASSWORD,
    });
    sessions.push({ login: contact.login_email, locale, cookie, skus: pools[contact.mandant_code] });
  }
  return sessions;
}

/** sku → quantity of the session's Active cart, and its id and version. */
async function cartContents(bffUrl, session) {
  const { cart } = dataOf(await graphql(bffUrl, session, CART_LINES), `cart of ${session.login}`);
  return { ...cart, quantities: new Map(cart.lineItems.map((line) => [line.sku, line.quantity])) };
}

/**
 * `adds` adds over `connections` (each `{ session }`; connections of one session share its cart, each
 * with its own view of the version). Returns the figures and the read-back check.
 */
async function addLinePhase(bffUrl, connections, adds) {
  const sessions = [...new Set(connections.map((c) => c.session))];
  const before = new Map();
  for (const session of sessions) before.set(session, await cartContents(bffUrl, session));
  for (const connection of connections) connection.version = before.get(connection.session).version;
  const added = new Map(sessions.map((session) => [session, new Map()]));
  const okRequests = [];
  let conflicts = 0;
  let maxAttempts = 0;
  let turn = 0;

  async function addOne(lane) {
    const connection = connections[lane];
    const { session } = connection;
    const sku = session.skus[(lane + turn++) % session.skus.length];
    const cartId = before.get(session).id;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const t0 = performance.now();
      const answer = await graphql(bffUrl, session, CHANGE_LINES, {
        cartId,
        version: connection.version,
        mode: 'add',
        lines: [{ sku, quantity: 1 }],
      });
      const ms = performance.now() - t0;
      if (answer.data) {
        okRequests.push(ms);
        maxAttempts = Math.max(maxAttempts, attempt);
        connection.version = answer.data.changeCartLines.version;
        const units = added.get(session);
        units.set(sku, (units.get(sku) ?? 0) + 1);
        return;
      }
      if (answer.code !== 'CONFLICT') throw new Error(`add ${sku}: ${answer.code} ${answer.message}`);
      conflicts += 1;
      const { cart } = dataOf(await graphql(bffUrl, session, CART_VERSION), 're-read after CONFLICT');
      connection.version = cart.version;
    }
    throw new Error(`add ${sku} for ${session.login}: still CONFLICT after ${MAX_ATTEMPTS} attempts`);
  }

  const run = await runLoad(addOne, { total: adds, concurrency: connections.length });
  let lost = 0;
  let extra = 0;
  for (const session of sessions) {
    const after = await cartContents(bffUrl, session);
    const { quantities } = before.get(session);
    const skus = new Set([...quantities.keys(), ...after.quantities.keys(), ...added.get(session).keys()]);
    for (const sku of skus) {
      const expected = (quantities.get(sku) ?? 0) + (added.get(session).get(sku) ?? 0);
      const held = after.quantities.get(sku) ?? 0;
      lost += Math.max(0, expected - held);
      extra += Math.max(0, held - expected);
    }
  }
  return {
    connections: connections.length,
    carts: sessions.length,
    adds: okRequests.length,
    addsPerSecond: Math.round((okRequests.length / run.wallMs) * 10000) / 10,
    request: latencyStats(okRequests),
    addWithRetries: latencyStats(run.latencies),
    conflicts,
    maxAttemptsOfOneAdd: maxAttempts,
    lostLines: lost,
    extraLines: extra,
  };
}

/** Adds 1 of every pool sku the session's cart does not hold yet (a cart page of POOL lines). */
async function fillToPool(bffUrl, session) {
  const cart = await cartContents(bffUrl, session);
  const missing = session.skus.filter((sku) => !cart.quantities.has(sku));
  if (missing.length === 0) return;
  dataOf(
    await graphql(bffUrl, session, CHANGE_LINES, {
      cartId: cart.id,
      version: cart.version,
      mode: 'add',
      lines: missing.map((sku) => ({ sku, quantity: 1 })),
    }),
    `fill the cart of ${session.login}`,
  );
}

async function cartPagePhase(bffUrl, sessions, reads) {
  for (const session of sessions) await fillToPool(bffUrl, session);
  const lines = [];
  const readPage = async (lane) => {
    const { cart } = dataOf(await graphql(bffUrl, sessions[lane], CART_PAGE), 'cart page');
    if (cart.lineItems.some((line) => !line.product?.name || !line.linePrice))
      throw new Error('cart page: a line without product name or price');
    lines.push(cart.lineItems.length);
  };
  await runLoad(readPage, { total: 100, concurrency: sessions.length }); // warm-up
  lines.length = 0;
  const run = await runLoad(readPage, { total: reads, concurrency: sessions.length });
  return {
    connections: sessions.length,
    linesPerCart: { min: Math.min(...lines), max: Math.max(...lines) },
    readsPerSecond: Math.round((run.latencies.length / run.wallMs) * 10000) / 10,
    ...latencyStats(run.latencies),
  };
}

/** Sets the session's Active cart to exactly `lines` (other lines removed); returns the cart after. */
async function cartWith(bffUrl, session, lines) {
  const cart = await cartContents(bffUrl, session);
  const wanted = new Set(lines.map((line) => line.sku));
  const removed = [...cart.quantities.keys()].filter((sku) => !wanted.has(sku));
  const answer = await graphql(bffUrl, session, CHANGE_LINES, {
    cartId: cart.id,
    version: cart.version,
    mode: 'set',
    lines: [...lines, ...removed.map((sku) => ({ sku, quantity: 0 }))],
  });
  return dataOf(answer, `prepare the cart of ${session.login}`).changeCartLines;
}

/** Fires `submits` identical finalizeCart calls at once; their latencies and answers. */
async function doubleSubmit(bffUrl, session, cart, submits) {
  return Promise.all(
    Array.from({ length: submits }, async () => {
      const t0 = performance.now();
      const answer = await graphql(bffUrl, session, FINALIZE, { cartId: cart.id, version: cart.version });
      return { ms: performance.now() - t0, answer };
    }),
  );
}

async function finalizePhase(bffUrl, db, sessions, count) {
  const carts = [];
  let next = 0;
  const orderOne = async (lane) => {
    const index = next++;
    const session = sessions[lane];
    const lines = Array.from({ length: FINALIZE_LINES }, (_, i) => ({
      sku: session.skus[(index * FINALIZE_LINES + i) % session.skus.length],
      quantity: i + 1,
    }));
    const cart = await cartWith(bffUrl, session, lines);
    const submits = 2 + (index % 3);
    carts.push({ id: cart.id, lines, submits: await doubleSubmit(bffUrl, session, cart, submits) });
  };
  await runLoad(orderOne, { total: count, concurrency: Math.min(FINALIZE_PARALLEL, sessions.length) });
  return { ...(await ordersOf(db, carts)), ...submitFigures(carts) };
}

/** What the submits answered: latencies, refusals by code, carts whose submits named two orders. */
function submitFigures(carts) {
  const submits = carts.flatMap((cart) => cart.submits);
  const refused = {};
  for (const { answer } of submits) if (!answer.data) refused[answer.code] = (refused[answer.code] ?? 0) + 1;
  const numbersPerCart = carts.map(
    (cart) => new Set(cart.submits.flatMap(({ answer }) => answer.data?.finalizeCart.orderNumber ?? [])).size,
  );
  return {
    submits: submits.length,
    submitsPerCart: [...new Set(carts.map((cart) => cart.submits.length))].sort().join(', '),
    cartsFinalized: numbersPerCart.filter((n) => n > 0).length,
    cartsAnsweredWithTwoOrderNumbers: numbersPerCart.filter((n) => n > 1).length,
    refusedSubmits: refused,
    finalize: latencyStats(submits.map((submit) => submit.ms)),
  };
}

/** Orders of the carts in the database, and carts whose order lines are not the cart's lines. */
async function ordersOf(db, carts) {
  const ids = carts.map((cart) => cart.id);
  const orders = await db.query(
    'select cart_id, count(*)::int as n from shop_order where cart_id = any($1::text[]) group by cart_id',
    [ids],
  );
  const rows = await db.query(
    `select o.cart_id, l.sku, l.quantity from shop_order o join shop_order_line l on l.order_id = o.id
      where o.cart_id = any($1::text[])`,
    [ids],
  );
  const ordered = new Map(ids.map((id) => [id, new Map()]));
  for (const row of rows) ordered.get(row.cart_id).set(row.sku, row.quantity);
  const linesDiffer = (cart) => {
    const lines = ordered.get(cart.id);
    return (
      lines.size !== cart.lines.length || cart.lines.some((line) => lines.get(line.sku) !== line.quantity)
    );
  };
  const ordersCreated = orders.reduce((sum, row) => sum + row.n, 0);
  return {
    carts: carts.length,
    ordersCreated,
    cartsWithOrder: orders.length,
    duplicateOrders: ordersCreated - orders.length,
    ordersWithOtherLines: carts.filter(linesDiffer).length,
  };
}

/** Warnings and errors the apps logged (LOG_LEVEL=warn), by app, with their first distinct messages. */
function logCollector() {
  const byApp = {};
  const onLine = (line) => {
    const [, app, text] = /^\[(\w+)\]\s*(.*)$/.exec(line) ?? [];
    if (!['idp', 'bff', 'worker'].includes(app)) return;
    let message = text;
    try {
      const entry = JSON.parse(text);
      if (entry.level < 40) return;
      message = entry.msg ?? text;
    } catch {
      // not a JSON log line: kept as it is
    }
    const entry = (byApp[app] ??= { lines: 0, messages: new Set() });
    entry.lines += 1;
    if (entry.messages.size < 10) entry.messages.add(String(message).slice(0, 300));
  };
  const report = () =>
    Object.fromEntries(
      Object.entries(byApp).map(([app, { lines, messages }]) => [app, { lines, messages: [...messages] }]),
    );
  return { onLine, report };
}

const log = logCollector();
const shop = await startOwnShop('bench-cart', { onLine: log.onLine });
try {
  const db = createDb(shop.env.DATABASE_URL, { max: 1 });
  try {
    const { bffUrl } = shop;
    const contacts = await checkoutContacts(db);
    if (contacts.length < CONNECTIONS)
      throw new Error(`only ${contacts.length} contacts for ${CONNECTIONS} connections`);
    const sessions = await signInAll(shop, contacts.slice(0, CONNECTIONS), await skuPools(db));
    const own = sessions.map((session) => ({ session }));
    const shared = Array.from({ length: CONNECTIONS }, (_, i) => ({ session: sessions[i % SHARED_CARTS] }));

    await addLinePhase(bffUrl, own, CONNECTIONS * 5); // warm-up
    const addLine = {};
    for (const [phase, connections, adds] of [
      ['ownCarts', own, ADDS],
      ['sharedCarts', shared, SHARED_ADDS],
    ]) {
      const figures = (addLine[phase] = await addLinePhase(bffUrl, connections, adds));
      console.log(
        `add-line ${phase}: ${p50p99(figures.request)}, with retries ${p50p99(figures.addWithRetries)}, ${figures.conflicts} conflicts, ${figures.lostLines} lost`,
      );
    }
    const cartPage = await cartPagePhase(bffUrl, sessions, PAGE_READS);
    console.log(`cart-page: ${p50p99(cartPage)}`);
    const finalize = await finalizePhase(bffUrl, db, sessions, FINALIZE_CARTS);
    console.log(
      `finalize: ${p50p99(finalize.finalize)}, ${finalize.ordersCreated} orders of ${finalize.carts} carts, ${finalize.duplicateOrders} duplicates`,
    );

    writeResult({
      name: process.env.BENCH_DATABASE_URL ? 'cart-postgres' : 'cart',
      at: new Date().toISOString(),
      note: `direct to the BFF, a shop of its own (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded database'}, seed scale 1), ${sessions.length} sessions of ${TENANTS.join(' and ')}, this machine (${cpus().length} CPUs, Node ${process.versions.node})`,
      goal: GOAL,
      connections: CONNECTIONS,
      skusPerTenant: POOL,
      addLine,
      cartPage,
      finalize,
      appWarnings: log.report(),
    });
  } finally {
    await db.close();
  }
} finally {
  await shop.stop();
}
