import { FALLBACK_SLUG, KITCHENSINK_SLUG } from '@shop/domain';
import {
  buildPath,
  LOCALES,
  SHOP_LOCALES,
  type Language,
  type LocaleCode,
  type MandantCode,
} from '@shop/locales';
import type { CategoryRow, ProductRow } from './catalogue';
import {
  CONTENT_TEXTS,
  FOOTER_PAGE_KEYS,
  type ContentTexts,
  type FooterPageKey,
  type PageText,
} from './cms-content-texts';
import { richText } from './cms-rich-text';

export interface CmsStoryRow {
  locale: LocaleCode;
  slug: string;
  name: string;
  content: Record<string, unknown>;
  /** Drafts are served only in preview mode. */
  draft: boolean;
}

/** Slug of the partner page seeded in every locale, and of the draft shown only in preview. */
export const PARTNER_SLUG = 'partner/servicepartner-reinigungstechnik';
export const DRAFT_SLUG = 'partner/fruehjahrsaktion';

interface TenantContactData {
  street: string;
  city: string;
  phone: string;
  email: string;
  vat: string;
}

const TENANT_CONTACT: Record<MandantCode, TenantContactData> = {
  '20HHAT': {
    street: 'Industriestraße 12',
    city: '1230 Wien',
    phone: '+43 1 616 20 00',
    email: 'service@20hhat.example',
    vat: 'ATU12345678',
  },
  '30HHDE': {
    street: 'Hafenstraße 8',
    city: '28217 Bremen',
    phone: '+49 421 380 90 00',
    email: 'service@30hhde.example',
    vat: 'DE123456789',
  },
  '80HHCZ': {
    street: 'Průmyslová 1472',
    city: '108 00 Praha 10',
    phone: '+420 272 700 100',
    email: 'servis@80hhcz.example',
    vat: 'CZ12345678',
  },
  '50HHSK': {
    street: 'Priemyselná 6',
    city: '821 09 Bratislava',
    phone: '+421 2 5020 3000',
    email: 'servis@50hhsk.example',
    vat: 'SK2020123456',
  },
  '41HHIC': {
    street: 'Via dell’Industria 21',
    city: '39100 Bolzano',
    phone: '+39 0471 830 300',
    email: 'servizio@41hhic.example',
    vat: 'IT01234567890',
  },
  '57HHBG': {
    street: 'бул. „Цариградско шосе“ 115',
    city: '1784 София',
    phone: '+359 2 960 40 00',
    email: 'service@57hhbg.example',
    vat: 'BG123456789',
  },
};

interface HomeTexts {
  title: string;
  seo: string;
  heroHeadline: string;
  heroText: string;
  cta: string;
  categories: string;
  bestsellers: string;
  novelties: string;
}

const HOME: Record<Language, HomeTexts> = {
  de: {
    title: 'Reinigung und Hygiene für Profis',
    seo: 'Reinigungsmittel, Hygienepapier, Spender und Maschinen für Gewerbe, Pflege und Gastronomie – mit Kundenpreisen und schneller Lieferung.',
    heroHeadline: 'Sauberkeit, auf die Sie sich verlassen können',
    heroText:
      'Über 1.500 Profiprodukte für Gebäudereinigung, Küche und Waschraum – geliefert mit unserem eigenen Fuhrpark.',
    cta: 'Sortiment entdecken',
    categories: 'Unsere Sortimente',
    bestsellers: 'Meistgekauft',
    novelties: 'Neu im Sortiment',
  },
  cs: {
    title: 'Úklid a hygiena pro profesionály',
    seo: 'Čisticí prostředky, hygienický papír, zásobníky a stroje pro firmy, zdravotnictví a gastronomii – se zákaznickými cenami a rychlým doručením.',
    heroHeadline: 'Čistota, na kterou se můžete spolehnout',
    heroText:
      'Více než 1 500 profesionálních produktů pro úklid budov, kuchyně a umývárny – doručujeme vlastní dopravou.',
    cta: 'Prohlédnout sortiment',
    categories: 'Naše sortimenty',
    bestsellers: 'Nejprodávanější',
    novelties: 'Novinky v sortimentu',
  },
  sk: {
    title: 'Upratovanie a hygiena pre profesionálov',
    seo: 'Čistiace prostriedky, hygienický papier, zásobníky a stroje pre firmy, zdravotníctvo a gastronómiu – so zákazníckymi cenami a rýchlym doručením.',
    heroHeadline: 'Čistota, na ktorú sa môžete spoľahnúť',
    heroText:
      'Viac ako 1 500 profesionálnych produktov pre upratovanie budov, kuchyne a umyvárne – doručujeme vlastnou dopravou.',
    cta: 'Objaviť sortiment',
    categories: 'Naše sortimenty',
    bestsellers: 'Najpredávanejšie',
    novelties: 'Novinky v sortimente',
  },
  it: {
    title: 'Pulizia e igiene per professionisti',
    seo: 'Detergenti, carta igienica, dispenser e macchine per aziende, sanità e ristorazione – con prezzi cliente e consegna rapida.',
    heroHeadline: 'Pulizia su cui potete contare',
    heroText:
      'Oltre 1.500 prodotti professionali per pulizia di edifici, cucine e bagni – consegnati con i nostri mezzi.',
    cta: 'Scopri l’assortimento',
    categories: 'I nostri assortimenti',
    bestsellers: 'I più acquistati',
    novelties: 'Novità in assortimento',
  },
  bg: {
    title: 'Почистване и хигиена за професионалисти',
    seo: 'Почистващи препарати, хигиенна хартия, диспенсъри и машини за фирми, здравеопазване и ресторанти – с клиентски цени и бърза доставка.',
    heroHeadline: 'Чистота, на която можете да разчитате',
    heroText:
      'Над 1 500 професионални продукта за почистване на сгради, кухни и санитарни помещения – доставяни с наш транспорт.',
    cta: 'Разгледайте асортимента',
    categories: 'Нашите асортименти',
    bestsellers: 'Най-купувани',
    novelties: 'Нови в асортимента',
  },
};

