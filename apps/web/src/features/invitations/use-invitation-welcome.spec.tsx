import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18nFor } from '../../i18n/i18n';
import { ToastProvider, ToastStore } from '../../ui/toast';
import type { MeQuery } from '../../gql/generated';
import { readInvitationCallbackMarker, setInvitationCallbackMarker } from '../navigation/markers';
import { useInvitationWelcome, WELCOME_TOAST_MS } from './use-invitation-welcome';

const me = (contactNo: string): NonNullable<MeQuery['me']> => ({
  userType: 'STANDARD',
  mandantCode: '20HHAT',
  role: 'ROLE_CART_APPROVER',
  accessLevel: 2,
  loginEmailHash: null,
  needsCustomerSelection: false,
  customer: {
    id: 'cu-1',
    customerNo: '100001',
    name: 'Hotel Alpenblick',
    city: null,
  },
  contact: {
    id: 'co-1',
    contactNo,
    firstName: 'Ida',
    lastName: 'Neu',
    email: 'ida.neu@20hhat.example',
    role: 'ROLE_CART_APPROVER',
  },
  employee: null,
});

function run(user: MeQuery['me'] | undefined) {
  const store = new ToastStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18nFor('de')}>
      <ToastProvider store={store}>{children}</ToastProvider>
    </I18nextProvider>
  );
  const hook = renderHook(({ value }) => useInvitationWelcome(value), {
    wrapper,
    initialProps: { value: user },
  });
  return { store, hook };
}

describe('useInvitationWelcome (the invitation-callback marker)', () => {
  it('welcomes the invited contact once with company and role, and removes the marker', () => {
    setInvitationCallbackMarker('KT500001');
    const { store, hook } = run(me('KT500001'));
    expect(store.list()).toEqual([
      expect.objectContaining({
        kind: 'success',
        title: 'Willkommen!',
        message: 'Sie sind jetzt für Hotel Alpenblick angemeldet, mit der Rolle Warenkorb-Freigeber.',
        timeoutMs: WELCOME_TOAST_MS,
      }),
    ]);
    expect(readInvitationCallbackMarker()).toBeNull();
    hook.rerender({ value: { ...me('KT500001') } });
    expect(store.list()).toHaveLength(1);
  });

  it('waits for the user, and welcomes nobody else who signs in on the same browser', () => {
    setInvitationCallbackMarker('KT500001');
    const { store, hook } = run(undefined);
    expect(readInvitationCallbackMarker()).toBe('KT500001');
    hook.rerender({ value: me('KT000042') });
    expect(store.list()).toEqual([]);
    expect(readInvitationCallbackMarker()).toBeNull();
  });
});
