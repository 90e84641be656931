import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createCache } from '../../app/apollo-client';
import { i18nFor } from '../../i18n/i18n';
import { categoryTreeMock } from '../../testing/graphql-fixtures';
import { LocaleContext, localeContextOf } from '../locale/locale-context';
import { MainNavigation } from './main-navigation';

function renderNavigation(onNavigate = jest.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <LocaleContext.Provider value={localeContextOf('de-at')}>
            <I18nextProvider i18n={i18nFor('de')}>
              <MainNavigation id="main-navigation" open={false} onNavigate={onNavigate} />
              <button type="button">Elsewhere</button>
            </I18nextProvider>
          </LocaleContext.Provider>
        ),
      },
    ],
    { initialEntries: ['/de-at'] },
  );
  render(
    <MockedProvider mocks={[categoryTreeMock('de-at')]} cache={createCache()}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return onNavigate;
}

describe('MainNavigation (disclosure pattern)', () => {
  it('is a named navigation landmark whose category button controls its closed panel', async () => {
    renderNavigation();
    const nav = screen.getByRole('navigation', { name: 'Sortiment' });
    const toggle = await within(nav).findByRole('button', { name: 'Bodenpflege' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panelId = toggle.getAttribute('aria-controls')!;
    expect(panelId).toBeTruthy();
    expect(document.getElementById(panelId)).toBeNull();
  });

  it('opens the panel from the button, with its links, and reflects it in aria-expanded', async () => {
    renderNavigation();
    const toggle = await screen.findByRole('button', { name: 'Bodenpflege' });
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'Bodenreiniger' }).getAttribute('href')).toMatch(
      /\/de-at\/.*floor-cleaners/,
    );
    expect(within(panel).getByRole('link', { name: 'Grundreiniger' })).toBeTruthy();
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('is reached with Tab: native buttons (Enter and Space open them), the open panel right after its button', async () => {
    renderNavigation();
    const toggle = await screen.findByRole('button', { name: 'Bodenpflege' });
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle.getAttribute('type')).toBe('button');
    act(() => toggle.click());
    const tabbable = [
      ...document.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex]'),
    ].filter((element) => element.tabIndex >= 0);
    expect(tabbable.filter((element) => element.tabIndex > 0)).toEqual([]);
    const next = tabbable[tabbable.indexOf(toggle) + 1];
    expect(next.textContent).toBe('Alles aus Bodenpflege');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.contains(next)).toBe(true);
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    renderNavigation();
    const toggle = await screen.findByRole('button', { name: 'Bodenpflege' });
    act(() => toggle.click());
    const link = screen.getByRole('link', { name: 'Grundreiniger' });
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes when the focus moves on past the panel', async () => {
    renderNavigation();
    const toggle = await screen.findByRole('button', { name: 'Bodenpflege' });
    act(() => toggle.click());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click outside the navigation, not on one inside its panel', async () => {
    renderNavigation();
    const toggle = await screen.findByRole('button', { name: 'Bodenpflege' });
    act(() => toggle.click());
    fireEvent.pointerDown(screen.getByText('Alles aus Bodenpflege'));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes and tells the header when a link is followed', async () => {
    const onNavigate = renderNavigation();
    const toggle = await screen.findByRole('button', { name: 'Bodenpflege' });
    act(() => toggle.click());
    act(() => screen.getByRole('link', { name: 'Bodenreiniger' }).click());
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