/** Target: a content path, a redirect source (/karriere) or 'contact' (the contact route of the locale). */
type FooterLinkDef = [label: string, path: string, icon?: string];

interface FooterTexts {
  service: [string, FooterLinkDef[]];
  company: [string, FooterLinkDef[]];
  assortment: string;
  legal: [string, FooterLinkDef[]];
  rights: string;
  /** The unique selling points of the USP banner. */
  usps: string[];
}

const FOOTER: Record<Language, FooterTexts> = {
  de: {
    service: [
      'Service',
      [
        ['Kontakt', 'contact', 'phone'],
        ['Hilfe & FAQ', '/footer/hilfe'],
        ['Lieferung & Versand', '/footer/lieferung', 'truck'],
        ['Rücksendungen', '/footer/retouren'],
      ],
    ],
    company: [
      'Unternehmen',
      [
        ['Über uns', '/footer/ueber-uns'],
        ['Karriere', '/karriere'],
        ['Nachhaltigkeit', '/footer/nachhaltigkeit', 'leaf'],
      ],
    ],
    assortment: 'Sortiment',
    legal: [
      'Rechtliches',
      [
        ['Impressum', '/footer/impressum'],
        ['AGB', '/footer/agb'],
        ['Datenschutz', '/footer/datenschutz'],
      ],
    ],
    rights: 'Alle Preise zzgl. gesetzlicher USt.',
    usps: [
      'Lieferung in 24–48 Stunden mit eigener Flotte',
      'Ihre Kundenpreise nach der Anmeldung',
      'Persönliche Beratung durch Hygiene-Fachleute',
      'Über 1 500 Profi-Produkte',
    ],
  },
  cs: {
    service: [
      'Služby',
      [
        ['Kontakt', 'contact', 'phone'],
        ['Nápověda', '/footer/hilfe'],
        ['Doprava a doručení', '/footer/lieferung', 'truck'],
        ['Vrácení zboží', '/footer/retouren'],
      ],
    ],
    company: [
      'Společnost',
      [
        ['O nás', '/footer/ueber-uns'],
        ['Kariéra', '/karriere'],
        ['Udržitelnost', '/footer/nachhaltigkeit', 'leaf'],
      ],
    ],
    assortment: 'Sortiment',
    legal: [
      'Právní informace',
      [
        ['Provozovatel', '/footer/impressum'],
        ['Obchodní podmínky', '/footer/agb'],
        ['Ochrana osobních údajů', '/footer/datenschutz'],
      ],
    ],
    rights: 'Všechny ceny jsou uvedeny bez DPH.',
    usps: [
      'Dodání do 24–48 hodin vlastní dopravou',
      'Vaše zákaznické ceny po přihlášení',
      'Osobní poradenství od odborníků na hygienu',
      'Více než 1 500 profesionálních produktů',
    ],
  },
  sk: {
    service: [
      'Služby',
      [
        ['Kontakt', 'contact', 'phone'],
        ['Pomoc', '/footer/hilfe'],
        ['Doprava a doručenie', '/footer/lieferung', 'truck'],
        ['Vrátenie tovaru', '/footer/retouren'],
      ],
    ],
    company: [
      'Spoločnosť',
      [
        ['O nás', '/footer/ueber-uns'],
        ['Kariéra', '/karriere'],
        ['Udržateľnosť', '/footer/nachhaltigkeit', 'leaf'],
      ],
    ],
    assortment: 'Sortiment',
    legal: [
      'Právne informácie',
      [
        ['Prevádzkovateľ', '/footer/impressum'],
        ['Obchodné podmienky', '/footer/agb'],
        ['Ochrana osobných údajov', '/footer/datenschutz'],
      ],
    ],
    rights: 'Všetky ceny sú uvedené bez DPH.',
    usps: [
      'Doručenie do 24–48 hodín vlastnou dopravou',
      'Vaše zákaznícke ceny po prihlásení',
      'Osobné poradenstvo od odborníkov na hygienu',
      'Viac ako 1 500 profesionálnych produktov',
    ],
  },
  it: {
    service: [
      'Assistenza',
      [
        ['Contatti', 'contact', 'phone'],
        ['Domande frequenti', '/footer/hilfe'],
        ['Spedizioni e consegna', '/footer/lieferung', 'truck'],
        ['Resi', '/footer/retouren'],
      ],
    ],
    company: [
      'Azienda',
      [
        ['Chi siamo', '/footer/ueber-uns'],
        ['Lavora con noi', '/karriere'],
        ['Sostenibilità', '/footer/nachhaltigkeit', 'leaf'],
      ],
    ],
    assortment: 'Assortimento',
    legal: [
      'Note legali',
      [
        ['Note legali', '/footer/impressum'],
        ['Condizioni generali', '/footer/agb'],
        ['Privacy', '/footer/datenschutz'],
      ],
    ],
    rights: 'Tutti i prezzi si intendono IVA esclusa.',
    usps: [
      'Consegna in 24–48 ore con mezzi propri',
      "I tuoi prezzi cliente dopo l'accesso",
      'Consulenza personale da esperti di igiene',
      'Oltre 1 500 prodotti professionali',
    ],
  },
  bg: {
    service: [
      'Обслужване',
      [
        ['Контакти', 'contact', 'phone'],
        ['Помощ', '/footer/hilfe'],
        ['Доставка', '/footer/lieferung', 'truck'],
        ['Връщане на стоки', '/footer/retouren'],
      ],
    ],
    company: [
      'Компания',
      [
        ['За нас', '/footer/ueber-uns'],
        ['Кариери', '/karriere'],
        ['Устойчивост', '/footer/nachhaltigkeit', 'leaf'],
      ],
    ],
    assortment: 'Асортимент',
    legal: [
      'Правна информация',
      [
        ['Данни за фирмата', '/footer/impressum'],
        ['Общи условия', '/footer/agb'],
        ['Поверителност', '/footer/datenschutz'],
      ],
    ],
    rights: 'Всички цени са без ДДС.',
    usps: [
      'Доставка за 24–48 часа с наш транспорт',
      'Вашите клиентски цени след вход',
      'Лична консултация от експерти по хигиена',
      'Над 1 500 професионални продукта',
    ],
  },
};

