import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18nFor } from '../../i18n/i18n';
import { ToastProvider } from './toast-provider';
import { ToastStore } from './toast-store';
import { ToastViewport } from './toast-viewport';

function renderViewport(store: ToastStore) {
  return render(
    <I18nextProvider i18n={i18nFor('de')}>
      <ToastProvider store={store}>
        <ToastViewport />
      </ToastProvider>
    </I18nextProvider>,
  );
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('announces errors in the alert region and information in the status region', () => {
    const store = new ToastStore();
    renderViewport(store);
    act(() => {
      store.show({ kind: 'error', message: 'Anmeldung abgelaufen' });
      store.show({ kind: 'info', message: 'Gespeichert' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Anmeldung abgelaufen');
    expect(screen.getByRole('status').textContent).toContain('Gespeichert');
    expect(screen.getByRole('alert').textContent).not.toContain('Gespeichert');
  });

  it('closes by itself after its named timeout, and stays when persistent or without one (docs/rules/constants.md)', () => {
    const store = new ToastStore();
    renderViewport(store);
    act(() => {
      store.show({ kind: 'error', message: 'zehn Sekunden', timeoutMs: 10_000 });
      store.show({ kind: 'warning', message: 'bleibt', timeoutMs: null });
      store.show({ kind: 'info', message: 'ohne Angabe' });
    });
    expect(store.list().map((toast) => toast.timeoutMs)).toEqual([10_000, null, null]);
    act(() => jest.advanceTimersByTime(9_999));
    expect(screen.queryByText('zehn Sekunden')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('zehn Sekunden')).toBeNull();
    act(() => jest.advanceTimersByTime(600_000));
    expect(screen.queryByText('bleibt')).not.toBeNull();
    expect(screen.queryByText('ohne Angabe')).not.toBeNull();
  });

  it('is dismissed with its close button and with Escape, and pauses while focused', () => {
    const store = new ToastStore();
    renderViewport(store);
    act(() => {
      store.show({ kind: 'info', message: 'eins', timeoutMs: 1000 });
      store.show({ kind: 'info', message: 'zwei', timeoutMs: null });
    });
    const [first, second] = screen.getAllByRole('button', { name: 'Hinweis schließen' });
    act(() => first.focus());
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('eins')).not.toBeNull();
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(screen.queryByText('eins')).toBeNull();
    fireEvent.click(second);
    expect(screen.queryByText('zwei')).toBeNull();
  });

  it('replaces a toast with the same key and keeps at most four', () => {
    const store = new ToastStore();
    store.show({ kind: 'warning', message: 'alt', key: 'build' });
    store.show({ kind: 'warning', message: 'neu', key: 'build' });
    expect(store.list().map((t) => t.message)).toEqual(['neu']);
    for (let i = 0; i < 6; i++) store.show({ kind: 'info', message: String(i) });
    expect(store.list().map((t) => t.message)).toEqual(['2', '3', '4', '5']);
  });
});
