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

/**
 * Waits until the device has stored the line's quantity (IndexedDB `shop-scan-me`, store `lists`): the
 * page shows a change at once and writes it a moment later, and a reload in between would meet the
 * write before it committed.
 */
async function expectStored(page: Page, ean: string, quantity: number) {
  await expect
    .poll(() =>
      page.evaluate(
        (wanted) =>
          new Promise<number | null>((resolve) => {
            const open = indexedDB.open('shop-scan-me');
            open.onerror = () => resolve(null);
            open.onsuccess = () => {
              const all = open.result.transaction('lists').objectStore('lists').getAll();
              all.onsuccess = () => {
                const lines = (all.result as { lines: { ean: string; quantity: number }[] }[]).flatMap(
                  (list) => list.lines,
                );
                open.result.close();
                resolve(lines.find((line) => line.ean === wanted)?.quantity ?? null);
              };
              all.onerror = () => resolve(null);
            };
          }),
        ean,
      ),
    )
    .toBe(quantity);
}

/** Axe on scan-me's own parts (the page's main, the dialog); the shared header is checked by accessibility.e2e.ts. */
async function expectNoSeriousAxeFindings(page: Page, selector = 'main') {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The journey in each language of the issue: tenant, path, signed-in admin and the page's words. */
const CASES = [
  {
    locale: 'de-at',
    mandantCode: '20HHAT',
    language: 'de',
    path: '/de-at/scannen',
    admin: 'admin@20hhat.example',
    words: {
      title: 'Scannen',
      ready: /Produkte offline verfügbar/,
      stale: /Offline – Katalogstand von/,
      empty: 'Ihre Liste ist leer.',
      add: 'Hinzufügen',
      sku: (sku: string) => `Art.-Nr. ${sku}`,
      quantity: (name: string) => `Menge von ${name}`,
      increase: (name: string) => `Menge von ${name} erhöhen`,
      decrease: (name: string) => `Menge von ${name} verringern`,
      notFound: (ean: string) => `Kein Produkt mit der EAN ${ean} im Offline-Katalog.`,
      cameraStart: 'Kamera starten',
      cameraStop: 'Kamera stoppen',
      renamed: (name: string) => `${name} (neu)`,
      dialog: 'Gast-Liste übernehmen?',
      twoItems: '2 Positionen',
      move: 'In meine Liste übernehmen',
    },
  },
  {
    locale: 'bg-bg',
    mandantCode: '57HHBG',
    language: 'bg',
    path: '/bg-bg/skanirane',
    admin: 'admin@57hhbg.example',
    words: {
      title: 'Сканиране',
      ready: /налични офлайн/,
      stale: /Офлайн – каталог от/,
      empty: 'Списъкът ви е празен.',
      add: 'Добави',
      sku: (sku: string) => `Арт. № ${sku}`,
      quantity: (name: string) => `Количество на ${name}`,
      increase: (name: string) => `Увеличи количеството на ${name}`,
      decrease: (name: string) => `Намали количеството на ${name}`,
      notFound: (ean: string) => `В офлайн каталога няма продукт с EAN ${ean}.`,
      cameraStart: 'Включи камерата',
      cameraStop: 'Спри камерата',
      renamed: (name: string) => `${name} (нов)`,
      dialog: 'Да се прехвърли ли списъкът на госта?',
      twoItems: '2 позиции',
      move: 'Прехвърли в моя списък',
    },
  },
] as const;

test.describe('scan-me offline', () => {
  let browser: Browser | undefined;
  test.afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  for (const c of CASES) {
    const w = c.words;
    test(`${c.locale}: offline reload, typed and scanned EANs, the list survives, a delta arrives, sign-in moves the guest list`, async ({}, testInfo) => {
      test.setTimeout(180_000);
      const [typed, scanned] = await products(c.mandantCode, c.language, 2);
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

      await openOnlineOnce(page, c.path, w.ready);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expect(page.locator('.scan-me-page__catalogue')).toHaveText(w.stale);
      await expect(page.getByText(w.empty, { exact: false })).toBeVisible();

      // Typed twice: one line, quantity 2.
      await typeEan(page, 'EAN', w.add, typed.ean);
      await typeEan(page, 'EAN', w.add, typed.ean);
      const typedLine = page.locator(`.scan-me-line[data-ean="${typed.ean}"]`);
      await expect(typedLine).toContainText(typed.name);
      await expect(typedLine).toContainText(w.sku(typed.sku));
      await expect(typedLine.getByLabel(w.quantity(typed.name), { exact: true })).toHaveValue('2');
      // An EAN the catalogue does not know is refused with a message.
      await typeEan(page, 'EAN', w.add, '2000000000992');
      await expect(page.locator('.scan-me-page__notice')).toHaveText(w.notFound('2000000000992'));

      // Scanned by the (fake) camera.
      await page.getByRole('button', { name: w.cameraStart }).click();
      const scannedLine = page.locator(`.scan-me-line[data-ean="${scanned.ean}"]`);
      await expect(scannedLine).toContainText(scanned.name, { timeout: 30_000 });
      await page.getByRole('button', { name: w.cameraStop }).click();
      const scannedQuantity = scannedLine.getByLabel(w.quantity(scanned.name), { exact: true });
      await expect(scannedQuantity).toHaveValue('1');
      // The quantity buttons change the line by one.
      await scannedLine.getByRole('button', { name: w.increase(scanned.name) }).click();
      await expect(scannedQuantity).toHaveValue('2');
      await scannedLine.getByRole('button', { name: w.decrease(scanned.name) }).click();
      await expect(scannedQuantity).toHaveValue('1');
      await page.screenshot({ path: testInfo.outputPath(`scan-me-offline-${c.locale}.png`), fullPage: true });
      await expectNoSeriousAxeFindings(page);

      // The list survives an offline reload.
      await expectStored(page, typed.ean, 2);
      await expectStored(page, scanned.ean, 1);
      await page.reload();
      await expect(typedLine.getByLabel(w.quantity(typed.name), { exact: true })).toHaveValue('2');
      await expect(scannedLine.getByLabel(w.quantity(scanned.name), { exact: true })).toHaveValue('1');

      // Back online: a product changed in the database arrives by delta.
      const renamed = w.renamed(typed.name);
      await renameProduct(c.mandantCode, typed.sku, c.language, renamed);
      const delta = page.waitForRequest((request) => /\/api\/products\?.*since=\d+/.test(request.url()));
      await context.setOffline(false);
      await delta;
      await expect(typedLine).toContainText(renamed);
      await expect(page.locator('.scan-me-page__catalogue')).toHaveText(w.ready);

      // Signing in offers to move the guest list into the customer's scan-me list.
      await signIn(page, c.locale, c.admin);
      const dialog = page.getByRole('dialog', { name: w.dialog });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(w.twoItems);
      await expectNoSeriousAxeFindings(page, '.guest-list-dialog');
      await dialog.getByRole('button', { name: w.move }).click();
      await expect(dialog).toBeHidden();
      await page.goto(c.path);
      await expect(typedLine.getByLabel(w.quantity(renamed), { exact: true })).toHaveValue('2');
      await expect(scannedLine.getByLabel(w.quantity(scanned.name), { exact: true })).toHaveValue('1');
      await page.screenshot({
        path: testInfo.outputPath(`scan-me-customer-${c.locale}.png`),
        fullPage: true,
      });
      await context.close();
    });
  }
});
