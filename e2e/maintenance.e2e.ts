import { expect, test } from '@playwright/test';
import { ops } from './support';

const HOME_HEADLINE = 'Sauberkeit, auf die Sie sich verlassen können';

test('maintenance of one tenant shows its maintenance page on its open pages only, with the end time, and back home', async ({
  browser,
}) => {
  const germany = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const austria = await browser.newContext();
  const de = await germany.newPage();
  const at = await austria.newPage();
  const until = new Date(Date.now() + 2 * 3600_000);
  until.setUTCSeconds(0, 0);
  try {
    await de.goto('/de-de');
    await at.goto('/de-at');
    await expect(de.getByRole('heading', { name: HOME_HEADLINE })).toBeVisible();
    await expect(at.getByRole('heading', { name: HOME_HEADLINE })).toBeVisible();

    // Latency is measured in bench/ (sse-fanout); here only that the page follows, with a generous deadline.
    await ops('maintenance', 'on', '30HHDE', '--until', until.toISOString());
    const heading = de.getByRole('heading', { name: 'Wir sind gleich wieder für Sie da' });
    await expect(heading).toBeVisible({ timeout: 20_000 });
    await expect(de).toHaveURL(/\/de-de\/maintenance$/);
    await expect(de).toHaveTitle(/Wartungsarbeiten/);
    await expect(de.locator('main')).toContainText('Unser Shop wird gerade gewartet.');
    const endTime = new Intl.DateTimeFormat('de-DE', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'Europe/Berlin',
    }).format(until);
    await expect(de.locator('.maintenance-card__until time')).toHaveText(
      `Voraussichtlich abgeschlossen: ${endTime}`,
    );
    // The other tenant's open page is still its shop.
    await expect(at.getByRole('heading', { name: HOME_HEADLINE })).toBeVisible();
    await expect(at.getByRole('heading', { name: 'Wir sind gleich wieder für Sie da' })).toHaveCount(0);

    await ops('maintenance', 'off', '30HHDE');
    await expect(de.getByRole('heading', { name: HOME_HEADLINE })).toBeVisible({ timeout: 20_000 });
    await expect(de).toHaveURL(/\/de-de\/?$/);
    await expect(at.getByRole('heading', { name: HOME_HEADLINE })).toBeVisible();
    expect(new URL(at.url()).pathname).toBe('/de-at');
  } finally {
    await ops('maintenance', 'off', '30HHDE').catch(() => undefined);
    await germany.close();
    await austria.close();
  }
});
