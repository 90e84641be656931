import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cartMock, cartFixture, eur } from '../../testing/cart-fixtures';
import { layoutMocks, routeMock, type MeFixture, type Mock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import {
  CARTS_QUERY,
  CREATE_CART_MUTATION,
  DELETE_CART_MUTATION,
  MERGE_CARTS_MUTATION,
  RECENT_CART_DECISIONS_QUERY,
} from '../../features/cart-administration/carts.queries';

jest.setTimeout(20_000);
const SLOW = { timeout: 5000 };
const PATH = '/de-at/account/mein-konto/warenkorbverwaltung';

const me = (role: string): MeFixture => ({
  role,
  customer: { customerNo: '100001', name: 'Hotel Alpenblick' },
  contact: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
});

const listed = (id: string, state: string, ownedBySession: boolean, extra: Record<string, unknown> = {}) => ({
  __typename: 'Cart',
  id,
  key: `20HHAT-100001-${id}`,
  version: 2,
  cartState: state,
  cartProcessStatus: 'None',
  cartProcessType: 'Normal',
  ownedBySession,
  lockedByOther: false,
  lockedByName: null as string | null,
  lockedUntil: null as string | null,
  totalLineItemQuantity: 3,
  lastModifiedAt: '2026-11-20T09:00:00.000Z',
  createdAt: '2026-11-19T09:00:00.000Z',
  totalPrice: eur(1350),
  ...extra,
});

const cartsMock = (items: ReturnType<typeof listed>[], reuse = false): Mock => ({
  ...(reuse ? { maxUsageCount: Number.POSITIVE_INFINITY } : {}),
  request: {
    query: CARTS_QUERY,
    variables: { locale: 'de-at', page: 1, limit: 10, sorting: 'lastModifiedAt', sortDirection: 'DESC' },
  },
  result: { data: { carts: { __typename: 'CartPage', items, total: items.length, page: 1, lastPage: 1 } } },
});

describe('cart administration', () => {
  beforeEach(() => stubMaintenanceFetch());

  const render = (role: string, mocks: Mock[]) =>
    renderRoute(PATH, [
      ...layoutMocks('de-at', me(role)),
      routeMock(PATH),
      cartMock(cartFixture(1, [])),
      // The recent decisions (recent-decisions.spec.tsx): none here.
      {
        maxUsageCount: Number.POSITIVE_INFINITY,
        request: { query: RECENT_CART_DECISIONS_QUERY, variables: { locale: 'de-at', limit: 10 } },
        result: { data: { recentCartDecisions: [] } },
      },
      ...mocks,
    ]);

  it("lists the customer's carts with state, amount and what the user may do", async () => {
    render('ROLE_CART_PURCHASER', [
      cartsMock(
        [
          listed('c-active', 'Active', true),
          listed('c-saved', 'Saved', true),
          listed('c-pending', 'Saved', false, { cartProcessStatus: 'Open' }),
        ],
        true,
      ),
    ]);
    const list = await screen.findByRole('list', { name: 'Warenkorbverwaltung' }, SLOW);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Aktiv')).toBeTruthy();
    expect(within(rows[0]).getByText('€ 13,50')).toBeTruthy();
    expect(within(rows[1]).getByRole('button', { name: 'Aktivieren' })).toBeTruthy();
    expect(within(rows[2]).getByText('Wartet auf Freigabe')).toBeTruthy();
    // A colleague's cart: neither switched to nor deleted by a purchaser.
    expect(within(rows[2]).queryByRole('button', { name: 'Löschen' })).toBeNull();
    expect(within(rows[2]).queryByRole('button', { name: 'Aktivieren' })).toBeNull();
    expect(within(rows[0]).getByRole('link').getAttribute('href')).toBe(`${PATH}/c-active`);
  });

  it("shows who has a colleague's cart open, and offers no delete until then", async () => {
    const lockedUntil = '2026-11-26T09:42:00.000Z';
    const until = new Intl.DateTimeFormat('de-AT', { hour: '2-digit', minute: '2-digit' }).format(
      new Date(lockedUntil),
    );
    render('ROLE_CART_APPROVER', [
      cartsMock(
        [
          listed('c-free', 'Saved', false),
          listed('c-locked', 'Active', false, {
            lockedByOther: true,
            lockedByName: 'Berta Huber',
            lockedUntil,
          }),
        ],
        true,
      ),
    ]);
    const list = await screen.findByRole('list', { name: 'Warenkorbverwaltung' }, SLOW);
    const [free, locked] = within(list).getAllByRole('listitem');
    expect(within(locked).getByText(`Gesperrt bis ${until} Uhr (Berta Huber)`)).toBeTruthy();
    expect(within(locked).queryByRole('button', { name: 'Löschen' })).toBeNull();
    expect(within(free).getByRole('button', { name: 'Löschen' })).toBeTruthy();
  });

  it('creates a new cart and says so', async () => {
    const created: Mock = {
      request: { query: CREATE_CART_MUTATION, variables: { locale: 'de-at' } },
      result: {
        data: { createCart: listed('c-new', 'Active', true, { totalLineItemQuantity: 0, totalPrice: null }) },
      },
    };
    render('ROLE_CART_PURCHASER', [
      cartsMock([listed('c-active', 'Active', true)]),
      created,
      cartMock(cartFixture(1, [])),
      cartsMock([listed('c-new', 'Active', true), listed('c-active', 'Saved', true)]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Neuen Warenkorb anlegen' }, SLOW));
    expect(await screen.findByText(/neuer, leerer Warenkorb ist jetzt aktiv/, undefined, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Gespeichert')).toBeTruthy(), SLOW);
  });

  it("lets an approver delete a colleague's cart after confirming, at the version shown", async () => {
    const deleted = jest.fn(() => 0);
    render('ROLE_CART_APPROVER', [
      cartsMock([listed('c-theirs', 'Active', false)]),
      {
        request: {
          query: DELETE_CART_MUTATION,
          variables: { locale: 'de-at', cartId: 'c-theirs', version: 2 },
        },
        result: { data: { deleteCart: { __typename: 'DeletedCart', cartId: 'c-theirs' } } },
        delay: deleted,
      },
      cartMock(cartFixture(1, [])),
      cartsMock([]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Löschen' }, SLOW));
    expect(deleted).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Ja, löschen' }));
    expect(await screen.findByText('Der Warenkorb wurde gelöscht.', undefined, SLOW)).toBeTruthy();
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Es gibt keine Warenkörbe.', undefined, SLOW)).toBeTruthy();
  });

  describe('merging carts (decision 0042)', () => {
    const pendingA = listed('c-a', 'Saved', false, { cartProcessStatus: 'Open', version: 3 });
    const pendingB = listed('c-b', 'Saved', false, {
      cartProcessStatus: 'Modified',
      lastModifiedAt: '2026-11-21T09:00:00.000Z',
    });
    const pendingC = listed('c-c', 'Saved', false, {
      cartProcessStatus: 'Open',
      lastModifiedAt: '2026-11-22T09:00:00.000Z',
    });
    const mergeMock = (
      carts: { cartId: string; version: number }[],
      comment: string | null,
      result: Mock['result'],
    ): Mock => ({
      request: { query: MERGE_CARTS_MUTATION, variables: { locale: 'de-at', carts, comment } },
      result,
    });

    it('shows purchasers neither checkboxes nor the merge', async () => {
      render('ROLE_CART_PURCHASER', [cartsMock([pendingA, pendingB], true)]);
      await screen.findByRole('list', { name: 'Warenkorbverwaltung' }, SLOW);
      expect(screen.queryByRole('checkbox')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Zusammenführen' })).toBeNull();
    });

    it('lets an approver select carts waiting for approval and merge them, naming the merged cart and the carts left out', async () => {
      const merged = jest.fn(() => 0);
      render('ROLE_CART_APPROVER', [
        cartsMock([listed('c-own', 'Active', true), pendingA, pendingB, pendingC]),
        {
          ...mergeMock(
            [
              { cartId: 'c-a', version: 3 },
              { cartId: 'c-b', version: 2 },
              { cartId: 'c-c', version: 2 },
            ],
            'Eine Lieferung',
            {
              data: {
                executeMergeCarts: {
                  __typename: 'MergeCartsResult',
                  mergedCart: listed('c-merged', 'Active', true, { cartProcessType: 'Merged' }),
                  failedCarts: [
                    { __typename: 'FailedCart', cartId: 'c-b', messageKey: 'error.cart-conflict' },
                  ],
                },
              },
            },
          ),
          delay: merged,
        },
        cartMock(cartFixture(1, [])),
        cartsMock([
          listed('c-merged', 'Active', true, { cartProcessType: 'Merged' }),
          listed('c-own', 'Saved', true),
          pendingB,
        ]),
      ]);
      const list = await screen.findByRole('list', { name: 'Warenkorbverwaltung' }, SLOW);
      const rows = within(list).getAllByRole('listitem');
      expect(within(rows[0]).queryByRole('checkbox')).toBeNull();
      const merge = screen.getByRole('button', { name: 'Zusammenführen' }) as HTMLButtonElement;
      expect(merge.disabled).toBe(true);

      fireEvent.click(within(rows[1]).getByRole('checkbox', { name: /zum Zusammenführen auswählen/ }));
      expect(merge.disabled).toBe(true);
      fireEvent.click(within(rows[2]).getByRole('checkbox'));
      fireEvent.click(within(rows[3]).getByRole('checkbox'));
      expect(screen.getByText('Ausgewählt: 3')).toBeTruthy();
      fireEvent.change(screen.getByLabelText('Kommentar für die anfragenden Personen (optional)'), {
        target: { value: ' Eine Lieferung ' },
      });
      fireEvent.click(merge);

      expect(
        await screen.findByText('Die Warenkörbe wurden zusammengeführt.', { exact: false }, SLOW),
      ).toBeTruthy();
      expect(merged).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('link', { name: 'Zum zusammengeführten Warenkorb' }).getAttribute('href')).toBe(
        `${PATH}/c-merged`,
      );
      expect(screen.getByText(/^Warenkorb vom .*: Der Warenkorb wurde inzwischen geändert/)).toBeTruthy();
      // The list is loaded again: the merged cart is there, the selection is gone.
      await waitFor(
        () =>
          expect(
            within(screen.getByRole('list', { name: 'Warenkorbverwaltung' })).getAllByRole('listitem'),
          ).toHaveLength(3),
        SLOW,
      );
      expect(screen.getByText('Ausgewählt: 0')).toBeTruthy();
      const [first] = within(screen.getByRole('list', { name: 'Warenkorbverwaltung' })).getAllByRole(
        'listitem',
      );
      expect(first.textContent).toContain('Zusammengeführt');
    });

    it('reloads the list when a selected cart moved on meanwhile', async () => {
      render('ROLE_CART_APPROVER', [
        cartsMock([pendingA, pendingC]),
        mergeMock(
          [
            { cartId: 'c-a', version: 3 },
            { cartId: 'c-c', version: 2 },
          ],
          null,
          {
            errors: [
              {
                message: 'error.cart-conflict',
                extensions: { code: 'CONFLICT', messageKey: 'error.cart-conflict' },
              },
            ],
          },
        ),
        cartsMock([listed('c-a', 'Saved', false, { cartProcessStatus: 'Modified', version: 4 }), pendingC]),
      ]);
      await screen.findByRole('list', { name: 'Warenkorbverwaltung' }, SLOW);
      for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
      fireEvent.click(screen.getByRole('button', { name: 'Zusammenführen' }));
      expect(
        await screen.findByText(
          /Der Warenkorb wurde inzwischen geändert. Bitte prüfen Sie ihn/,
          undefined,
          SLOW,
        ),
      ).toBeTruthy();
      await waitFor(() => expect(screen.getByText('Bei der Freigabe geändert')).toBeTruthy(), SLOW);
    });
  });
});
