import { act, screen } from '@testing-library/react';
import { contentMock, layoutMocks, product, unitPricesMock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import { homePage } from '../../routes/route-elements';
import { loadPageLanguage } from '../../i18n/i18n';

jest.mock('../../i18n/i18n', () => {
  const actual = jest.requireActual<typeof import('../../i18n/i18n')>('../../i18n/i18n');
  return { ...actual, loadPageLanguage: jest.fn(actual.loadPageLanguage) };
});

/**
 * Product cards draw with texts outside the shell part (decision 0127): the product blocks wait for
 * all texts of the page's language, and a skeleton of the block holds their place until then.
 */
describe('product blocks and the language texts', () => {
  beforeAll(() => homePage.preload(), 20_000);
  beforeEach(() => stubMaintenanceFetch());

  it('draw their cards only once all texts of the language are there', async () => {
    let textsThere!: () => void;
    const texts = new Promise<void>((resolve) => (textsThere = resolve));
    jest.mocked(loadPageLanguage).mockReturnValue(texts);
    const blocks = [
      {
        __typename: 'HeroBannerBlock',
        id: 'h',
        headline: 'Willkommen zurück',
        text: 't',
        image: '/x.svg',
        ctaLabel: 'c',
        ctaLink: 'c/x',
      },
      {
        __typename: 'ProductSliderBlock',
        id: 's',
        headline: 'Empfohlen',
        products: [product('p1', 'Reiniger')],
      },
    ];
    renderRoute('/de-at', [
      ...layoutMocks('de-at'),
      contentMock('de-at', blocks),
      unitPricesMock('de-at', ['SKU-p1'], {}),
    ]);
    expect(await screen.findByRole('heading', { name: 'Willkommen zurück' }, { timeout: 8000 })).toBeTruthy();
    // The block's place is held with its headline; no card yet.
    expect(screen.getByRole('heading', { name: 'Empfohlen' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Reiniger' })).toBeNull();
    expect(loadPageLanguage).toHaveBeenCalled();
    await act(async () => textsThere());
    expect(await screen.findAllByRole('link', { name: 'Reiniger' })).not.toHaveLength(0);
  });
});
