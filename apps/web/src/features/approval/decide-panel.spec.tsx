import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { gql } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nextProvider } from 'react-i18next';
import { createCache } from '../../app/apollo-client';
import { i18nFor } from '../../i18n/i18n';
import { LocaleContext, localeContextOf } from '../locale/locale-context';
import { APPROVE_CART_MUTATION } from './approval.queries';
import { DecidePanel, type Decision } from './decide-panel';

const approved: unknown[] = [];
const approveAt = (version: number) => ({
  request: {
    query: APPROVE_CART_MUTATION,
    variables: { locale: 'de-at', cartId: 'c1', version, comment: null },
  },
  result: () => {
    approved.push(version);
    return { data: { approveCart: { __typename: 'ApproveCartResult', orderNumber: 'WS-000123' } } };
  },
});

function renderPanel(
  props: { version: number; saving: boolean },
  onDecided: (d: Decision) => void,
  cache = createCache(),
  mockedVersion = 5,
) {
  const panel = (p: { version: number; saving: boolean }) => (
    <MockedProvider mocks={[approveAt(mockedVersion)]} cache={cache}>
      <I18nextProvider i18n={i18nFor('de')}>
        <LocaleContext.Provider value={localeContextOf('de-at')}>
          <DecidePanel
            cartId="c1"
            version={p.version}
            requesterComment={null}
            saving={p.saving}
            onDecided={onDecided}
            onConflict={() => undefined}
          />
        </LocaleContext.Provider>
      </I18nextProvider>
    </MockedProvider>
  );
  const view = render(panel(props));
  return { rerender: (next: { version: number; saving: boolean }) => view.rerender(panel(next)) };
}

describe('DecidePanel', () => {
  beforeEach(() => approved.splice(0));

  it("waits while the approver's own line change is saved, then decides at the version that change produced", async () => {
    const decided: Decision[] = [];
    const view = renderPanel({ version: 4, saving: true }, (d) => decided.push(d));
    const approve = screen.getByRole('button', { name: 'Freigeben und bestellen' });
    const decline = screen.getByRole('button', { name: 'Ablehnen' });
    // A click now would carry version 4 and be refused as a conflict with the approver's own edit.
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    expect((decline as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(approve);
    expect(approved).toEqual([]);

    view.rerender({ version: 5, saving: false });
    expect((approve as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(approve);
    await waitFor(() => expect(decided).toEqual([{ kind: 'approved', orderNumber: 'WS-000123' }]));
    expect(approved).toEqual([5]);
  });

  it('decides at the version the cache holds when the shown one is older (a refetch still on its way)', async () => {
    const cache = createCache();
    // The approver's quantity change answered version 7; the page's refetch has not drawn it yet.
    cache.writeFragment({
      id: cache.identify({ __typename: 'Cart', id: 'c1' }),
      fragment: gql`
        fragment CartVersionSpec on Cart {
          id
          version
        }
      `,
      data: { __typename: 'Cart', id: 'c1', version: 7 },
    });
    const decided: Decision[] = [];
    renderPanel({ version: 6, saving: false }, (d) => decided.push(d), cache, 7);
    fireEvent.click(screen.getByRole('button', { name: 'Freigeben und bestellen' }));
    await waitFor(() => expect(decided).toEqual([{ kind: 'approved', orderNumber: 'WS-000123' }]));
    expect(approved).toEqual([7]);
  });
});
