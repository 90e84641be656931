import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { POSSIBLE_TYPES } from '../../app/possible-types';
import { layoutMocks, product, routeMock } from '../../testing/graphql-fixtures';
import { renderRoute, stubMaintenanceFetch } from '../../testing/render-route';
import { CONTENT_PAGE_QUERY, SUBSCRIBE_NEWSLETTER_MUTATION } from './content.queries';

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;
const reusable = { maxUsageCount: Number.POSITIVE_INFINITY };
/** The whole route table renders first (guards, layout); give it time on a busy machine. */
const SLOW = { timeout: 8000 };

const span = (text: string, extra: Partial<{ bold: boolean; italic: boolean; href: string }> = {}) => ({
  __typename: 'RichTextSpan',
  text,
  bold: false,
  italic: false,
  href: null,
  ...extra,
});
const node = (kind: string, spans: unknown[], extra: Record<string, unknown> = {}) => ({
  __typename: 'RichTextNode',
  kind,
  level: null,
  ordered: null,
  spans,
  items: [],
  ...extra,
});

/** One block of every type of the schema's ContentBlock union. */
const ALL_BLOCKS = [
  {
    __typename: 'HeroBannerBlock',
    id: 'hero',
    headline: 'Sauberkeit, auf die Sie sich verlassen können',
    text: 'Profiprodukte',
    image: '/api/images/hero/de-at.svg',
    ctaLabel: 'Sortiment entdecken',
    ctaLink: '/c/bodenpflege',
  },
  {
    __typename: 'CategorySliderBlock',
    id: 'cats',
    headline: 'Unsere Sortimente',
    categories: [
      {
        __typename: 'Category',
        id: 'c1',
        key: 'floor',
        name: 'Bodenpflege',
        slug: 'bodenpflege',
        productCount: 3,
      },
    ],
  },
  {
    __typename: 'ProductSliderBlock',
    id: 'slider',
    headline: 'Meistgekauft',
    products: [product('p1', 'Unterhaltsreiniger')],
  },
  {
    __typename: 'RichTextBlock',
    id: 'text',
    nodes: [
      node('HEADING', [span('Geltungsbereich')], { level: 2 }),
      node('PARAGRAPH', [
        span('Lesen Sie die '),
        span('AGB', { bold: true, href: '/footer/agb' }),
        span(' <b>jetzt</b>'),
      ]),
      node('LIST', [], {
        ordered: true,
        items: [
          { __typename: 'RichTextListItem', spans: [span('Erstens')] },
          { __typename: 'RichTextListItem', spans: [span('Zweitens', { italic: true })] },
        ],
      }),
    ],
  },
  {
    __typename: 'ProductListingBlock',
    id: 'listing',
    headline: 'Maschinen und Zubehör',
    limit: 8,
    category: { __typename: 'Category', id: 'c2', name: 'Maschinen', slug: 'maschinen' },
    products: [product('p2', 'Scheuersaugmaschine'), product('p3', 'Pad rot')],
  },
  {
    __typename: 'AccordionBlock',
    id: 'faq',
    headline: 'Häufige Fragen',
    items: [
      {
        __typename: 'AccordionItem',
        title: 'Warum sehe ich keine Preise?',
        body: [node('PARAGRAPH', [span('Preise sehen angemeldete Benutzer.')])],
      },
    ],
  },
  {
    __typename: 'TableBlock',
    id: 'table',
    headline: 'Lieferzeiten und Kosten',
    caption: 'Preise zzgl. USt.',
    head: ['Bestellwert', 'Lieferzeit', 'Versandkosten'],
    rows: [
      ['unter 150 €', '1–2 Werktage', '9,90 €'],
      ['ab 150 €', '1–2 Werktage', 'frei'],
    ],
    rowHeaders: true,
  },
  {
    __typename: 'VideoTeaserBlock',
    id: 'video',
    headline: 'Richtig dosieren',
    text: 'In zwei Minuten erklärt.',
    poster: '/api/images/hero/de-at.svg',
    videoUrl: 'https://videos.example.com/dosing',
    durationSeconds: 130,
  },
  {
    __typename: 'QuoteSliderBlock',
    id: 'quotes',
    headline: 'Das sagen unsere Kunden',
    quotes: [
      { __typename: 'Quote', text: 'Pünktlich geliefert.', author: 'Maria Huber', company: 'Pflegeheim' },
    ],
  },
  {
    __typename: 'HotlineBoxBlock',
    id: 'hotline',
    headline: 'Kundenservice',
    text: 'Wir sind für Sie da.',
    phone: '+43 1 616 20 00',
    phoneHref: 'tel:+4316162000',
    email: 'service@20hhat.example',
    hours: 'Mo–Fr 7:30–17:00 Uhr',
  },
  {
    __typename: 'NewsletterFormBlock',
    id: 'newsletter',
    headline: 'Newsletter',
    text: 'Einmal im Monat.',
    privacyLink: '/footer/datenschutz',
  },
];

