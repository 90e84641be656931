import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createDb } from '@shop/db';
import { hasSuccessorArticle, isValidEan13, quantityRuleOf } from '@shop/domain';
import { openFirstCategory, signIn } from './support';

/**
 * The shopping list (/merkliste, docs/decisions/0098–0100) of a customer, per locale: add from a card and
 * from the product page, change, remove, rename, take over the scan-me list, CSV, list to cart.
 *
 * The login is the administrator of the tenant's sixth customer (100006, `admin6@…`): no other e2e spec
 * signs in as it, and the seed gives that customer no carts (libs/db/src/seed/carts.ts: only the first
 * five have some), no essence-only rule (company.ts: the fourth) and no minimum-quantity surcharge
 * (people.ts: every fourth from the second), so its list, its scan-me list and its cart start empty
 * and hold exactly what this test puts there, whatever ran before.
 */
const CASES = [
  {
    locale: 'de-at',
    mandantCode: '20HHAT',
    login: 'admin6@20hhat.example',
    listPath: 'merkliste',
    scanMePath: 'scannen',
    cartPath: 'warenkorb',
    catalogueReady: /Produkte offline verfügbar/,
    scanAdd: 'Hinzufügen',
    synced: 'Ihre Liste ist in Ihrem Kundenkonto gespeichert.',
    guestDialog: 'Gast-Liste übernehmen?',
    guestMove: 'In meine Liste übernehmen',
    addToList: 'Auf die Merkliste',
    added: 'Auf die Merkliste gesetzt.',
    title: 'Merkliste',
    quantity: 'Menge',
    removeLine: (name: string) => `${name} von der Merkliste entfernen`,
    listName: 'Name der Liste',
    rename: 'Umbenennen',
    newName: 'Küche Nachschub',
    renamed: 'Die Liste wurde umbenannt.',
    mergeScanMe: (count: number) => `Scan-Liste übernehmen (${count} Stück)`,
    merged: 'Die Scan-Liste wurde übernommen.',
    exportCsv: 'Als CSV herunterladen',
    toCart: 'Liste in den Warenkorb',
    addedToCart: '2 Positionen wurden in den Warenkorb gelegt.',
    cartQuantity: 'Menge',
    csvFile: 'Merkliste-20HHAT-100006.csv',
    csvHeader: [
      'Art.-Nr.',
      'Bezeichnung',
      'Menge',
      'Bestellbar',
      'Hinzugefügt am',
      'Einzelpreis',
      'Betrag',
      'Währung',
    ],
    yes: 'ja',
    currency: 'EUR',
  },
  {
    locale: 'bg-bg',
    mandantCode: '57HHBG',
    login: 'admin6@57hhbg.example',
    listPath: 'spisak-zapomni',
    scanMePath: 'skanirane',
    cartPath: 'kolichka',
    catalogueReady: /налични офлайн/,
    scanAdd: 'Добави',
    synced: 'Списъкът е запазен във вашия клиентски профил.',
    guestDialog: 'Да се прехвърли ли списъкът на госта?',
    guestMove: 'Прехвърли в моя списък',
    addToList: 'В списъка',
    added: 'Добавено в списъка.',
    title: 'Списък „Запомни“',
    quantity: 'Количество',
    removeLine: (name: string) => `Премахване на ${name} от списъка`,
    listName: 'Име на списъка',
    rename: 'Преименуване',
    newName: 'Кухня зареждане',
    renamed: 'Списъкът е преименуван.',
    mergeScanMe: (count: number) => `Вземане на сканирания списък (${count} бр.)`,
    merged: 'Сканираният списък е взет.',
    exportCsv: 'Изтегляне като CSV',
    toCart: 'Списъкът в количката',
    addedToCart: '2 позиции са добавени в количката.',
    cartQuantity: 'Количество',
    csvFile: 'Spisak-57HHBG-100006.csv',
    csvHeader: [
      'Код',
      'Наименование',
      'Количество',
      'Може да се поръча',
      'Добавено на',
      'Ед. цена',
      'Стойност',
      'Валута',
    ],
    yes: 'да',
    currency: 'BGN',
  },
] as const;

type Case = (typeof CASES)[number];

interface Product {
  sku: string;
  name: string;
  ean: string;
}

/**
 * Three products of the first category's page whose list line becomes a cart line of the same quantity
 * (buyable: no successor; minimum order quantity 1) and that scan-me finds by an EAN-13 of their own.
 * Names and skus as the cards show them, the EAN from the catalogue (as e2e/scan-me.e2e.ts finds one).
 */
