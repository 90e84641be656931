import { deserialize, serialize } from 'node:v8';
// fake-indexeddb clones with structuredClone, which jsdom does not expose.
globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Language, LocaleCode } from '@shop/locales';
import { i18nFor } from '../../i18n/i18n';
import { meMock, type MeFixture } from '../../testing/graphql-fixtures';
import { ToastProvider, ToastViewport } from '../../ui/toast';
import { LocaleContext, localeContextOf } from '../locale/locale-context';
import type { Me } from '../session/display-name';
import { GuestListDialog } from './guest-list-dialog';
import { moveGuestList } from './guest-list-move';
import { closeScanMeStore, guestId, guestListId, readList, writeList } from './scan-me-store';

const CONTACT: MeFixture = {
  role: 'ROLE_CART_PURCHASER',
  customer: { customerNo: '100001', name: 'Hotel Alpenblick' },
  contact: { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.com' },
};

/** `me` as the BFF answers it (meMock's answer), with a contact number a list key can be made of. */
function meOf(fixture: MeFixture): Me {
  const me = (meMock(fixture).result as { data: { me: Me } }).data.me;
  return { ...me, contact: me.contact && { ...me.contact, contactNo: 'KT000001' } };
}

function dialogIn(locale: LocaleCode, me: Me) {
  return (
    <ToastProvider>
      <I18nextProvider i18n={i18nFor(locale.slice(0, 2) as Language)}>
        <LocaleContext.Provider value={localeContextOf(locale)}>
          <GuestListDialog me={me} />
          <ToastViewport />
        </LocaleContext.Provider>
      </I18nextProvider>
    </ToastProvider>
  );
}

/** Long enough for the guest list's read from IndexedDB (a few ms with fake-indexeddb). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

describe('GuestListDialog', () => {
  let guest: string;

  beforeEach(async () => {
    closeScanMeStore();
    globalThis.indexedDB = new IDBFactory();
    localStorage.clear();
    sessionStorage.clear();
    guest = guestListId(guestId()!);
    await writeList({
      id: guest,
      lines: [
        { ean: '4006000000017', quantity: 2 },
        { ean: '4006000000024', quantity: 1 },
      ],
      updatedAt: 1,
    });
  });

  it('offers a signed-in customer the guest list’s lines and moves them into the customer’s scan list', async () => {
    const me = meOf(CONTACT);
    render(dialogIn('de-at', me));
    const dialog = await screen.findByRole('dialog', { name: 'Gast-Liste übernehmen?' });
    expect(dialog.textContent).toContain('Sie haben als Gast 2 Positionen gescannt.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'In meine Liste übernehmen' }));
    expect(await screen.findByText('Die Gast-Liste wurde in Ihre Scan-Liste übernommen.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await readList(guest)).toBeNull();
    expect((await readList('customer:100001-KT000001-20HHAT-ScanMe'))?.lines).toEqual([
      { ean: '4006000000017', quantity: 2 },
      { ean: '4006000000024', quantity: 1 },
    ]);
  });

  it('is not shown to an employee, not even while acting for a customer', async () => {
    const employee = meOf({ ...CONTACT, employee: { employeeNo: 'E-1', name: 'Eva Muster' } });
    const view = render(dialogIn('de-at', employee));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The same guest list is offered to the customer's contact.
    view.rerender(dialogIn('de-at', meOf(CONTACT)));
    expect(await screen.findByRole('dialog', { name: 'Gast-Liste übernehmen?' })).toBeTruthy();
    expect(await readList(guest)).not.toBeNull();
  });

  it('is not offered when no scan-me key can be made for the session, and the guest list is never moved into itself', async () => {
    // A contact number that is no plain code gives no key: the session's list would be the guest's own.
    const me = meOf(CONTACT);
    render(dialogIn('de-at', { ...me, contact: me.contact && { ...me.contact, contactNo: 'C-1' } }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await moveGuestList(guest)).toBe(0);
    expect((await readList(guest))?.lines).toHaveLength(2);
  });

  it('after "later" asks again only after a locale switch, not on the next page load in the same locale', async () => {
    const me = meOf({ ...CONTACT, mandantCode: '41HHIC' });
    const first = render(dialogIn('it-it', me));
    const dialog = await screen.findByRole('dialog', { name: 'Trasferire la lista ospite?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Più tardi' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    // Another page of the same tab, same locale: not asked again.
    const again = render(dialogIn('it-it', me));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();

    // The locale switch (Südtirol, the same tenant and customer): asked again, the list still whole.
    again.rerender(dialogIn('it-de', me));
    const asked = await screen.findByRole('dialog', { name: 'Trasferire la lista ospite?' });
    expect(asked.textContent).toContain('Come ospite hai scansionato 2 posizioni.');
    expect((await readList(guest))?.lines).toHaveLength(2);
  });
});
