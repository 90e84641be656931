import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LOCALES, type LocaleCode } from '@shop/locales';
import { i18nFor } from '../../i18n/i18n';
import { LocaleContext, localeContextOf } from '../../features/locale/locale-context';
import {
  MaintenanceContext,
  type TenantMaintenanceState,
} from '../../features/maintenance/maintenance-context';
import { MaintenancePage } from './maintenance-page';

const UNTIL = '2026-12-01T06:30:00.000Z';

function renderPage(locale: LocaleCode, state: TenantMaintenanceState['state']) {
  const info = LOCALES[locale];
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <LocaleContext.Provider value={localeContextOf(locale)}>
            <I18nextProvider i18n={i18nFor(info.language)}>
              <MaintenanceContext.Provider value={{ mandantCode: info.mandantCode!, state }}>
                <MaintenancePage />
              </MaintenanceContext.Provider>
            </I18nextProvider>
          </LocaleContext.Provider>
        ),
      },
    ],
    { initialEntries: [`/${locale}/maintenance`] },
  );
  return render(<RouterProvider router={router} />);
}

const endTime = (intlLocale: string) =>
  new Intl.DateTimeFormat(intlLocale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(UNTIL));

describe('MaintenancePage', () => {
  it.each([
    [
      'de-at' as LocaleCode,
      'Wartungsarbeiten',
      'Wir sind gleich wieder für Sie da',
      'Unser Shop wird gerade gewartet.',
      'Voraussichtlich abgeschlossen: ',
    ],
    [
      'cs-cz' as LocaleCode,
      'Údržba',
      'Brzy jsme tu zase pro vás',
      'Na našem e-shopu právě probíhá údržba.',
      'Předpokládané dokončení: ',
    ],
  ])('in %s: title, text and the end time of the window', (locale, pageTitle, title, text, untilLabel) => {
    renderPage(locale, { enabled: true, until: UNTIL, changedAt: '2026-12-01T05:00:00.000Z' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByRole('main').textContent).toContain(text);
    const until = screen.getByText(untilLabel, { exact: false });
    expect(until.textContent).toBe(`${untilLabel}${endTime(LOCALES[locale].intlLocale)}`);
    expect(until.closest('time')?.getAttribute('datetime')).toBe(UNTIL);
    expect(document.title).toContain(pageTitle);
  });

  it('shows no end time for maintenance without one', () => {
    renderPage('de-at', { enabled: true, until: null, changedAt: '2026-12-01T05:00:00.000Z' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wir sind gleich wieder für Sie da');
    expect(screen.queryByText('Voraussichtlich abgeschlossen', { exact: false })).toBeNull();
    expect(document.querySelector('time')).toBeNull();
  });
});
