import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { i18nFor } from '../../i18n/i18n';
import { LocaleContext, localeContextOf } from '../../features/locale/locale-context';
import { LAST_LISTING_KEY } from '../../features/catalogue/last-listing';
import { CartLayout, CheckoutLayout } from './checkout-layouts';
import { DetailLayout } from './detail-layout';
import { ListingLayout } from './listing-layout';

function renderAt(path: string) {
  const page = (text: string, link?: string) => (
    <main id="main">
      <p>{text}</p>
      {link && <Link to={link}>to product</Link>}
    </main>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/de-at',
        element: (
          <LocaleContext.Provider value={localeContextOf('de-at')}>
            <I18nextProvider i18n={i18nFor('de')}>
              <Outlet />
            </I18nextProvider>
          </LocaleContext.Provider>
        ),
        children: [
          {
            element: <ListingLayout />,
            children: [{ path: 'c/:category', element: page('listing', '/de-at/p/reiniger') }],
          },
          { element: <DetailLayout />, children: [{ path: 'p/*', element: page('detail') }] },
          { element: <CartLayout />, children: [{ path: 'warenkorb', element: page('cart') }] },
          {
            element: <CheckoutLayout />,
            children: [{ path: 'bestellbestaetigung', element: page('confirmation') }],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('named layouts', () => {
  beforeEach(() => sessionStorage.clear());

  it('listing: remembers the listing with its query; detail: leads back to it', async () => {
    renderAt('/de-at/c/bodenpflege?page=2&sort=name');
    expect(screen.getByRole('link', { name: 'Nach oben' }).getAttribute('href')).toBe('#main');
    expect(sessionStorage.getItem(LAST_LISTING_KEY)).toBe('/de-at/c/bodenpflege?page=2&sort=name');
    fireEvent.click(screen.getByRole('link', { name: 'to product' }));
    const back = await screen.findByRole('link', { name: 'Zurück zur Liste' });
    expect(back.getAttribute('href')).toBe('/de-at/c/bodenpflege?page=2&sort=name');
  });

  it('detail: no way back without a listing of this shop', () => {
    sessionStorage.setItem(LAST_LISTING_KEY, '/bg-bg/c/x');
    renderAt('/de-at/p/reiniger');
    expect(screen.getByText('detail')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Zurück zur Liste' })).toBeNull();
  });

  it.each([
    ['/de-at/warenkorb', 'Warenkorb'],
    ['/de-at/bestellbestaetigung', 'Bestellung bestätigen'],
  ])('cart and checkout: the order steps with %s current', (path, current) => {
    renderAt(path);
    const steps = screen.getByRole('navigation', { name: 'Bestellschritte' });
    expect(steps.querySelectorAll('li')).toHaveLength(3);
    expect(steps.querySelector('[aria-current="step"]')?.textContent).toContain(current);
  });
});
