import { expect, test } from '@playwright/test';
import { ops } from './support';

test('maintenance of one tenant moves only its open pages, and back', async ({ browser }) => {
  const germany = await browser.newContext();
  const austria = await browser.newContext();
  const de = await germany.newPage();
  const at = await austria.newPage();
  try {
    await de.goto('/de-de');
    await at.goto('/de-at');
    await expect(de.locator('footer')).toBeVisible();
    await expect(at.locator('footer')).toBeVisible();

    await ops('maintenance', 'on', '30HHDE');
    await expect(de).toHaveURL(/\/de-de\/maintenance$/, { timeout: 5000 });
    await at.waitForTimeout(500);
    expect(new URL(at.url()).pathname).toBe('/de-at');

    await ops('maintenance', 'off', '30HHDE');
    await expect(de).toHaveURL(/\/de-de\/?$/, { timeout: 5000 });
  } finally {
    await ops('maintenance', 'off', '30HHDE').catch(() => undefined);
    await germany.close();
    await austria.close();
  }
});
