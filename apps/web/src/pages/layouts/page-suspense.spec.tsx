import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router';
import { lazyPage } from '../../routes/lazy-page';
import { layoutHandle, PageSuspense } from './page-suspense';

function Layout() {
  return (
    <div>
      <header>Kopf</header>
      <main>
        <PageSuspense layout="shop">
          <Outlet />
        </PageSuspense>
      </main>
    </div>
  );
}

function First() {
  return <h1>Erste Seite</h1>;
}
function Second() {
  const { id } = useParams();
  return <h1>Zweite Seite {id}</h1>;
}

describe('PageSuspense', () => {
  it('shows the skeleton, not the previous page, while the next route’s code loads, and keeps a loaded page on new parameters', async () => {
    let release!: (module: { Second: typeof Second }) => void;
    const second = lazyPage(
      () => new Promise<{ Second: typeof Second }>((resolve) => (release = resolve)),
      'Second',
    );
    const SecondRoute = () => second.element();
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          handle: layoutHandle('shop'),
          children: [
            { path: '/eins', element: <First /> },
            { path: '/zwei/:id', element: <SecondRoute /> },
          ],
        },
      ],
      { initialEntries: ['/eins'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Erste Seite' })).toBeTruthy();

    await act(() => router.navigate('/zwei/a'));
    // Navigation runs in a transition: without the key, React would keep "Erste Seite" here.
    expect(screen.queryByRole('heading', { name: 'Erste Seite' })).toBeNull();
    expect(document.querySelector('main .page-skeleton')).not.toBeNull();
    expect(screen.getByText('Kopf')).toBeTruthy();

    await act(async () => release({ Second }));
    expect(await screen.findByRole('heading', { name: 'Zweite Seite a' })).toBeTruthy();
    const page = screen.getByRole('heading', { name: 'Zweite Seite a' });
    await act(() => router.navigate('/zwei/b'));
    expect(screen.getByRole('heading', { name: 'Zweite Seite b' })).toBe(page);
  });
});
