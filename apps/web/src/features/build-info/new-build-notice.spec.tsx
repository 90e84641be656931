import { act, fireEvent, render, screen } from '@testing-library/react';
import { fetchLatestBuildId } from './build-id';
import { NewBuildNotice } from './new-build-notice';

const flush = () => act(async () => undefined);

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('NewBuildNotice', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays hidden while the server serves the running build and shows once it serves another', async () => {
    let latest = 'build-1';
    const fetchLatest = jest.fn(async () => latest);
    render(<NewBuildNotice currentId="build-1" fetchLatest={fetchLatest} />);
    await act(async () => {
      jest.advanceTimersByTime(5 * 60 * 1000);
    });
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();

    latest = 'build-2';
    await act(async () => {
      jest.advanceTimersByTime(5 * 60 * 1000);
    });
    await flush();
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('Eine neue Version des Shops ist verfügbar.');
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy();

    // Persistent: it does not go away and checking stops.
    await act(async () => {
      jest.advanceTimersByTime(60 * 60 * 1000);
    });
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(fetchLatest).toHaveBeenCalledTimes(2);
  });

  it('checks when the page becomes visible again, at most every 30 s', async () => {
    const fetchLatest = jest.fn(async () => 'build-1');
    render(<NewBuildNotice currentId="build-1" fetchLatest={fetchLatest} />);
    setVisibility('visible');
    await flush();
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(30_000);
    setVisibility('visible');
    expect(fetchLatest).toHaveBeenCalledTimes(2);
  });

  it('reloads with its button', async () => {
    const reload = jest.fn();
    render(<NewBuildNotice currentId="build-1" fetchLatest={async () => 'build-2'} reload={reload} />);
    setVisibility('visible');
    await flush();
    fireEvent.click(screen.getByRole('button'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores unreadable answers and does nothing without a build id', async () => {
    const unreadable = jest.fn(async () => null);
    const { unmount } = render(<NewBuildNotice currentId="build-1" fetchLatest={unreadable} />);
    setVisibility('visible');
    await flush();
    expect(unreadable).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    const never = jest.fn(async () => 'build-2');
    render(<NewBuildNotice currentId={null} fetchLatest={never} />);
    setVisibility('visible');
    await flush();
    expect(never).not.toHaveBeenCalled();
  });
});

describe('fetchLatestBuildId', () => {
  const answer = (ok: boolean, body: unknown) =>
    jest.fn(async () => ({ ok, json: async () => body }) as unknown as Response);

  it('reads the id of builds/latest.json without cache', async () => {
    const fetchMock = answer(true, { id: 'build-7', builtAt: '2026-11-23T10:00:00Z' });
    expect(await fetchLatestBuildId(fetchMock as unknown as typeof fetch)).toBe('build-7');
    expect(fetchMock).toHaveBeenCalledWith(
      '/builds/latest.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('is null for errors, HTML fallbacks and missing ids', async () => {
    expect(await fetchLatestBuildId(answer(false, {}) as unknown as typeof fetch)).toBeNull();
    expect(await fetchLatestBuildId(answer(true, {}) as unknown as typeof fetch)).toBeNull();
    const html = jest.fn(async () => ({ ok: true, json: async () => JSON.parse('<!doctype html>') }));
    expect(await fetchLatestBuildId(html as unknown as typeof fetch)).toBeNull();
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await fetchLatestBuildId(offline as unknown as typeof fetch)).toBeNull();
  });
});