const links = (defs: FooterLinkDef[], locale: LocaleCode) =>
  defs.map(([label, path, icon]) => {
    const to = path === 'contact' ? buildPath('contact', locale) : path;
    return icon ? { label, to, icon } : { label, to };
  });

/** Home page and footer for every locale with a shop, in the locale's language. */
export function buildCmsStories(
  categories: CategoryRow[],
  products: ProductRow[],
  tenantNames: Record<string, string>,
): CmsStoryRow[] {
  const tops = categories.filter((category) => category.depth === 0);
  const stories: CmsStoryRow[] = [];
  SHOP_LOCALES.forEach((code, position) => {
    const locale = LOCALES[code];
    const language = locale.language;
    const mandantCode = locale.mandantCode!;
    const home = HOME[language];
    const footer = FOOTER[language];
    const skus = products
      .filter((product) => product.mandant_code === mandantCode)
      .map((product) => product.sku);
    // Spread the picks over the catalogue so the sliders show different categories.
    const step = Math.max(1, Math.floor(skus.length / 16));
    const picks = Array.from(
      { length: Math.min(16, skus.length) },
      (_, i) => skus[(i * step + position) % skus.length],
    );
    const heroCategory = tops[position % tops.length];
    stories.push({
      locale: code,
      slug: '',
      name: home.title,
      content: {
        component: 'page',
        title: home.title,
        seoDescription: home.seo,
        body: [
          {
            component: 'hero_banner',
            id: `${code}-hero`,
            headline: home.heroHeadline,
            text: home.heroText,
            image: `/api/images/hero/${code}.svg`,
            ctaLabel: home.cta,
            ctaLink: `/c/${heroCategory.slug[language]}`,
          },
          {
            component: 'category_slider',
            id: `${code}-categories`,
            headline: home.categories,
            categoryKeys: tops.map((top) => top.key),
          },
          {
            component: 'product_slider',
            id: `${code}-bestsellers`,
            headline: home.bestsellers,
            skus: picks.slice(0, 8),
          },
          {
            component: 'product_slider',
            id: `${code}-novelties`,
            headline: home.novelties,
            skus: picks.slice(8),
          },
          newsletterBlock(`${code}-newsletter`, CONTENT_TEXTS[language]),
        ],
      },
      draft: false,
    });
    stories.push({
      locale: code,
      slug: 'global/footer',
      name: 'Footer',
      content: {
        component: 'footer',
        columns: [
          { title: footer.service[0], links: links(footer.service[1], code) },
          {
            title: footer.company[0],
            links: [
              ...links(footer.company[1], code),
              { label: CONTENT_TEXTS[language].partner.title, to: `/${PARTNER_SLUG}` },
            ],
          },
          {
            title: footer.assortment,
            links: tops
              .slice(0, 4)
              .map((top) => ({ label: top.name[language], to: `/c/${top.slug[language]}` })),
          },
          { title: footer.legal[0], links: links(footer.legal[1], code) },
        ],
        legal: `© 2026 ${tenantNames[mandantCode]}. ${footer.rights}`,
        usps: footer.usps,
      },
      draft: false,
    });
    stories.push(
      ...buildContentPages(code, {
        texts: CONTENT_TEXTS[language],
        company: tenantNames[mandantCode],
        contact: TENANT_CONTACT[mandantCode],
        skus: picks,
        categories: tops.map((top) => top.key),
        listingCategory: tops[(position + 1) % tops.length].key,
        heroCategoryLink: `/c/${heroCategory.slug[language]}`,
        heroTexts: home,
      }),
    );
  });
  return stories;
}

