import { render, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LOCALES, SHOP_LOCALES, type LocaleCode } from '@shop/locales';
import { createCache } from '../../app/apollo-client';
import { i18nFor } from '../../i18n/i18n';
import { meMock } from '../../testing/graphql-fixtures';
import { LocaleContext, localeContextOf } from '../locale/locale-context';
import { AccountMenu } from './account-menu';

function renderMenu(locale: LocaleCode) {
  const router = createMemoryRouter([{ path: '*', element: <AccountMenu /> }], {
    initialEntries: [`/${locale}`],
  });
  return render(
    <MockedProvider mocks={[meMock(null)]} cache={createCache()}>
      <LocaleContext.Provider value={localeContextOf(locale)}>
        <I18nextProvider i18n={i18nFor(LOCALES[locale].language)}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </LocaleContext.Provider>
    </MockedProvider>,
  );
}

describe('the header’s login for guests', () => {
  // Narrow screens hide the label visually (account-menu.css); it must stay the link's name there.
  it.each(SHOP_LOCALES)(
    '%s: an icon and the label in its own element, which names the link',
    async (locale) => {
      renderMenu(locale);
      const label = i18nFor(LOCALES[locale].language).t('header.login');
      const link = await screen.findByRole('link', { name: label });
      expect(link.getAttribute('href')).toBe(`/${locale}/login`);
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      expect(link.querySelector('.account-menu__login-label')?.textContent).toBe(label);
    },
  );
});
