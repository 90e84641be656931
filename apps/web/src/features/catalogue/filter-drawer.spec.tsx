import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { categoryMock, listingMock } from '../../testing/catalogue-fixtures';
import { layoutMocks, product, routeMock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';

const SLOW = { timeout: 5000 };
jest.setTimeout(20_000);

const category = [{ name: 'category', values: ['bodenpflege'] }];

function renderCategory() {
  return renderRoute('/de-at/c/bodenpflege', [
    ...layoutMocks('de-at'),
    routeMock('/de-at/c/bodenpflege'),
    categoryMock('bodenpflege'),
    listingMock({ queryFilter: category }, [product('p1', 'Hygiene Bodenreiniger')], 42),
    listingMock(
      { filter: [{ name: 'container', values: ['BOTTLE'] }], queryFilter: category },
      [product('p1', 'Hygiene Bodenreiniger')],
      1,
    ),
  ]);
}

async function openFilters() {
  const button = await screen.findByRole('button', { name: 'Filter' }, SLOW);
  await screen.findByText('42 Artikel', undefined, SLOW);
  fireEvent.click(button);
  return { button, dialog: screen.getByRole('dialog', { name: 'Filter' }) };
}

describe('mobile filter drawer of a listing', () => {
  beforeEach(() => stubMaintenanceFetch());

  it('opens a labelled modal dialog with the facets, takes the focus and locks the page scroll', async () => {
    renderCategory();
    const { button, dialog } = await openFilters();
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('group', { name: 'Gebinde' })).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: /Flasche/ })).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Filter schließen' }));
    expect(within(dialog).getByRole('button', { name: '42 Artikel anzeigen' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside the dialog', async () => {
    renderCategory();
    const { dialog } = await openFilters();
    const close = within(dialog).getByRole('button', { name: 'Filter schließen' });
    const apply = within(dialog).getByRole('button', { name: '42 Artikel anzeigen' });
    apply.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(apply);
  });

  it.each([
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Filter schließen' }))],
    [
      'the show-products button',
      () => fireEvent.click(screen.getByRole('button', { name: '42 Artikel anzeigen' })),
    ],
  ])(
    'closes on %s, gives the focus back to the filter button and the scroll to the page',
    async (_how, close) => {
      renderCategory();
      const { button } = await openFilters();
      close();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(button);
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(document.body.style.overflow).toBe('');
    },
  );

  it('applies a value at once: the URL, the count on the button and the products to show follow; the checkbox stays', async () => {
    const { router } = renderCategory();
    const { dialog } = await openFilters();
    const bottle = within(dialog).getByRole('checkbox', { name: /Flasche/ });
    fireEvent.click(bottle);
    await waitFor(() => expect(router.state.location.search).toBe('?container=BOTTLE'));
    expect(await within(dialog).findByRole('button', { name: '1 Artikel anzeigen' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeTruthy();
    expect(bottle.isConnected).toBe(true);

    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: '1 Artikel anzeigen' })),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('1 Artikel')).toBeTruthy();
  });
});