interface ContentPageInput {
  texts: ContentTexts;
  company: string;
  contact: TenantContactData;
  /** 16 SKUs of the tenant spread over the catalogue. */
  skus: string[];
  categories: string[];
  listingCategory: string;
  heroCategoryLink: string;
  heroTexts: HomeTexts;
}

function fill(line: string, input: ContentPageInput): string {
  const { contact } = input;
  return line
    .replaceAll('{company}', input.company)
    .replaceAll('{street}', contact.street)
    .replaceAll('{city}', contact.city)
    .replaceAll('{phone}', contact.phone)
    .replaceAll('{email}', contact.email)
    .replaceAll('{vat}', contact.vat);
}

function richTextBlock(id: string, lines: string[], input: ContentPageInput) {
  return { component: 'rich_text', id, nodes: richText(lines.map((line) => fill(line, input))) };
}

function hotlineBlock(id: string, input: ContentPageInput) {
  const { hotline } = input.texts;
  return {
    component: 'hotline_box',
    id,
    headline: hotline.headline,
    text: hotline.text,
    phone: input.contact.phone,
    email: input.contact.email,
    hours: hotline.hours,
  };
}

function newsletterBlock(id: string, texts: ContentTexts) {
  return {
    component: 'newsletter_form',
    id,
    headline: texts.newsletter.headline,
    text: texts.newsletter.text,
    privacyLink: '/footer/datenschutz',
  };
}

function accordionBlock(id: string, input: ContentPageInput) {
  const { faq } = input.texts;
  return {
    component: 'accordion',
    id,
    headline: faq.headline,
    items: faq.items.map(([title, lines]) => ({ title, body: richText(lines) })),
  };
}

function tableBlock(id: string, input: ContentPageInput) {
  const { delivery } = input.texts;
  return {
    component: 'table',
    id,
    headline: delivery.headline,
    caption: delivery.caption,
    head: delivery.head,
    rows: delivery.rows,
    rowHeaders: true,
  };
}

function videoBlock(id: string, code: LocaleCode, input: ContentPageInput) {
  return {
    component: 'video_teaser',
    id,
    headline: input.texts.video.headline,
    text: input.texts.video.text,
    poster: `/api/images/hero/${code}.svg`,
    videoUrl: 'https://videos.example.com/hygiene/dosing-in-2-minutes',
    duration: 'PT2M10S',
  };
}

