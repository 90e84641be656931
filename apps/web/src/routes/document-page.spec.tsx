import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { RELOAD_MARKER_KEY, reloadToPath } from '../features/build-info/chunk-reload';
import { i18nFor } from '../i18n/i18n';
import { DocumentLoad } from './document-page';
import { routePageOfPath } from './route-elements';

jest.mock('../features/build-info/chunk-reload', () => ({
  ...jest.requireActual('../features/build-info/chunk-reload'),
  reloadToPath: jest.fn(() => true),
}));

/** The shop's scan-me route: scan-me is a page of its own (scan-me.html, decision 0125). */
function openInShop(path: string) {
  return render(
    <I18nextProvider i18n={i18nFor('de')}>
      <MemoryRouter initialEntries={[path]}>
        <DocumentLoad />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('a link to scan-me inside the shop', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.mocked(reloadToPath).mockClear();
  });

  it('loads the page anew at its path (query and hash kept), a skeleton meanwhile', () => {
    openInShop('/de-at/scannen?x=1#liste');
    expect(reloadToPath).toHaveBeenCalledWith('/de-at/scannen?x=1#liste');
    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
  });

  it('shows the error state with a retry instead of a reload loop when the path just came back', () => {
    sessionStorage.setItem(
      RELOAD_MARKER_KEY,
      JSON.stringify({ at: Date.now() - 2000, path: '/de-at/scannen' }),
    );
    openInShop('/de-at/scannen');
    expect(reloadToPath).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Erneut versuchen');
  });

  it('is the shop’s page of the scan-me route, drawn with the shell texts', async () => {
    const page = routePageOfPath('/bg-bg/skanirane')!;
    expect(page.texts).toBe('shell');
    await page.preload();
    render(
      <I18nextProvider i18n={i18nFor('de')}>
        <MemoryRouter initialEntries={['/bg-bg/skanirane']}>{page.element()}</MemoryRouter>
      </I18nextProvider>,
    );
    await waitFor(() => expect(reloadToPath).toHaveBeenCalledWith('/bg-bg/skanirane'));
  });
});
