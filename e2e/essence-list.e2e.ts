import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createDb } from '@shop/db';
import {
  accountWord,
  openBuyableProduct,
  openFirstCategory,
  pageGraphql,
  productPageForm,
  signIn,
} from './support';

/** Per locale: a purchaser who orders freely, the essence-only admin of the tenant's 4th customer, words. */
const CASES = [
  {
    locale: 'de-at',
    purchaser: 'purchaser@20hhat.example',
    essenceOnly: 'admin4@20hhat.example',
    mandantCode: '20HHAT',
    orders: 'bestellungen',
    reorder: 'Erneut bestellen',
    cart: 'warenkorb',
    list: 'account/mein-konto/stammsortiment',
    quickOrder: 'schnellbestellung',
    purchase: 'Kauf',
    refused: 'Ihr Kundenkonto kann nur Artikel seines Stammsortiments bestellen',
  },
  {
    locale: 'bg-bg',
    purchaser: 'purchaser@57hhbg.example',
    essenceOnly: 'admin4@57hhbg.example',
    mandantCode: '57HHBG',
    orders: 'porachki',
    reorder: 'Поръчай отново',
    cart: 'kolichka',
    list: 'account/moyat-akaunt/osnoven-asortiment',
    quickOrder: 'barza-porachka',
    purchase: 'Покупка',
    refused: 'Вашият клиентски акаунт може да поръчва само артикули от основния си асортимент',
  },
] as const;

type Case = (typeof CASES)[number];

/** Puts one piece of the first buyable product into the cart and orders it; the product's name. */
async function orderOnce(page: Page, c: Case): Promise<string> {
  const name = await openBuyableProduct(page, c.locale);
  const form = productPageForm(page);
  await form.locator('.add-to-cart__quantity').fill('1');
  await form.locator('.add-to-cart__button').click();
  await expect(page.locator('.add-to-cart__message--ok')).not.toBeEmpty();
  await page.goto(`/${c.locale}/${c.cart}`);
  await page.locator('.cart-page__checkout').click();
  await page.locator('.checkout-page__order').click();
  await expect(page.locator('.checkout-finish__number')).toHaveText(/^WS-\d{6}$/);
  return name;
}

/**
 * The ERP hands over an order the essence-only customer placed by phone, with one item of its list and
 * one outside it (a customer may be restricted after years of buying freely). Written where the
 * embedded ERP keeps its orders, as the ERP's hand-over does; the newest order of the customer.
 */
async function handOverPhoneOrder(c: Case): Promise<{ orderNumber: string; outside: string }> {
  const db = createDb(process.env.DATABASE_URL!, { max: 1 });
  try {
    const [customer] = await db.query<{ id: string; listed: string[] }>(
      `select c.id, c.essence_list_skus as listed from customer c
           join contact k on k.customer_id = c.id where lower(k.login_email) = $1`,
      [c.essenceOnly],
    );
    const sellable = `p.mandant_code = $1 and not p.attributes ? 'successor_article_number'
       and coalesce((p.attributes ->> 'minimum_order_quantity')::int, 1) = 1
       and coalesce((p.attributes ->> 'pack_quantity')::int, 1) = 1`;
    const [outside] = await db.query<{ sku: string }>(
      `select p.sku from product p where ${sellable} and not p.sku = any($2) order by p.sku limit 1`,
      [c.mandantCode, customer.listed],
    );
    const orderNumber = `AU-E2E-${Date.now()}`;
    const id = `order-e2e-${Date.now()}`;
    await db.query(
      `insert into shop_order (id, mandant_code, order_number, customer_id, source, status, shipping_agent,
         shipping_first_name, shipping_last_name, shipping_street, shipping_postal_code, shipping_city,
         shipping_country, currency, tax_percent, net_cents, tax_cents, gross_cents, ordered_at)
       select $1, c.mandant_code, $2, c.id, 'EXTERNAL', 'DELIVERED', 'INNER', c.name1, c.name1, c.street,
              c.post_code, c.city, c.country_code, c.currency, 20, 200, 40, 240, now()
         from customer c where c.id = $3`,
      [id, orderNumber, customer.id],
    );
    for (const [index, sku] of [customer.listed[0], outside.sku].entries())
      await db.query(
        `insert into shop_order_line (order_id, mandant_code, position, sku, name, quantity, unit_cents, line_cents)
         select $1, p.mandant_code, $2, p.sku, p.sku, 1, 100, 100 from product p
          where p.mandant_code = $3 and p.sku = $4`,
        [id, index + 1, c.mandantCode, sku],
      );
    return { orderNumber, outside: outside.sku };
  } finally {
    await db.close();
  }
}

