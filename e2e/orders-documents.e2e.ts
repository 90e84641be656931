import { execFileSync } from 'node:child_process';
import { expect, test, type Download, type Page } from '@playwright/test';
import { accountWord, signIn } from './support';

const ORDERS_WORD = { 'de-at': 'bestellungen', 'bg-bg': 'porachki' } as const;

/** The text of a downloaded PDF, read by poppler's pdftotext (installed by npm test's set-up). */
async function pdfTextOf(download: Download): Promise<string> {
  const file = await download.path();
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function openOrders(page: Page, locale: keyof typeof ORDERS_WORD): Promise<void> {
  await page.goto(`/${locale}/account/${accountWord(locale)}/${ORDERS_WORD[locale]}`);
  await expect(page.locator('.orders__order').first()).toBeVisible();
}

/** Opens the first order the filters leave, and waits for its documents to be listed. */
async function openFirstOrder(page: Page) {
  const order = page.locator('.orders__order').first();
  await order.locator('.orders__toggle').click();
  await expect(order.locator('.orders__lines')).toBeVisible();
  return order;
}

test('an Austrian purchaser downloads an order, its invoice and a purchase report the worker rendered, and reorders it', async ({
  page,
}) => {
  await signIn(page, 'de-at', 'purchaser@20hhat.example');
  await openOrders(page, 'de-at');
  // A delivered order of the seeded history has its invoice.
  await page.getByLabel('Status').first().selectOption('DELIVERED');
  await page.getByLabel('Herkunft').selectOption('EXTERNAL');
  await page.getByRole('button', { name: 'Anwenden' }).click();
  await expect(page.locator('.orders__state--delivered').first()).toBeVisible();
  const order = await openFirstOrder(page);
  const orderNumber = await order.locator('.orders__number').innerText();

  const [orderPdf] = await Promise.all([
    page.waitForEvent('download'),
    order.getByRole('button', { name: 'Bestellung (PDF)' }).click(),
  ]);
  expect(orderPdf.suggestedFilename()).toMatch(/\.pdf$/);
  const orderText = await pdfTextOf(orderPdf);
  expect(orderText).toContain('Bestellung');
  expect(orderText).toContain(orderNumber);
  expect(orderText).toContain('HH Hygiene Handel Österreich GmbH');

  const invoiceButton = order.getByRole('button', { name: /^Rechnung RE-20-\d{6} \(PDF\)$/ });
  const [invoicePdf] = await Promise.all([page.waitForEvent('download'), invoiceButton.click()]);
  const invoiceText = await pdfTextOf(invoicePdf);
  expect(invoiceText).toContain('Rechnung');
  expect(invoiceText).toContain(orderNumber);
  expect(invoiceText).toMatch(/ATU12345678/);

  // The same document again comes from the cache at once, byte for byte.
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    order.getByRole('button', { name: 'Bestellung (PDF)' }).click(),
  ]);
  expect(await pdfTextOf(again)).toEqual(orderText);

  await order.getByRole('button', { name: 'Erneut bestellen' }).click();
  await expect(order.locator('.order-actions__notice')).toContainText('in den Warenkorb gelegt');

  const report = page.locator('.purchase-report');
  const [reportPdf] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Bericht herunterladen (PDF)' }).click(),
  ]);
  expect(await pdfTextOf(reportPdf)).toContain('Einkaufsbericht');
});

test('a Bulgarian purchaser gets the order PDF in Bulgarian, with Cyrillic text intact', async ({ page }) => {
  await signIn(page, 'bg-bg', 'purchaser@57hhbg.example');
  await openOrders(page, 'bg-bg');
  const order = await openFirstOrder(page);
  const orderNumber = await order.locator('.orders__number').innerText();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    order.locator('.order-actions__documents button').first().click(),
  ]);
  const text = await pdfTextOf(download);
  expect(text).toContain('Поръчка');
  expect(text).toContain(orderNumber);
  expect(text).toContain('HH Hygiene Handel България ЕООД');
});

/** Every page's size in points (width × height), read by poppler's pdfinfo. */
async function pageSizesOf(download: Download): Promise<string[]> {
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '999', await download.path()], { encoding: 'utf8' });
  return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+ x [\d.]+) pts/gm)].map((match) => match[1]);
}

test('a display plan prints in A3 landscape and as the monthly control sheet', async ({ page }) => {
  await signIn(page, 'de-at', 'purchaser@20hhat.example');
  await page.goto(`/de-at/account/${accountWord('de-at')}/aushangplaene`);
  const row = page.locator('.plans__table tbody tr').first();
  await expect(row).toBeVisible();
  const name = await row.locator('th').innerText();
  const printAs = async (format: string) => {
    await row.getByLabel(`Druckformat: ${name}`).selectOption(format);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Als PDF: ${name}` }).click(),
    ]);
    return download;
  };

  const poster = await printAs('A3_LANDSCAPE');
  expect(await pdfTextOf(poster)).toContain(name);
  const sizes = await pageSizesOf(poster);
  expect(sizes.length).toBeGreaterThan(0);
  // A3 landscape: 420 × 297 mm, wider than high, on every page.
  for (const size of sizes) expect(size).toBe('1190.55 x 841.89');

  const control = await printAs('CONTROL');
  const text = await pdfTextOf(control);
  expect(text).toContain(name);
  expect(text).toMatch(/\b31\b/);
});
