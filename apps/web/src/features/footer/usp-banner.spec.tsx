import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildPath } from '@shop/locales';
import { createCache } from '../../app/apollo-client';
import { i18nFor } from '../../i18n/i18n';
import { footerMock } from '../../testing/graphql-fixtures';
import { LocaleContext, localeContextOf } from '../locale/locale-context';
import { UspBanner } from './usp-banner';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <LocaleContext.Provider value={localeContextOf('de-at')}>
            <I18nextProvider i18n={i18nFor('de')}>
              <UspBanner />
              <p>page</p>
            </I18nextProvider>
          </LocaleContext.Provider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <MockedProvider mocks={[footerMock('de-at')]} cache={createCache()}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
}

describe('UspBanner', () => {
  it('shows the unique selling points of the CMS on shop pages', async () => {
    renderAt('/de-at');
    const banner = await screen.findByRole('region', { name: 'Unsere Vorteile' });
    expect(banner.textContent).toContain('Lieferung in 24–48 Stunden');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it.each(['account-sales', 'account-carts-cart'] as const)(
    'is hidden on the no-usp page %s',
    async (name) => {
      renderAt(buildPath(name, 'de-at', { cartId: 'c-1' }));
      await screen.findByText('page');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.queryByRole('region')).toBeNull();
    },
  );
});
