import { render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteError } from '@shop/domain';
import { createCache } from '../../app/apollo-client';
import { i18nFor } from '../../i18n/i18n';
import { layoutMocks, meMock, routeMock, shopConfigMock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import { CONTENT_PAGE_QUERY } from '../../features/content/content.queries';
import { FALLBACK_SLUG } from '@shop/domain';
import { LocaleContext, localeContextOf } from '../../features/locale/locale-context';
import { ErrorPage } from './error-page';

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;
const SLOW = { timeout: 5000 };
jest.setTimeout(20_000);

const FALLBACK_VARIABLES = {
  locale: 'de-at',
  slug: FALLBACK_SLUG,
  preview: false,
  token: null,
  fallback: true,
};

/** The CMS fallback story of de-at: a title and a list of help links. */
const fallbackStoryMock: Mock = {
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 20,
  request: { query: CONTENT_PAGE_QUERY, variables: FALLBACK_VARIABLES },
  result: {
    data: {
      content: {
        __typename: 'ContentStory',
        id: 'fallback-de-at',
        slug: FALLBACK_SLUG,
        locale: 'de-at',
        title: 'Vielleicht suchen Sie das hier',
        seoDescription: null,
        draft: false,
        isFallback: false,
        blocks: [
          {
            __typename: 'RichTextBlock',
            id: 'help',
            nodes: [
              {
                __typename: 'RichTextNode',
                kind: 'PARAGRAPH',
                level: null,
                ordered: null,
                items: [],
                spans: [
                  {
                    __typename: 'RichTextSpan',
                    text: 'Hilfe & FAQ',
                    bold: false,
                    italic: false,
                    href: '/footer/hilfe',
                  },
                ],
              },
            ],
          },
        ],
      },
    },
  },
};

function renderError(error: RouteError, path = '/de-at/x', mocks: Mock[] = []) {
  const router = createMemoryRouter([{ path: '*', element: <ErrorPage error={error} /> }], {
    initialEntries: [path],
  });
  return render(
    <MockedProvider mocks={[shopConfigMock('de-at'), meMock(null), ...mocks]} cache={createCache()}>
      <LocaleContext.Provider value={localeContextOf('de-at')}>
        <I18nextProvider i18n={i18nFor('de')}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </LocaleContext.Provider>
    </MockedProvider>,
  );
}

describe('ErrorPage', () => {
  it('shows another status with its code and a homepage button only', () => {
    renderError({ status: 500, fatal: true, message: 'Error' }, '/de-at/x', [fallbackStoryMock]);
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Fehler 500' })).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Zur Startseite']);
    // No fallback story (and no placeholder for one) below other errors.
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers login to guests and the account to signed-in users without access', () => {
    const { unmount } = renderError(
      { status: 403, fatal: true, message: 'Forbidden', isAuthenticated: false, accessGranted: false },
      '/de-at/account/mein-konto/budgets?x=1',
    );
    expect(screen.getByText('Bitte melden Sie sich an, um diese Seite zu sehen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe(
      '/de-at/login?redirect=%2Fde-at%2Faccount%2Fmein-konto%2Fbudgets%3Fx%3D1',
    );
    expect(screen.queryByRole('link', { name: 'Zu meinem Konto' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    unmount();

    renderError({
      status: 403,
      fatal: true,
      message: 'Forbidden',
      isAuthenticated: true,
      accessGranted: false,
    });
    expect(screen.getByRole('link', { name: 'Zu meinem Konto' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Anmelden' })).toBeNull();
  });

  it('shows the CMS fallback story below a 404, keeping the homepage button; a placeholder holds its place meanwhile', async () => {
    const { container } = renderError({ status: 404, fatal: false, message: 'Page not found' }, '/de-at/x', [
      fallbackStoryMock,
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    const loading = screen.getByRole('status');
    expect(loading.textContent).toContain('Wird geladen');
    expect(loading.classList).toContain('fallback-story');

    const story = await screen.findByRole('region', { name: 'Vielleicht suchen Sie das hier' }, SLOW);
    expect(screen.queryByRole('status')).toBeNull();
    expect(story.classList).toContain('fallback-story');
    // The story's blocks load after the first draw, behind a skeleton of their shape (decision 0129).
    const help = await within(story).findByRole('link', { name: 'Hilfe & FAQ' }, SLOW);
    expect(help.getAttribute('href')).toBe('/de-at/footer/hilfe');
    const home = screen.getByRole('link', { name: 'Zur Startseite' });
    expect(home.getAttribute('href')).toBe('/de-at');
    // Picture, title and button first, the story beneath them.
    expect(home.compareDocumentPosition(story) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelector('.error-page svg')).not.toBeNull();
  });

  it('a fatal 404 (failed route validation) gets the fallback story too', async () => {
    renderError({ status: 404, fatal: true, message: 'Page Not Found' }, '/de-at/c/a.b', [fallbackStoryMock]);
    expect(screen.getByText('Seite nicht gefunden: /de-at/c/a.b')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Vielleicht suchen Sie das hier' }, SLOW)).toBeTruthy();
  });

  it('shows the 404 alone when the CMS has no fallback story', async () => {
    renderError({ status: 404, fatal: false, message: 'Page not found' }, '/de-at/x', [
      {
        request: { query: CONTENT_PAGE_QUERY, variables: FALLBACK_VARIABLES },
        result: {
          errors: [new GraphQLError('error.content-not-found', { extensions: { code: 'NOT_FOUND' } })],
        },
      },
    ]);
    expect(screen.getByRole('status')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), SLOW);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeTruthy();
  });
});

describe('the guard runner’s 404', () => {
  beforeEach(() => stubMaintenanceFetch());

  it('an unknown content slug shows the 404 with the CMS fallback story below it', async () => {
    renderRoute('/de-at/gibt-es-nicht', [
      ...layoutMocks('de-at'),
      routeMock('/de-at/gibt-es-nicht', { notFound: true }),
      fallbackStoryMock,
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Vielleicht suchen Sie das hier' }, SLOW)).toBeTruthy();
  });
});
