import { pushDataLayer, searchEvent, selectItem, tracksUser, viewItemList } from './analytics';

describe('catalogue analytics', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('reports guests and customers, never employees, and nothing while the user is unknown', () => {
    expect(tracksUser(null)).toBe(true);
    expect(tracksUser('STANDARD')).toBe(true);
    expect(tracksUser('EMPLOYEE')).toBe(false);
    expect(tracksUser('Employee')).toBe(false);
    expect(tracksUser(undefined)).toBe(false);
    pushDataLayer('EMPLOYEE', { event: 'x' });
    pushDataLayer(undefined, { event: 'x' });
    expect(window.dataLayer).toEqual([]);
  });

  it('pushes list views with positions and prices in currency units', () => {
    viewItemList(null, 'Bodenpflege', [
      { sku: 'A', name: 'Alpha', price: { centAmount: 1999 } },
      { sku: 'B', name: 'Beta', price: null },
    ]);
    expect(window.dataLayer).toEqual([
      {
        event: 'view_item_list',
        ecommerce: {
          item_list_name: 'Bodenpflege',
          items: [
            { item_id: 'A', item_name: 'Alpha', index: 0, item_list_name: 'Bodenpflege', price: 19.99 },
            { item_id: 'B', item_name: 'Beta', index: 1, item_list_name: 'Bodenpflege' },
          ],
        },
      },
    ]);
  });

  it('pushes select_item and the German-named search event', () => {
    selectItem('STANDARD', 'Suchergebnisse', { sku: 'A', name: 'Alpha' }, 25);
    searchEvent('STANDARD', 'čistič', 3);
    expect(window.dataLayer).toEqual([
      {
        event: 'select_item',
        ecommerce: {
          item_list_name: 'Suchergebnisse',
          items: [{ item_id: 'A', item_name: 'Alpha', index: 25, item_list_name: 'Suchergebnisse' }],
        },
      },
      { event: 'suche', search_term: 'čistič', result_count: 3 },
    ]);
  });
});
