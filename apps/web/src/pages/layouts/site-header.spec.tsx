import { act, render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createCache } from '../../app/apollo-client';
import { CartProvider } from '../../features/cart/cart-provider';
import { LocaleContext, localeContextOf } from '../../features/locale/locale-context';
import { i18nFor } from '../../i18n/i18n';
import { layoutMocks } from '../../testing/graphql-fixtures';
import { SiteHeader } from './site-header';

function renderHeader() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <LocaleContext.Provider value={localeContextOf('de-at')}>
            <I18nextProvider i18n={i18nFor('de')}>
              <CartProvider>
                <SiteHeader />
              </CartProvider>
            </I18nextProvider>
          </LocaleContext.Provider>
        ),
      },
    ],
    { initialEntries: ['/de-at'] },
  );
  render(
    <MockedProvider mocks={layoutMocks('de-at')} cache={createCache()}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

describe('SiteHeader menu button (small screens)', () => {
  it('controls the category navigation, says whether it is open and closes when a link is followed', async () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Sortiment' });
    const button = screen.getByRole('button', { name: 'Menü' });
    expect(button.getAttribute('aria-controls')).toBe(nav.id);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(nav.classList.contains('main-nav--open')).toBe(false);

    act(() => button.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Menü schließen');
    expect(nav.classList.contains('main-nav--open')).toBe(true);

    const category = await screen.findByRole('button', { name: 'Bodenpflege' });
    act(() => category.click());
    expect(button.getAttribute('aria-expanded')).toBe('true');
    act(() => screen.getByRole('link', { name: 'Bodenreiniger' }).click());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(nav.classList.contains('main-nav--open')).toBe(false);
  });
});
