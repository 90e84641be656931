import { expect, test, type Page } from '@playwright/test';
import { ops } from './support';

/** The tenant's last change time as the BFF reports it (same machine clock as the test). */
async function changedAt(page: Page, mandantCode: string): Promise<number> {
  const states = (await (await page.request.post('/api/maintenance')).json()) as Record<
    string,
    { changedAt: string }
  >;
  return Date.parse(states[mandantCode].changedAt);
}

test('maintenance of one tenant moves only its open pages, and back, within a second', async ({
  browser,
}) => {
  const germany = await browser.newContext();
  const austria = await browser.newContext();
  const de = await germany.newPage();
  const at = await austria.newPage();
  try {
    await de.goto('/de-de');
    await at.goto('/de-at');
    await expect(de.locator('footer')).toBeVisible();
    await expect(at.locator('footer')).toBeVisible();

    // Switch time: the worker's change time (the event's changedAt) → the page shows the new URL.
    const movedToMaintenance = de
      .waitForURL(/\/de-de\/maintenance$/, { timeout: 5000 })
      .then(() => Date.now());
    await ops('maintenance', 'on', '30HHDE');
    const onMs = (await movedToMaintenance) - (await changedAt(de, '30HHDE'));
    test.info().annotations.push({ type: 'maintenance on → page moved (ms)', description: String(onMs) });
    console.log(`maintenance on: page moved ${onMs} ms after the worker's change`);
    expect(onMs).toBeLessThan(1000);
    await at.waitForTimeout(500);
    expect(new URL(at.url()).pathname).toBe('/de-at');

    const movedHome = de.waitForURL(/\/de-de\/?$/, { timeout: 5000 }).then(() => Date.now());
    await ops('maintenance', 'off', '30HHDE');
    const offMs = (await movedHome) - (await changedAt(de, '30HHDE'));
    test
      .info()
      .annotations.push({ type: 'maintenance off → page back home (ms)', description: String(offMs) });
    console.log(`maintenance off: page back home ${offMs} ms after the worker's change`);
    expect(offMs).toBeLessThan(1000);
    expect(new URL(at.url()).pathname).toBe('/de-at');
  } finally {
    await ops('maintenance', 'off', '30HHDE').catch(() => undefined);
    await germany.close();
    await austria.close();
  }
});
