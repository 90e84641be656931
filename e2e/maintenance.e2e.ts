import { expect, test, type Page } from '@playwright/test';
import { ops } from './support';

const HOME_HEADLINE = 'Sauberkeit, auf die Sie sich verlassen können';
const MAINTENANCE_TITLE = 'Wir sind gleich wieder für Sie da';
const DEADLINE = { timeout: 20_000 };

interface ReceivedEvent {
  mandantCode: string;
  changedAt: string;
}

/** Records the maintenance events the page receives, before the shop's own listeners run. */
function recordMaintenanceEvents() {
  const received: ReceivedEvent[] = [];
  let opened = 0;
  Object.assign(window, { maintenanceEvents: received, streamsOpened: () => opened });
  window.EventSource = class extends window.EventSource {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      this.addEventListener('open', () => (opened += 1));
      this.addEventListener('maintenance', (event) => {
        const { mandantCode, state } = JSON.parse((event as MessageEvent<string>).data);
        received.push({ mandantCode, changedAt: state.changedAt });
      });
    }
  };
}

const maintenanceEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { maintenanceEvents: ReceivedEvent[] }).maintenanceEvents);

async function openHome(page: Page, locale: string) {
  await page.addInitScript(recordMaintenanceEvents);
  await page.goto(`/${locale}`);
  await expect(page.getByRole('heading', { name: HOME_HEADLINE })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { streamsOpened: () => number }).streamsOpened()))
    .toBeGreaterThan(0);
}

test('maintenance of one tenant shows its maintenance page on its open pages only, with the end time, and back home', async ({
  browser,
}) => {
  const germany = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const austria = await browser.newContext();
  const de = await germany.newPage();
  const at = await austria.newPage();
  const atPaths: string[] = [];
  at.on('framenavigated', (frame) => {
    if (frame === at.mainFrame()) atPaths.push(new URL(frame.url()).pathname);
  });
  const until = new Date(Date.now() + 2 * 3600_000);
  until.setUTCSeconds(0, 0);
  try {
    await openHome(de, 'de-de');
    await openHome(at, 'de-at');

    // Latency is measured in bench/ (sse-fanout); here only that the page follows, with a generous deadline.
    await ops('maintenance', 'on', '30HHDE', '--until', until.toISOString());
    await expect(de.getByRole('heading', { name: MAINTENANCE_TITLE })).toBeVisible(DEADLINE);
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

    // An event of Austria's own, published after Germany's: once the Austrian page has it, it has
    // everything published before it too, and still shows its shop.
    const published = new Date().toISOString();
    await ops('maintenance', 'off', '20HHAT');
    const ownEvent = async () =>
      (await maintenanceEvents(at)).some(
        (event) => event.mandantCode === '20HHAT' && event.changedAt >= published,
      );
    await expect.poll(ownEvent, DEADLINE).toBe(true);
    expect((await maintenanceEvents(at)).map((event) => event.mandantCode)).not.toContain('30HHDE');
    await expect(at.getByRole('heading', { name: HOME_HEADLINE })).toBeVisible();
    await expect(at.getByRole('heading', { name: MAINTENANCE_TITLE })).toHaveCount(0);
    expect(atPaths.filter((path) => path !== '/de-at')).toEqual([]);

    await ops('maintenance', 'off', '30HHDE');
    await expect(de.getByRole('heading', { name: HOME_HEADLINE })).toBeVisible(DEADLINE);
    await expect(de).toHaveURL(/\/de-de\/?$/);
    await expect(de.getByRole('heading', { name: MAINTENANCE_TITLE })).toHaveCount(0);
    await expect(at.getByRole('heading', { name: HOME_HEADLINE })).toBeVisible();
  } finally {
    await ops('maintenance', 'off', '30HHDE').catch(() => undefined);
    await germany.close();
    await austria.close();
  }
});
