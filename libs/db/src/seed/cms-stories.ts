import { LOCALES, SHOP_LOCALES, type Language, type LocaleCode } from '@shop/locales';
import type { CategoryRow, ProductRow } from './catalog';

export interface CmsStoryRow {
  locale: LocaleCode;
  slug: string;
  name: string;
  content: Record<string, unknown>;
}

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

type FooterLinkDef = [label: string, path: string, icon?: string];

interface FooterTexts {
  service: [string, FooterLinkDef[]];
  company: [string, FooterLinkDef[]];
  assortment: string;
  legal: [string, FooterLinkDef[]];
  rights: string;
}

const FOOTER: Record<Language, FooterTexts> = {
  de: {
    service: [
      'Service',
      [
        ['Kontakt', '/kontakt', 'phone'],
        ['Hilfe & FAQ', '/hilfe'],
        ['Lieferung & Versand', '/lieferung', 'truck'],
        ['Rücksendungen', '/retouren'],
      ],
    ],
    company: [
      'Unternehmen',
      [
        ['Über uns', '/ueber-uns'],
        ['Karriere', '/karriere'],
        ['Nachhaltigkeit', '/nachhaltigkeit', 'leaf'],
      ],
    ],
    assortment: 'Sortiment',
    legal: [
      'Rechtliches',
      [
        ['Impressum', '/impressum'],
        ['AGB', '/agb'],
        ['Datenschutz', '/datenschutz'],
      ],
    ],
    rights: 'Alle Preise zzgl. gesetzlicher USt.',
  },
  cs: {
    service: [
      'Služby',
      [
        ['Kontakt', '/kontakt', 'phone'],
        ['Nápověda', '/napoveda'],
        ['Doprava a doručení', '/doprava', 'truck'],
        ['Vrácení zboží', '/vraceni-zbozi'],
      ],
    ],
    company: [
      'Společnost',
      [
        ['O nás', '/o-nas'],
        ['Kariéra', '/kariera'],
        ['Udržitelnost', '/udrzitelnost', 'leaf'],
      ],
    ],
    assortment: 'Sortiment',
    legal: [
      'Právní informace',
      [
        ['Provozovatel', '/provozovatel'],
        ['Obchodní podmínky', '/obchodni-podminky'],
        ['Ochrana osobních údajů', '/ochrana-osobnich-udaju'],
      ],
    ],
    rights: 'Všechny ceny jsou uvedeny bez DPH.',
  },
  sk: {
    service: [
      'Služby',
      [
        ['Kontakt', '/kontakt', 'phone'],
        ['Pomoc', '/pomoc'],
        ['Doprava a doručenie', '/doprava', 'truck'],
        ['Vrátenie tovaru', '/vratenie-tovaru'],
      ],
    ],
    company: [
      'Spoločnosť',
      [
        ['O nás', '/o-nas'],
        ['Kariéra', '/kariera'],
        ['Udržateľnosť', '/udrzatelnost', 'leaf'],
      ],
    ],
    assortment: 'Sortiment',
    legal: [
      'Právne informácie',
      [
        ['Prevádzkovateľ', '/prevadzkovatel'],
        ['Obchodné podmienky', '/obchodne-podmienky'],
        ['Ochrana osobných údajov', '/ochrana-osobnych-udajov'],
      ],
    ],
    rights: 'Všetky ceny sú uvedené bez DPH.',
  },
  it: {
    service: [
      'Assistenza',
      [
        ['Contatti', '/contatti', 'phone'],
        ['Domande frequenti', '/aiuto'],
        ['Spedizioni e consegna', '/spedizioni', 'truck'],
        ['Resi', '/resi'],
      ],
    ],
    company: [
      'Azienda',
      [
        ['Chi siamo', '/chi-siamo'],
        ['Lavora con noi', '/lavora-con-noi'],
        ['Sostenibilità', '/sostenibilita', 'leaf'],
      ],
    ],
    assortment: 'Assortimento',
    legal: [
      'Note legali',
      [
        ['Note legali', '/note-legali'],
        ['Condizioni generali', '/condizioni-generali'],
        ['Privacy', '/privacy'],
      ],
    ],
    rights: 'Tutti i prezzi si intendono IVA esclusa.',
  },
  bg: {
    service: [
      'Обслужване',
      [
        ['Контакти', '/kontakti', 'phone'],
        ['Помощ', '/pomosht'],
        ['Доставка', '/dostavka', 'truck'],
        ['Връщане на стоки', '/vrashtane'],
      ],
    ],
    company: [
      'Компания',
      [
        ['За нас', '/za-nas'],
        ['Кариери', '/karieri'],
        ['Устойчивост', '/ustoychivost', 'leaf'],
      ],
    ],
    assortment: 'Асортимент',
    legal: [
      'Правна информация',
      [
        ['Данни за фирмата', '/danni-za-firmata'],
        ['Общи условия', '/obshti-usloviya'],
        ['Поверителност', '/poveritelnost'],
      ],
    ],
    rights: 'Всички цени са без ДДС.',
  },
};

const links = (defs: FooterLinkDef[]) =>
  defs.map(([label, to, icon]) => (icon ? { label, to, icon } : { label, to }));

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
        ],
      },
    });
    stories.push({
      locale: code,
      slug: 'global/footer',
      name: 'Footer',
      content: {
        component: 'footer',
        columns: [
          { title: footer.service[0], links: links(footer.service[1]) },
          { title: footer.company[0], links: links(footer.company[1]) },
          {
            title: footer.assortment,
            links: tops
              .slice(0, 4)
              .map((top) => ({ label: top.name[language], to: `/c/${top.slug[language]}` })),
          },
          { title: footer.legal[0], links: links(footer.legal[1]) },
        ],
        legal: `© 2026 ${tenantNames[mandantCode]}. ${footer.rights}`,
      },
    });
  });
  return stories;
}
