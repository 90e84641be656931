import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { EXTERNAL_SHOP_COUNTRIES } from '@shop/locales';
import { i18nFor } from '../../i18n/i18n';
import { LocaleContext, localeContextOf } from '../locale/locale-context';
import { COUNTRY_CODE_MARKER, readMarkers } from '../navigation/markers';
import { OtherCountry } from './other-country';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/de-at/registrierung', element: <OtherCountry /> },
      { path: '/de-at', element: <p>home</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18nFor('de')}>
      <LocaleContext.Provider value={localeContextOf('de-at')}>
        <RouterProvider router={router} />
      </LocaleContext.Provider>
    </I18nextProvider>,
  );
  return router;
}

describe('"my company is in another country" (decision 0094, guard 3’s country-code marker)', () => {
  afterEach(() => {
    document.cookie = `${COUNTRY_CODE_MARKER}=; max-age=0; path=/`;
  });

  it('stores the chosen country of an external shop as the marker and goes home, where guard 3 sends the browser on', async () => {
    const router = renderAt('/de-at/registrierung');
    expect(readMarkers().countryCode).toBeNull();
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    // Only countries whose shop is external are offered.
    expect([...select.options].map((option) => option.value).sort()).toEqual(
      [...EXTERNAL_SHOP_COUNTRIES].sort(),
    );
    const chosen = EXTERNAL_SHOP_COUNTRIES[EXTERNAL_SHOP_COUNTRIES.length - 1];
    fireEvent.change(select, { target: { value: chosen } });
    fireEvent.submit(select.closest('form')!);
    expect(readMarkers().countryCode).toBe(chosen);
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/de-at');
  });
});