/**
 * Opens `path` and answers the cart's line count as the cart service holds it, once the header shows
 * the same: the header shows 0 until the page's own Cart query has answered, so its text alone cannot
 * say what the cart held. (Reading the page's Cart response failed when the page it came from was
 * already being left.)
 */
async function openWithCartLines(page: Page, path: string, locale: string): Promise<string> {
  await page.goto(path);
  const data = await pageGraphql(
    page,
    'query Cart($locale: String!) { cart(locale: $locale) { lineItems { key } } }',
    {
      locale,
    },
  );
  const cart = data.cart as { lineItems: unknown[] } | null;
  const lines = String(cart?.lineItems.length ?? 0);
  await expect(page.locator('.cart-entry__count')).toHaveText(lines);
  return lines;
}

async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const c of CASES) {
  test(`${c.locale}: after two checkouts the essence list shows the item with its purchases in five columns`, async ({
    page,
  }) => {
    await signIn(page, c.locale, c.purchaser);
    const name = await orderOnce(page, c);
    expect(await orderOnce(page, c)).toBe(name);
    await page.goto(`/${c.locale}/${c.list}`);
    for (const number of [1, 2, 3, 4, 5])
      await expect(page.getByRole('columnheader', { name: `${c.purchase} ${number}` })).toBeVisible();
    const row = page.locator('.essence-list__table tbody tr', { hasText: name });
    await expect(row).toBeVisible();
    expect(await row.locator('.essence-list__purchase time').count()).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: `dist/e2e-artifacts/essence-list-${c.locale}.png`, fullPage: true });
    await expectAccessible(page);
  });

  test(`${c.locale}: an essence-only customer cannot quick-order another sku and is told why`, async ({
    page,
  }) => {
    await signIn(page, c.locale, c.essenceOnly);
    // Its essence list page loads with the configured items.
    await page.goto(`/${c.locale}/${c.list}`);
    await expect(page.locator('.essence-list__table tbody tr').first()).toBeVisible();
    const listed = new Set(
      (await page.locator('.essence-list__sku').allInnerTexts()).map((sku) => sku.trim()),
    );
    await expectAccessible(page);
    // A product card outside the list says so instead of offering the cart.
    await page.goto(`/${c.locale}`);
    await openFirstCategory(page);
    const card = page
      .locator('main .product-card')
      .filter({ has: page.locator('.add-to-cart__essence') })
      .first();
    await expect(card).toBeVisible();
    const sku = (await card.locator('.product-card__sku').innerText()).split(/\s+/).pop()!;
    expect(listed.has(sku)).toBe(false);

    // The seeded cart may hold lines already: the refusal must leave its count as it is.
    const before = await openWithCartLines(page, `/${c.locale}/${c.quickOrder}`, c.locale);
    const count = page.locator('.cart-entry__count');
    await page.locator('.quick-order-row__code').first().fill(sku);
    await page.locator('.quick-order-row__quantity').first().fill('1');
    await page.locator('.quick-order-form__submit').click();
    await expect(page.locator('.quick-order-page__notice')).toContainText(c.refused);
    await expect(page.locator('.quick-order-page__notice')).toContainText(sku);
    await expect(count).toHaveText(before);
  });

  test(`${c.locale}: an essence-only customer cannot reorder an order holding another sku, and the cart stays as it was`, async ({
    page,
  }) => {
    const { orderNumber, outside } = await handOverPhoneOrder(c);
    await signIn(page, c.locale, c.essenceOnly);
    const before = await openWithCartLines(page, `/${c.locale}/${c.cart}`, c.locale);
    const count = page.locator('.cart-entry__count');

    await page.goto(`/${c.locale}/account/${accountWord(c.locale)}/${c.orders}`);
    const order = page.locator('.orders__order', { hasText: orderNumber });
    await order.locator('.orders__toggle').click();
    await expect(order.locator('.orders__lines')).toContainText(outside);
    await order.getByRole('button', { name: c.reorder, exact: true }).click();
    await expect(order.locator('.order-actions__notice')).toContainText(c.refused);
    await expect(order.locator('.order-actions__notice')).toContainText(outside);
    await expect(count).toHaveText(before);
  });
}