function quoteBlock(id: string, input: ContentPageInput) {
  const { quotes } = input.texts;
  return {
    component: 'quote_slider',
    id,
    headline: quotes.headline,
    quotes: quotes.items.map(([text, author, company]) => ({ text, author, company })),
  };
}

function page(
  locale: LocaleCode,
  slug: string,
  text: Pick<PageText, 'title' | 'seo'>,
  body: object[],
  draft = false,
): CmsStoryRow {
  return {
    locale,
    slug,
    name: text.title,
    content: { component: 'page', title: text.title, seoDescription: text.seo, body },
    draft,
  };
}

/** Footer pages, a partner page, a draft, the fallback and the kitchensink story of one locale. */
function buildContentPages(code: LocaleCode, input: ContentPageInput): CmsStoryRow[] {
  const { texts, skus } = input;
  const extras: Partial<Record<FooterPageKey, object[]>> = {
    hilfe: [accordionBlock(`${code}-help-faq`, input), hotlineBlock(`${code}-help-hotline`, input)],
    lieferung: [tableBlock(`${code}-delivery-table`, input)],
    retouren: [hotlineBlock(`${code}-returns-hotline`, input)],
    'ueber-uns': [quoteBlock(`${code}-about-quotes`, input), videoBlock(`${code}-about-video`, code, input)],
    nachhaltigkeit: [
      {
        component: 'product_listing',
        id: `${code}-sustainable-products`,
        headline: texts.sustainableProducts,
        skus: skus.slice(0, 4),
        limit: 4,
      },
    ],
  };
  const footerPages = FOOTER_PAGE_KEYS.map((key) =>
    page(code, `footer/${key}`, texts.pages[key], [
      richTextBlock(`${code}-${key}-text`, texts.pages[key].lines, input),
      ...(extras[key] ?? []),
    ]),
  );
  const partner = page(code, PARTNER_SLUG, texts.partner, [
    richTextBlock(`${code}-partner-text`, texts.partner.lines, input),
    {
      component: 'product_listing',
      id: `${code}-partner-products`,
      headline: texts.partner.products,
      categoryKey: input.listingCategory,
      limit: 8,
    },
    hotlineBlock(`${code}-partner-hotline`, input),
  ]);
  const draft = page(
    code,
    DRAFT_SLUG,
    texts.draft,
    [
      richTextBlock(`${code}-draft-text`, texts.draft.lines, input),
      {
        component: 'product_slider',
        id: `${code}-draft-products`,
        headline: texts.draft.title,
        skus: skus.slice(4, 10),
      },
    ],
    true,
  );
  const fallback = page(code, FALLBACK_SLUG, texts.fallback, [
    richTextBlock(`${code}-fallback-text`, texts.fallback.lines, input),
    {
      component: 'product_slider',
      id: `${code}-fallback-products`,
      headline: texts.fallback.products,
      skus: skus.slice(0, 8),
    },
    hotlineBlock(`${code}-fallback-hotline`, input),
  ]);
  const ks = texts.kitchensink;
  const kitchensink = page(code, KITCHENSINK_SLUG, ks, [
    {
      component: 'hero_banner',
      id: `${code}-ks-hero`,
      headline: input.heroTexts.heroHeadline,
      text: input.heroTexts.heroText,
      image: `/api/images/hero/${code}.svg`,
      ctaLabel: input.heroTexts.cta,
      ctaLink: input.heroCategoryLink,
    },
    richTextBlock(`${code}-ks-text`, [...ks.intro, ...texts.pages.retouren.lines], input),
    {
      component: 'category_slider',
      id: `${code}-ks-categories`,
      headline: input.heroTexts.categories,
      categoryKeys: input.categories,
    },
    {
      component: 'product_slider',
      id: `${code}-ks-slider`,
      headline: input.heroTexts.bestsellers,
      skus: skus.slice(0, 8),
    },
    {
      component: 'product_listing',
      id: `${code}-ks-listing-category`,
      headline: ks.listingByCategory,
      categoryKey: input.listingCategory,
      limit: 4,
    },
    {
      component: 'product_listing',
      id: `${code}-ks-listing-skus`,
      headline: ks.listingBySkus,
      skus: skus.slice(8, 12),
      limit: 4,
    },
    accordionBlock(`${code}-ks-accordion`, input),
    tableBlock(`${code}-ks-table`, input),
    videoBlock(`${code}-ks-video`, code, input),
    quoteBlock(`${code}-ks-quotes`, input),
    hotlineBlock(`${code}-ks-hotline`, input),
    newsletterBlock(`${code}-ks-newsletter`, texts),
  ]);
  return [...footerPages, partner, draft, fallback, kitchensink];
}