async function pickProducts(page: Page, c: Case): Promise<{ category: string; products: Product[] }> {
  await page.goto(`/${c.locale}`);
  await openFirstCategory(page);
  const cards = page.locator('main .product-card');
  await expect(cards.first()).toBeVisible();
  const shown: { sku: string; name: string }[] = [];
  for (const card of await cards.all()) {
    const sku = (await card.locator('.product-card__sku').innerText()).split(/\s+/).pop()!;
    shown.push({ sku, name: (await card.locator('.product-card__link').innerText()).trim() });
  }
  const db = createDb(process.env.DATABASE_URL!, { max: 1 });
  try {
    const rows = await db.query<{
      sku: string;
      ean: string;
      attributes: Record<string, unknown>;
      same: number;
    }>(
      `select p.sku, p.ean, p.attributes,
              (select count(*) from product o where o.mandant_code = p.mandant_code and o.ean = p.ean)::int as same
         from product p where p.mandant_code = $1 and p.sku = any($2)`,
      [c.mandantCode, shown.map((card) => card.sku)],
    );
    const fit = new Map(
      rows
        .filter(
          (row) =>
            isValidEan13(row.ean) &&
            row.same === 1 &&
            !hasSuccessorArticle(row.attributes) &&
            quantityRuleOf(row.attributes).minimumOrderQuantity === 1,
        )
        .map((row) => [row.sku, row.ean]),
    );
    const picked = shown.filter((card) => fit.has(card.sku)).slice(0, 3);
    expect(picked, 'three fitting products on the first category page').toHaveLength(3);
    return { category: page.url(), products: picked.map((card) => ({ ...card, ean: fit.get(card.sku)! })) };
  } finally {
    await db.close();
  }
}

/** The answer of the page's next `operation` (a mutation: POST with its name). */
function answerOf(page: Page, operation: string) {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/graphql' &&
      response.request().method() === 'POST' &&
      response.request().postDataJSON()?.operationName === operation,
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One line of the list, found by its sku as the line shows it. */
function listLine(page: Page, sku: string) {
  return page
    .locator('.shopping-list__line')
    .filter({ has: page.locator('.shopping-list__sku', { hasText: new RegExp(`^${escaped(sku)}$`) }) });
}

/** The quantity field of scan-me's line of an EAN. */
function scanQuantity(page: Page, ean: string) {
  return page.locator(`.scan-me-line[data-ean="${ean}"] .scan-me-line__quantity-input`);
}

/** Cells of a CSV written as renderCsv writes it (libs/documents/src/csv/render-csv.ts): `;`, RFC 4180 quotes. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF'), 'UTF-8 byte order mark').toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  expect(row.length === 0 && cell === '', 'the file ends with CRLF').toBe(true);
  return rows;
}

async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * As a guest on scan-me, types the EANs (one line per product, a repeated EAN raises its quantity);
 * signs in and moves the guest list into the customer's scan-me list with the guest-list dialog
 * (decision 0105), which scan-me then shows.
 */
async function scanAsGuestThenSignIn(page: Page, c: Case, eans: string[]): Promise<void> {
  await page.goto(`/${c.locale}/${c.scanMePath}`);
  await expect(page.locator('.scan-me-page__catalogue')).toHaveText(c.catalogueReady, { timeout: 30_000 });
  const typed = new Map<string, number>();
  for (const ean of eans) {
    typed.set(ean, (typed.get(ean) ?? 0) + 1);
    await page.getByLabel('EAN', { exact: true }).fill(ean);
    await page.getByRole('button', { name: c.scanAdd, exact: true }).click();
    await expect(scanQuantity(page, ean)).toHaveValue(String(typed.get(ean)));
  }
  await signIn(page, c.locale, c.login);
  const dialog = page.getByRole('dialog', { name: c.guestDialog });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: c.guestMove }).click();
  await expect(dialog).toBeHidden();
}