function storyMock(slug: string, variables: Record<string, unknown>, blocks: unknown[], extra = {}): Mock {
  return {
    ...reusable,
    request: { query: CONTENT_PAGE_QUERY, variables: { locale: 'de-at', slug, ...variables } },
    result: {
      data: {
        content: {
          __typename: 'ContentStory',
          id: slug,
          slug,
          locale: 'de-at',
          title: 'Alle Inhaltsbausteine',
          seoDescription: '',
          draft: false,
          isFallback: false,
          blocks,
          ...extra,
        },
      },
    },
  };
}

const notFoundMock = (slug: string, variables: Record<string, unknown>): Mock => ({
  ...reusable,
  request: { query: CONTENT_PAGE_QUERY, variables: { locale: 'de-at', slug, ...variables } },
  result: { errors: [{ message: 'error.content-not-found', extensions: { code: 'NOT_FOUND' } }] as never },
});

const subscribeMock = (email: string, result: Mock['result']): Mock => ({
  request: { query: SUBSCRIBE_NEWSLETTER_MUTATION, variables: { input: { locale: 'de-at', email } } },
  result,
});

describe('content blocks', () => {
  beforeEach(() => stubMaintenanceFetch());

  it('kitchensink renders every block type of the schema, accessibly', async () => {
    const { container } = renderRoute('/de-at/kitchensink', [
      ...layoutMocks('de-at'),
      storyMock('global/kitchensink', {}, ALL_BLOCKS),
    ]);
    await screen.findByRole('heading', { name: 'Lieferzeiten und Kosten' }, SLOW);
    const rendered = [...container.querySelectorAll('[data-block]')].map((el) =>
      el.getAttribute('data-block'),
    );
    expect([...rendered].sort()).toEqual([...POSSIBLE_TYPES.ContentBlock].sort());
    for (const item of container.querySelectorAll('[data-block]')) {
      expect(item.querySelector('.kitchensink__label')!.nextElementSibling).not.toBeNull();
    }

    // Rich text: elements, not markup; links through the router.
    const agb = screen.getByRole('link', { name: 'AGB' });
    expect(agb.getAttribute('href')).toBe('/de-at/footer/agb');
    expect(agb.querySelector('strong')).not.toBeNull();
    expect(screen.getByText(/<b>jetzt<\/b>/)).toBeTruthy();
    expect(container.querySelector('.rich-text b')).toBeNull();
    expect(screen.getByText('Zweitens').tagName).toBe('EM');

    // Product listing: cards and a link to the whole category.
    const listing = screen.getByRole('region', { name: 'Maschinen und Zubehör' });
    expect(within(listing).getAllByRole('article')).toHaveLength(2);
    expect(within(listing).getByRole('link', { name: 'Alle anzeigen: Maschinen' }).getAttribute('href')).toBe(
      '/de-at/c/maschinen',
    );

    // Accordion: native disclosure.
    const question = screen.getByText('Warum sehe ich keine Preise?');
    expect(question.tagName).toBe('SUMMARY');
    expect(question.closest('details')!.open).toBe(false);

    // Table: caption, column and row headers.
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['unter 150 €', 'ab 150 €']);
    expect(within(table).getByText('Preise zzgl. USt.').tagName).toBe('CAPTION');

    // Video: a poster and links, no embed from the video host.
    const watch = screen.getByRole('link', {
      name: /^Video ansehen: Richtig dosieren \(öffnet in neuem Tab\) ?, Dauer 2:10$/,
    });
    expect(watch.getAttribute('href')).toBe('https://videos.example.com/dosing');
    expect(watch.getAttribute('rel')).toContain('noopener');
    expect(within(watch).getByText('2:10')).toBeTruthy();
    expect(container.querySelector('iframe, video')).toBeNull();
    expect(
      [...container.querySelectorAll('img')].every((img) => !img.src.includes('videos.example.com')),
    ).toBe(true);

    // Quotes, hotline.
    expect(screen.getByText('Pünktlich geliefert.').closest('blockquote')).not.toBeNull();
    expect(screen.getByRole('link', { name: '+43 1 616 20 00' }).getAttribute('href')).toBe(
      'tel:+4316162000',
    );
    expect(screen.getByRole('link', { name: 'service@20hhat.example' }).getAttribute('href')).toBe(
      'mailto:service@20hhat.example',
    );
  });

  it('newsletter: refuses a malformed address without a request, shows server errors and the success', async () => {
    const newsletter = [ALL_BLOCKS.find((block) => block.__typename === 'NewsletterFormBlock')!];
    renderRoute('/de-at/kitchensink', [
      ...layoutMocks('de-at'),
      storyMock('global/kitchensink', {}, newsletter),
      subscribeMock('rejected@firma.at', {
        errors: [
          { message: 'error.newsletter-email-invalid', extensions: { code: 'BAD_USER_INPUT' } },
        ] as never,
      }),
      subscribeMock('einkauf@firma.at', {
        data: { subscribeNewsletter: { __typename: 'NewsletterSignupResult', ok: true } },
      }),
    ]);
    const field = await screen.findByLabelText('E-Mail-Adresse', {}, SLOW);
    const form = screen.getByRole('region', { name: 'Newsletter' });
    const submit = within(form).getByRole('button', { name: 'Anmelden' });

    fireEvent.change(field, { target: { value: 'kein-at-zeichen' } });
    fireEvent.click(submit);
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: 'rejected@firma.at' } });
    fireEvent.click(submit);
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Anmelden' })).toBeTruthy());
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );

    fireEvent.change(field, { target: { value: ' einkauf@firma.at ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Anmelden' }));
    expect((await within(form).findByRole('status')).textContent).toContain('Danke!');
  });

  it('preview sends the token of the URL and shows the draft; without a story it is the 404', async () => {
    const draft = [ALL_BLOCKS.find((block) => block.__typename === 'RichTextBlock')!];
    renderRoute('/de-at/preview/partner/fruehjahrsaktion?token=secret-token', [
      ...layoutMocks('de-at'),
      routeMock('/de-at/preview/partner/fruehjahrsaktion'),
      storyMock(
        'partner/fruehjahrsaktion',
        { preview: true, token: 'secret-token', fallback: false },
        draft,
        {
          title: 'Vorschau: Frühjahrsaktion',
          draft: true,
        },
      ),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vorschau: Frühjahrsaktion' }, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('partner/fruehjahrsaktion');
  });

  it('preview with a wrong or no token is the 404 page', async () => {
    renderRoute('/de-at/preview/partner/fruehjahrsaktion', [
      ...layoutMocks('de-at'),
      routeMock('/de-at/preview/partner/fruehjahrsaktion'),
      notFoundMock('partner/fruehjahrsaktion', { preview: true, token: null, fallback: false }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' }, SLOW)).toBeTruthy();
    expect(screen.queryByText('Dieser Entwurf ist nur in der Vorschau sichtbar.')).toBeNull();
  });

  it('a content page asks for the fallback and shows it below the 404 when the story is gone', async () => {
    const fallback = [
      {
        __typename: 'RichTextBlock',
        id: 'fb',
        nodes: [
          node('LIST', [], {
            ordered: false,
            items: [
              { __typename: 'RichTextListItem', spans: [span('Hilfe & FAQ', { href: '/footer/hilfe' })] },
            ],
          }),
        ],
      },
    ];
    renderRoute('/de-at/footer/alt', [
      ...layoutMocks('de-at'),
      routeMock('/de-at/footer/alt'),
      storyMock('footer/alt', { preview: false, token: null, fallback: true }, fallback, {
        slug: 'global/fallback',
        title: 'Diese Seite gibt es nicht',
        isFallback: true,
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Diese Seite gibt es nicht' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hilfe & FAQ' }).getAttribute('href')).toBe(
      '/de-at/footer/hilfe',
    );
  });
});
