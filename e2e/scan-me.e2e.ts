import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { createDb } from '@shop/db';
import { isValidEan13 } from '@shop/domain';
import { writeBarcodeVideo } from './fake-camera';
import { signIn } from './support';

/**
 * Scan-me offline (docs/decisions/0105–0107) on a phone. The camera is Chromium's fake capture
 * device playing a Y4M video of an EAN-13 barcode drawn by e2e/fake-camera.ts; headless Chromium on
 * Linux has no BarcodeDetector, so this runs the zxing-wasm reader the page loads on demand.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

interface Row {
  ean: string;
  sku: string;
  name: string;
}

async function products(mandantCode: string, language: string, count: number): Promise<Row[]> {
  const db = createDb(process.env.DATABASE_URL!, { max: 1 });
  try {
    const rows = await db.query<Row>(
      `select ean, sku, name->>$2 as name from product where mandant_code = $1 order by sku limit 40`,
      [mandantCode, language],
    );
    return rows.filter((row) => isValidEan13(row.ean)).slice(0, count);
  } finally {
    await db.close();
  }
}

async function renameProduct(mandantCode: string, sku: string, language: string, name: string) {
  const db = createDb(process.env.DATABASE_URL!, { max: 1 });
  try {
    await db.query(
      `update product set name = jsonb_set(name, array[$3::text], to_jsonb($4::text)) where mandant_code = $1 and sku = $2`,
      [mandantCode, sku, language, name],
    );
  } finally {
    await db.close();
  }
}

/** Online once: the page registers the service worker, which precaches the shell and takes the page. */
async function openOnlineOnce(page: Page, path: string, ready: RegExp) {
  await page.goto(path);
  await expect(page.locator('.scan-me-page__catalogue')).toHaveText(ready, { timeout: 30_000 });
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

async function typeEan(page: Page, label: string, submit: string, ean: string) {
  await page.getByLabel(label, { exact: true }).fill(ean);
  await page.getByRole('button', { name: submit, exact: true }).click();
}

/** Axe on scan-me's own parts (the page's main, the dialog); the shared header is checked by accessibility.e2e.ts. */
async function expectNoSeriousAxeFindings(page: Page, selector = 'main') {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('scan-me offline', () => {
  let browser: Browser | undefined;
  test.afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  test('de-at: offline reload, typed and scanned EANs, the list survives, a delta arrives, sign-in moves the guest list', async ({}, testInfo) => {
    test.setTimeout(180_000);
    const [typed, scanned] = await products('20HHAT', 'de', 2);
    const video = join(mkdtempSync(join(tmpdir(), 'scan-me-')), 'barcode.y4m');
    writeBarcodeVideo(video, scanned.ean);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    const context = await browser.newContext({
      ...PHONE,
      baseURL: process.env.BASE_URL,
      permissions: ['camera'],
    });
    const page = await context.newPage();

    await openOnlineOnce(page, '/de-at/scannen', /Produkte offline verfügbar/);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Scannen' })).toBeVisible();
    await expect(page.locator('.scan-me-page__catalogue')).toHaveText(/Offline – Katalogstand von/);
    await expect(page.getByText('Ihre Liste ist leer.', { exact: false })).toBeVisible();

    // Typed twice: one line, quantity 2.
    await typeEan(page, 'EAN', 'Hinzufügen', typed.ean);
    await typeEan(page, 'EAN', 'Hinzufügen', typed.ean);
    const typedLine = page.locator(`.scan-me-line[data-ean="${typed.ean}"]`);
    await expect(typedLine).toContainText(typed.name);
    await expect(typedLine).toContainText(`Art.-Nr. ${typed.sku}`);
    await expect(typedLine.getByLabel(`Menge von ${typed.name}`, { exact: true })).toHaveValue('2');
    // An EAN the catalogue does not know is refused with a message.
    await typeEan(page, 'EAN', 'Hinzufügen', '2000000000992');
    await expect(page.locator('.scan-me-page__notice')).toHaveText(
      'Kein Produkt mit der EAN 2000000000992 im Offline-Katalog.',
    );

    // Scanned by the (fake) camera.
    await page.getByRole('button', { name: 'Kamera starten' }).click();
    const scannedLine = page.locator(`.scan-me-line[data-ean="${scanned.ean}"]`);
    await expect(scannedLine).toContainText(scanned.name, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Kamera stoppen' }).click();
    await expect(scannedLine.getByLabel(`Menge von ${scanned.name}`, { exact: true })).toHaveValue('1');
    await page.screenshot({ path: testInfo.outputPath('scan-me-offline-de-at.png'), fullPage: true });
    await expectNoSeriousAxeFindings(page);

    // The list survives an offline reload.
    await page.reload();
    await expect(typedLine.getByLabel(`Menge von ${typed.name}`, { exact: true })).toHaveValue('2');
    await expect(scannedLine).toContainText(scanned.name);

    // Back online: a product changed in the database arrives by delta.
    const renamed = `${typed.name} (neu)`;
    await renameProduct('20HHAT', typed.sku, 'de', renamed);
    const delta = page.waitForRequest((request) => /\/api\/products\?.*since=\d+/.test(request.url()));
    await context.setOffline(false);
    await delta;
    await expect(typedLine).toContainText(renamed);
    await expect(page.locator('.scan-me-page__catalogue')).toHaveText(/Produkte offline verfügbar/);

    // Signing in offers to move the guest list into the customer's scan-me list.
    await signIn(page, 'de-at', 'admin@20hhat.example');
    const dialog = page.getByRole('dialog', { name: 'Gast-Liste übernehmen?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('2 Positionen');
    await expectNoSeriousAxeFindings(page, '.guest-list-dialog');
    await dialog.getByRole('button', { name: 'In meine Liste übernehmen' }).click();
    await expect(dialog).toBeHidden();
    await page.goto('/de-at/scannen');
    await expect(typedLine.getByLabel(`Menge von ${renamed}`, { exact: true })).toHaveValue('2');
    await expect(scannedLine.getByLabel(`Menge von ${scanned.name}`, { exact: true })).toHaveValue('1');
    await page.screenshot({ path: testInfo.outputPath('scan-me-customer-de-at.png'), fullPage: true });
    await context.close();
  });

  test('bg-bg: the page reloads offline in Bulgarian and finds a product by EAN', async ({}, testInfo) => {
    test.setTimeout(120_000);
    const [product] = await products('57HHBG', 'bg', 1);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    const context = await browser.newContext({ ...PHONE, baseURL: process.env.BASE_URL });
    const page = await context.newPage();
    await openOnlineOnce(page, '/bg-bg/skanirane', /налични офлайн/);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Сканиране' })).toBeVisible();
    await typeEan(page, 'EAN', 'Добави', product.ean);
    const line = page.locator(`.scan-me-line[data-ean="${product.ean}"]`);
    await expect(line).toContainText(product.name);
    await expect(line.getByLabel(`Количество на ${product.name}`, { exact: true })).toHaveValue('1');
    await line.getByRole('button', { name: `Увеличи количеството на ${product.name}` }).click();
    await expect(line.getByLabel(`Количество на ${product.name}`, { exact: true })).toHaveValue('2');
    await page.reload();
    await expect(line.getByLabel(`Количество на ${product.name}`, { exact: true })).toHaveValue('2');
    await page.screenshot({ path: testInfo.outputPath('scan-me-offline-bg-bg.png'), fullPage: true });
    await expectNoSeriousAxeFindings(page);
    await line.getByRole('button', { name: `Премахни ${product.name}` }).click();
    await expect(page.getByText('Списъкът ви е празен.', { exact: false })).toBeVisible();
    await context.close();
  });
});