for (const c of CASES) {
  test(`${c.locale}: shopping list — add from card and product page, change, remove, rename, take over scan-me, CSV, to cart`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { category, products } = await pickProducts(page, c);
    const [carded, detailed, scannedOnly] = products;

    // 3 (first half). As a guest, scan-me gets the product-page product twice and a third product once;
    // after sign-in the guest-list dialog moves both lines into the customer's scan-me list.
    await scanAsGuestThenSignIn(page, c, [detailed.ean, detailed.ean, scannedOnly.ean]);
    await page.goto(`/${c.locale}/${c.scanMePath}`);
    await expect(scanQuantity(page, detailed.ean)).toHaveValue('2');
    await expect(scanQuantity(page, scannedOnly.ean)).toHaveValue('1');
    // Scan-me sends the customer's list to the server's scan-me list (decision 0130), which the
    // shopping list page takes over in step 3 below.
    await expect(page.locator('.scan-me-page__sync')).toHaveText(c.synced);

    // 1. From a product card of the category page, and from the product page.
    await page.goto(category);
    const card = page
      .locator('main .product-card')
      .filter({ has: page.getByRole('link', { name: carded.name, exact: true }) });
    await card.getByRole('button', { name: `${c.addToList}: ${carded.name}`, exact: true }).click();
    await expect(card.locator('.add-to-list__status')).toHaveText(c.added);
    await page.locator('main').getByRole('link', { name: detailed.name, exact: true }).first().click();
    const summary = page.locator('.product-page__summary');
    await expect(summary.locator('h1')).toHaveText(detailed.name);
    await summary.getByRole('button', { name: `${c.addToList}: ${detailed.name}`, exact: true }).click();
    await expect(summary.locator('.add-to-list__status')).toHaveText(c.added);

    await page.goto(`/${c.locale}/${c.listPath}`);
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    const lines = page.locator('.shopping-list__line');
    await expect(lines).toHaveCount(2);
    for (const product of [carded, detailed]) {
      const line = listLine(page, product.sku);
      await expect(line.getByRole('link', { name: product.name, exact: true })).toBeVisible();
      await expect(line.getByLabel(c.quantity, { exact: true })).toHaveValue('1');
      await expect(line.locator('.shopping-list__badge')).toHaveCount(0);
    }

    // 2. Change a quantity, remove a line, rename; after a reload all three hold.
    const detailedQuantity = listLine(page, detailed.sku).getByLabel(c.quantity, { exact: true });
    await detailedQuantity.fill('3');
    // The line is drawn anew with the saved quantity (its React key holds the quantity): marking the
    // field tells when the old one is gone, so no later click blurs it into a second write.
    await detailedQuantity.evaluate((field) => field.setAttribute('data-before-change', ''));
    const changed = answerOf(page, 'UpdateShoppingList');
    await detailedQuantity.press('Enter');
    expect((await changed).ok()).toBe(true);
    await expect(page.locator('[data-before-change]')).toHaveCount(0);
    await expect(detailedQuantity).toHaveValue('3');
    const removed = answerOf(page, 'UpdateShoppingList');
    await page.getByRole('button', { name: c.removeLine(carded.name), exact: true }).click();
    expect((await removed).ok()).toBe(true);
    await expect(listLine(page, carded.sku)).toHaveCount(0);
    await page.getByLabel(c.listName, { exact: true }).fill(c.newName);
    await page.getByRole('button', { name: c.rename, exact: true }).click();
    await expect(page.locator('.shopping-list__notice')).toHaveText(c.renamed);
    await page.reload();
    await expect(page.getByLabel(c.listName, { exact: true })).toHaveValue(c.newName);
    await expect(lines).toHaveCount(1);
    await expect(listLine(page, detailed.sku).getByLabel(c.quantity, { exact: true })).toHaveValue('3');

    // 3 (second half). Take over the scan-me list: its new line appears, the same sku is summed (3 + 2).
    await page.getByRole('button', { name: c.mergeScanMe(3), exact: true }).click();
    await expect(page.locator('.shopping-list__notice')).toHaveText(c.merged);
    await expect(lines).toHaveCount(2);
    await expect(listLine(page, detailed.sku).getByLabel(c.quantity, { exact: true })).toHaveValue('5');
    const newLine = listLine(page, scannedOnly.sku);
    await expect(newLine.getByRole('link', { name: scannedOnly.name, exact: true })).toBeVisible();
    await expect(newLine.getByLabel(c.quantity, { exact: true })).toHaveValue('1');
    // The scan-me list was emptied, so the offer is gone.
    await expect(page.getByRole('button', { name: c.mergeScanMe(3) })).toHaveCount(0);
    const expected = [
      { sku: detailed.sku, name: detailed.name, quantity: '5' },
      { sku: scannedOnly.sku, name: scannedOnly.name, quantity: '1' },
    ];

    // 4. The CSV: the header of decision 0099 (the administrator sees prices), one row per line.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: c.exportCsv, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(c.csvFile);
    const [header, ...rows] = parseCsv(readFileSync((await download.path())!, 'utf8'));
    expect(header).toEqual(c.csvHeader);
    expect(rows).toHaveLength(expected.length);
    for (const line of expected) {
      const row = rows.find((cells) => cells[0] === line.sku);
      expect(row, `a row for ${line.sku}`).toBeDefined();
      expect(row!.slice(0, 4)).toEqual([line.sku, line.name, line.quantity, c.yes]);
      expect(row![4]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Unit price and amount with a decimal comma, the amount the unit price times the quantity.
      const cents = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 100);
      expect(row![5]).toMatch(/^\d+(,\d{1,2})?$/);
      expect(cents(row![6])).toBe(cents(row![5]) * Number(line.quantity));
      expect(row![7]).toBe(c.currency);
    }

    // 6 and 7. Axe and the screenshot of the list with both lines.
    await expectAccessible(page);
    await page.screenshot({ path: `dist/e2e-artifacts/shopping-list-${c.locale}.png`, fullPage: true });

    // 5. The list into the (empty) cart: the cart shows its skus at the list's quantities.
    await page.getByRole('button', { name: c.toCart, exact: true }).click();
    await expect(page.locator('.shopping-list__notice')).toHaveText(c.addedToCart);
    await expect(page.locator('.shopping-list__not-added')).toHaveCount(0);
    await page.goto(`/${c.locale}/${c.cartPath}`);
    const cartLines = page.locator('.cart-line');
    await expect(cartLines).toHaveCount(expected.length);
    for (const line of expected) {
      const cartLine = cartLines.filter({
        has: page.locator('.cart-line__meta', { hasText: new RegExp(`: ${escaped(line.sku)}( ·|$)`) }),
      });
      await expect(cartLine.locator('.cart-line__name')).toHaveText(line.name);
      await expect(cartLine.getByLabel(c.cartQuantity, { exact: true })).toHaveValue(line.quantity);
    }
  });
}
