import type { Language } from '@shop/locales';

/**
 * Texts of the seeded content pages per language (footer pages, partner page, fallback and
 * kitchensink blocks). Lines use the shorthand of cms-rich-text.ts; {company}, {phone}, {email},
 * {street}, {city} and {vat} are filled per tenant.
 */
export interface PageText {
  title: string;
  seo: string;
  lines: string[];
}

export const FOOTER_PAGE_KEYS = [
  'impressum',
  'agb',
  'datenschutz',
  'hilfe',
  'lieferung',
  'retouren',
  'ueber-uns',
  'nachhaltigkeit',
] as const;
export type FooterPageKey = (typeof FOOTER_PAGE_KEYS)[number];

export interface ContentTexts {
  pages: Record<FooterPageKey, PageText>;
  faq: { headline: string; items: [string, string[]][] };
  hotline: { headline: string; text: string; hours: string };
  newsletter: { headline: string; text: string };
  delivery: { headline: string; caption: string; head: string[]; rows: string[][] };
  video: { headline: string; text: string };
  quotes: { headline: string; items: [text: string, author: string, company: string][] };
  sustainableProducts: string;
  partner: PageText & { products: string };
  draft: PageText;
  fallback: PageText & { products: string };
  kitchensink: {
    title: string;
    seo: string;
    intro: string[];
    listingByCategory: string;
    listingBySkus: string;
  };
}

const de: ContentTexts = {
  pages: {
    impressum: {
      title: 'Impressum',
      seo: 'Angaben zum Betreiber dieses Shops.',
      lines: [
        '## Betreiber',
        '**{company}**, {street}, {city}',
        'Telefon: {phone} · E-Mail: [{email}](mailto:{email})',
        'Umsatzsteuer-Identifikationsnummer: {vat}',
        '## Haftung für Inhalte',
        'Wir prüfen die Inhalte dieses Shops sorgfältig. Für Links auf fremde Seiten sind deren Betreiber verantwortlich.',
      ],
    },
    agb: {
      title: 'Allgemeine Geschäftsbedingungen',
      seo: 'Die Geschäftsbedingungen für Bestellungen im Hygiene-Shop.',
      lines: [
        '## Geltungsbereich',
        'Diese Bedingungen gelten für alle Bestellungen von Unternehmern über diesen Shop. Verbraucher beliefern wir nicht.',
        '## Vertragsschluss und Preise',
        '- Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab; der Vertrag kommt mit unserer Auftragsbestätigung zustande.',
        '- Es gelten Ihre vereinbarten Kundenpreise zuzüglich gesetzlicher Umsatzsteuer.',
        '- Zahlung auf Rechnung innerhalb von 30 Tagen ohne Abzug.',
        'Einzelheiten zu Lieferung und Rücksendung: [Lieferung & Versand](/footer/lieferung), [Rücksendungen](/footer/retouren).',
      ],
    },
    datenschutz: {
      title: 'Datenschutzerklärung',
      seo: 'Wie wir personenbezogene Daten im Shop verarbeiten.',
      lines: [
        '## Verantwortlicher',
        '{company}, {street}, {city}, [{email}](mailto:{email})',
        '## Welche Daten wir verarbeiten',
        '- Kontaktdaten Ihrer Ansprechpartner zur Abwicklung von Bestellungen',
        '- Bestell- und Rechnungsdaten für die gesetzlichen Aufbewahrungsfristen',
        '- technische Protokolle für den sicheren Betrieb, nach 14 Tagen gelöscht',
        '## Ihre Rechte',
        'Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Widerspruch. Schreiben Sie uns einfach.',
      ],
    },
    hilfe: {
      title: 'Hilfe & FAQ',
      seo: 'Antworten auf häufige Fragen zu Bestellung, Konto und Lieferung.',
      lines: ['Hier finden Sie Antworten auf die häufigsten Fragen. Unser Kundenservice hilft gerne weiter.'],
    },
    lieferung: {
      title: 'Lieferung & Versand',
      seo: 'Lieferzeiten und Versandkosten im Überblick.',
      lines: [
        'Wir liefern mit unserem eigenen Fuhrpark und ausgewählten Speditionen – auch an mehrere Standorte Ihrer Firma.',
        'Bestellungen, die werktags bis **14 Uhr** eingehen, verlassen unser Lager am selben Tag.',
      ],
    },
    retouren: {
      title: 'Rücksendungen',
      seo: 'So senden Sie Ware an uns zurück.',
      lines: [
        '## In drei Schritten',
        '1. Melden Sie die Rücksendung innerhalb von 14 Tagen über Ihren Kundenservice an.',
        '2. Verpacken Sie die Ware unbenutzt in der Originalverpackung und legen Sie den Lieferschein bei.',
        '3. Unser Fahrer holt die Ware bei der nächsten Lieferung ab.',
        'Gefahrstoffe und angebrochene Gebinde können wir aus Sicherheitsgründen nicht zurücknehmen.',
      ],
    },
    'ueber-uns': {
      title: 'Über uns',
      seo: 'Ihr Partner für professionelle Reinigung und Hygiene.',
      lines: [
        'Seit über 50 Jahren beliefern wir Betriebe aus Gebäudereinigung, Pflege, Gastronomie und Industrie mit allem für Sauberkeit und Hygiene.',
        'Unsere Fachberater kennen Ihre Abläufe und schulen Ihr Personal direkt vor Ort.',
      ],
    },
    nachhaltigkeit: {
      title: 'Nachhaltigkeit',
      seo: 'Weniger Verpackung, kürzere Wege, bessere Produkte.',
      lines: [
        '## Unsere Ziele',
        '- Konzentrate und Nachfüllsysteme statt Einwegflaschen',
        '- Tourenplanung, die Leerfahrten vermeidet',
        '- Produkte mit EU Ecolabel in jedem Sortiment',
        'Fragen Sie Ihre Fachberatung nach einer Umstellung auf nachhaltige Alternativen.',
      ],
    },
  },
  faq: {
    headline: 'Häufige Fragen',
    items: [
      [
        'Wie erhalte ich einen Zugang zum Shop?',
        [
          'Registrieren Sie Ihre Firma über „Registrierung“. Bestehende Kunden geben ihre Kundennummer an; wir schalten den Zugang innerhalb eines Werktags frei.',
        ],
      ],
      [
        'Warum sehe ich keine Preise?',
        [
          'Preise sehen angemeldete Benutzer mit Bestellberechtigung. Ihr Administrator kann Rollen in der Benutzerverwaltung ändern.',
        ],
      ],
      [
        'Kann ich an mehrere Standorte liefern lassen?',
        ['Ja. Wählen Sie im Warenkorb die Lieferadresse; jeder Standort erhält einen eigenen Lieferschein.'],
      ],
    ],
  },
  hotline: {
    headline: 'Kundenservice',
    text: 'Fragen zu Bestellung, Produkten oder Ihrem Konto? Wir sind für Sie da.',
    hours: 'Mo–Fr 7:30–17:00 Uhr',
  },
  newsletter: {
    headline: 'Newsletter',
    text: 'Neuheiten, Aktionen und Hygienetipps einmal im Monat. Abmeldung jederzeit.',
  },
  delivery: {
    headline: 'Lieferzeiten und Kosten',
    caption: 'Lieferung innerhalb des Landes, Preise zzgl. USt.',
    head: ['Bestellwert', 'Lieferzeit', 'Versandkosten'],
    rows: [
      ['unter 150 €', '1–2 Werktage', '9,90 €'],
      ['ab 150 €', '1–2 Werktage', 'frei'],
      ['Sperrgut und Maschinen', '3–5 Werktage', 'nach Vereinbarung'],
    ],
  },
  video: {
    headline: 'Richtig dosieren in 2 Minuten',
    text: 'Unsere Anwendungstechnik zeigt, wie Dosiersysteme Reinigungsmittel und Kosten sparen.',
  },
  quotes: {
    headline: 'Das sagen unsere Kunden',
    items: [
      [
        'Die Lieferung kommt pünktlich, und die Beratung vor Ort hat unseren Verbrauch deutlich gesenkt.',
        'Maria Huber',
        'Pflegeheim Sonnenhof',
      ],
      [
        'Mit dem Shop bestellen unsere Objektleiter selbst – mit Budget und Freigabe.',
        'Thomas Berger',
        'Berger Gebäudeservice',
      ],
      ['Ein Ansprechpartner für Küche, Waschraum und Reinigungsmaschinen.', 'Luca Moser', 'Hotel Alpenblick'],
    ],
  },
  sustainableProducts: 'Nachhaltige Alternativen',
  partner: {
    title: 'Servicepartner Reinigungstechnik',
    seo: 'Wartung und Reparatur von Reinigungsmaschinen durch unsere zertifizierten Partner.',
    lines: [
      'Unsere zertifizierten Servicepartner warten und reparieren Scheuersaugmaschinen, Sauger und Dosieranlagen – auf Wunsch mit Leihgerät.',
      '- Wartungsvertrag mit festen Intervallen',
      '- Reparatur meist innerhalb von 48 Stunden',
      '- Originalersatzteile aus unserem Sortiment',
    ],
    products: 'Maschinen und Zubehör',
  },
  draft: {
    title: 'Vorschau: Frühjahrsaktion',
    seo: 'Entwurf, noch nicht veröffentlicht.',
    lines: ['Dieser Entwurf ist nur in der Vorschau sichtbar.'],
  },
  fallback: {
    title: 'Diese Seite gibt es nicht',
    seo: 'Die gesuchte Seite wurde nicht gefunden.',
    lines: [
      'Vielleicht hilft Ihnen eine dieser Seiten weiter:',
      '- [Hilfe & FAQ](/footer/hilfe)',
      '- [Lieferung & Versand](/footer/lieferung)',
      '- [Kontakt](/kontakt)',
    ],
    products: 'Beliebte Produkte',
  },
  kitchensink: {
    title: 'Alle Inhaltsbausteine',
    seo: 'Alle Inhaltsbausteine des CMS mit echten Daten.',
    intro: [
      'Jeder Baustein des CMS mit echten Daten dieses Shops – zum Prüfen von Darstellung und Barrierefreiheit.',
    ],
    listingByCategory: 'Produkte einer Kategorie',
    listingBySkus: 'Ausgewählte Produkte',
  },
};

const cs: ContentTexts = {
  pages: {
    impressum: {
      title: 'Provozovatel',
      seo: 'Údaje o provozovateli tohoto obchodu.',
      lines: [
        '## Provozovatel',
        '**{company}**, {street}, {city}',
        'Telefon: {phone} · E-mail: [{email}](mailto:{email})',
        'DIČ: {vat}',
        '## Odpovědnost za obsah',
        'Obsah tohoto obchodu pečlivě kontrolujeme. Za odkazy na cizí stránky odpovídají jejich provozovatelé.',
      ],
    },
    agb: {
      title: 'Obchodní podmínky',
      seo: 'Obchodní podmínky pro objednávky v obchodě.',
      lines: [
        '## Rozsah platnosti',
        'Tyto podmínky platí pro všechny objednávky podnikatelů v tomto obchodě. Spotřebitele nezásobujeme.',
        '## Uzavření smlouvy a ceny',
        '- Odesláním objednávky činíte závaznou nabídku; smlouva vzniká naším potvrzením objednávky.',
        '- Platí vaše sjednané zákaznické ceny bez DPH.',
        '- Platba na fakturu do 30 dnů.',
        'Podrobnosti: [Doprava a doručení](/footer/lieferung), [Vrácení zboží](/footer/retouren).',
      ],
    },
    datenschutz: {
      title: 'Ochrana osobních údajů',
      seo: 'Jak v obchodě zpracováváme osobní údaje.',
      lines: [
        '## Správce',
        '{company}, {street}, {city}, [{email}](mailto:{email})',
        '## Jaké údaje zpracováváme',
        '- kontaktní údaje vašich kontaktních osob pro vyřízení objednávek',
        '- údaje o objednávkách a fakturách po dobu zákonných lhůt',
        '- technické záznamy pro bezpečný provoz, mazané po 14 dnech',
        '## Vaše práva',
        'Máte právo na přístup, opravu, výmaz a námitku. Stačí nám napsat.',
      ],
    },
    hilfe: {
      title: 'Nápověda',
      seo: 'Odpovědi na časté dotazy k objednávce, účtu a doručení.',
      lines: ['Zde najdete odpovědi na nejčastější dotazy. Náš zákaznický servis vám rád pomůže.'],
    },
    lieferung: {
      title: 'Doprava a doručení',
      seo: 'Přehled dodacích lhůt a nákladů na dopravu.',
      lines: [
        'Dodáváme vlastní dopravou a vybranými dopravci – i na více poboček vaší firmy.',
        'Objednávky přijaté v pracovní dny do **14:00** expedujeme ještě tentýž den.',
      ],
    },
    retouren: {
      title: 'Vrácení zboží',
      seo: 'Jak nám vrátit zboží.',
      lines: [
        '## Ve třech krocích',
        '1. Nahlaste vrácení do 14 dnů u zákaznického servisu.',
        '2. Zabalte nepoužité zboží do originálního obalu a přiložte dodací list.',
        '3. Náš řidič zboží vyzvedne při příští dodávce.',
        'Nebezpečné látky a otevřená balení z bezpečnostních důvodů nepřijímáme.',
      ],
    },
    'ueber-uns': {
      title: 'O nás',
      seo: 'Váš partner pro profesionální úklid a hygienu.',
      lines: [
        'Již více než 50 let zásobujeme úklidové firmy, zdravotnictví, gastronomii a průmysl vším pro čistotu a hygienu.',
        'Naši odborní poradci znají vaše procesy a školí personál přímo na místě.',
      ],
    },
    nachhaltigkeit: {
      title: 'Udržitelnost',
      seo: 'Méně obalů, kratší cesty, lepší produkty.',
      lines: [
        '## Naše cíle',
        '- koncentráty a systémy k doplňování místo jednorázových lahví',
        '- plánování tras bez prázdných jízd',
        '- produkty s EU Ecolabel v každém sortimentu',
        'Zeptejte se svého poradce na přechod na udržitelné alternativy.',
      ],
    },
  },
  faq: {
    headline: 'Časté dotazy',
    items: [
      [
        'Jak získám přístup do obchodu?',
        [
          'Zaregistrujte svou firmu přes „Registrace“. Stávající zákazníci uvedou zákaznické číslo; přístup aktivujeme do jednoho pracovního dne.',
        ],
      ],
      [
        'Proč nevidím ceny?',
        [
          'Ceny vidí přihlášení uživatelé s oprávněním objednávat. Role mění váš administrátor ve správě uživatelů.',
        ],
      ],
      [
        'Mohu nechat dodat na více poboček?',
        ['Ano. V košíku zvolte dodací adresu; každá pobočka dostane vlastní dodací list.'],
      ],
    ],
  },
  hotline: {
    headline: 'Zákaznický servis',
    text: 'Dotazy k objednávce, produktům nebo účtu? Jsme tu pro vás.',
    hours: 'Po–Pá 7:30–16:00',
  },
  newsletter: {
    headline: 'Newsletter',
    text: 'Novinky, akce a tipy pro hygienu jednou měsíčně. Odhlášení kdykoli.',
  },
  delivery: {
    headline: 'Dodací lhůty a náklady',
    caption: 'Doručení v rámci země, ceny bez DPH.',
    head: ['Hodnota objednávky', 'Dodací lhůta', 'Doprava'],
    rows: [
      ['do 4 000 Kč', '1–2 pracovní dny', '249 Kč'],
      ['od 4 000 Kč', '1–2 pracovní dny', 'zdarma'],
      ['nadrozměrné zboží a stroje', '3–5 pracovních dnů', 'dle dohody'],
    ],
  },
  video: {
    headline: 'Správné dávkování za 2 minuty',
    text: 'Naše aplikační technika ukazuje, jak dávkovací systémy šetří prostředky i náklady.',
  },
  quotes: {
    headline: 'Co říkají naši zákazníci',
    items: [
      [
        'Dodávky chodí včas a poradenství na místě výrazně snížilo naši spotřebu.',
        'Jana Nováková',
        'Domov seniorů Slunce',
      ],
      ['Vedoucí objektů objednávají sami – s rozpočtem a schvalováním.', 'Petr Svoboda', 'Svoboda Facility'],
      ['Jeden partner pro kuchyň, umývárny i úklidové stroje.', 'Martin Dvořák', 'Hotel Vltava'],
    ],
  },
  sustainableProducts: 'Udržitelné alternativy',
  partner: {
    title: 'Servisní partner úklidové techniky',
    seo: 'Údržba a opravy úklidových strojů našimi certifikovanými partnery.',
    lines: [
      'Naši certifikovaní servisní partneři udržují a opravují mycí stroje, vysavače a dávkovací zařízení – na přání se zápůjčním strojem.',
      '- servisní smlouva s pevnými intervaly',
      '- oprava většinou do 48 hodin',
      '- originální náhradní díly z našeho sortimentu',
    ],
    products: 'Stroje a příslušenství',
  },
  draft: {
    title: 'Náhled: jarní akce',
    seo: 'Koncept, zatím nezveřejněno.',
    lines: ['Tento koncept je viditelný jen v náhledu.'],
  },
  fallback: {
    title: 'Tato stránka neexistuje',
    seo: 'Hledaná stránka nebyla nalezena.',
    lines: [
      'Možná vám pomůže některá z těchto stránek:',
      '- [Nápověda](/footer/hilfe)',
      '- [Doprava a doručení](/footer/lieferung)',
      '- [Kontakt](/kontakt)',
    ],
    products: 'Oblíbené produkty',
  },
  kitchensink: {
    title: 'Všechny obsahové bloky',
    seo: 'Všechny obsahové bloky CMS se skutečnými daty.',
    intro: ['Každý blok CMS se skutečnými daty tohoto obchodu – pro kontrolu zobrazení a přístupnosti.'],
    listingByCategory: 'Produkty kategorie',
    listingBySkus: 'Vybrané produkty',
  },
};

const sk: ContentTexts = {
  pages: {
    impressum: {
      title: 'Prevádzkovateľ',
      seo: 'Údaje o prevádzkovateľovi tohto obchodu.',
      lines: [
        '## Prevádzkovateľ',
        '**{company}**, {street}, {city}',
        'Telefón: {phone} · E-mail: [{email}](mailto:{email})',
        'IČ DPH: {vat}',
        '## Zodpovednosť za obsah',
        'Obsah tohto obchodu starostlivo kontrolujeme. Za odkazy na cudzie stránky zodpovedajú ich prevádzkovatelia.',
      ],
    },
    agb: {
      title: 'Obchodné podmienky',
      seo: 'Obchodné podmienky pre objednávky v obchode.',
      lines: [
        '## Rozsah platnosti',
        'Tieto podmienky platia pre všetky objednávky podnikateľov v tomto obchode. Spotrebiteľov nezásobujeme.',
        '## Uzavretie zmluvy a ceny',
        '- Odoslaním objednávky dávate záväznú ponuku; zmluva vzniká naším potvrdením objednávky.',
        '- Platia vaše dohodnuté zákaznícke ceny bez DPH.',
        '- Platba na faktúru do 30 dní.',
        'Podrobnosti: [Doprava a doručenie](/footer/lieferung), [Vrátenie tovaru](/footer/retouren).',
      ],
    },
    datenschutz: {
      title: 'Ochrana osobných údajov',
      seo: 'Ako v obchode spracúvame osobné údaje.',
      lines: [
        '## Prevádzkovateľ',
        '{company}, {street}, {city}, [{email}](mailto:{email})',
        '## Aké údaje spracúvame',
        '- kontaktné údaje vašich kontaktných osôb na vybavenie objednávok',
        '- údaje o objednávkach a faktúrach počas zákonných lehôt',
        '- technické záznamy pre bezpečnú prevádzku, mazané po 14 dňoch',
        '## Vaše práva',
        'Máte právo na prístup, opravu, vymazanie a námietku. Stačí nám napísať.',
      ],
    },
    hilfe: {
      title: 'Pomoc',
      seo: 'Odpovede na časté otázky k objednávke, účtu a doručeniu.',
      lines: ['Tu nájdete odpovede na najčastejšie otázky. Náš zákaznícky servis vám rád pomôže.'],
    },
    lieferung: {
      title: 'Doprava a doručenie',
      seo: 'Prehľad dodacích lehôt a nákladov na dopravu.',
      lines: [
        'Dodávame vlastnou dopravou a vybranými prepravcami – aj na viac prevádzok vašej firmy.',
        'Objednávky prijaté v pracovné dni do **14:00** expedujeme ešte v ten istý deň.',
      ],
    },
    retouren: {
      title: 'Vrátenie tovaru',
      seo: 'Ako nám vrátiť tovar.',
      lines: [
        '## V troch krokoch',
        '1. Nahláste vrátenie do 14 dní zákazníckemu servisu.',
        '2. Zabaľte nepoužitý tovar do originálneho obalu a priložte dodací list.',
        '3. Náš vodič tovar vyzdvihne pri ďalšej dodávke.',
        'Nebezpečné látky a otvorené balenia z bezpečnostných dôvodov neprijímame.',
      ],
    },
    'ueber-uns': {
      title: 'O nás',
      seo: 'Váš partner pre profesionálne upratovanie a hygienu.',
      lines: [
        'Už viac ako 50 rokov zásobujeme upratovacie firmy, zdravotníctvo, gastronómiu a priemysel všetkým pre čistotu a hygienu.',
        'Naši odborní poradcovia poznajú vaše procesy a školia personál priamo na mieste.',
      ],
    },
    nachhaltigkeit: {
      title: 'Udržateľnosť',
      seo: 'Menej obalov, kratšie cesty, lepšie produkty.',
      lines: [
        '## Naše ciele',
        '- koncentráty a systémy na dopĺňanie namiesto jednorazových fliaš',
        '- plánovanie trás bez prázdnych jázd',
        '- produkty s EU Ecolabel v každom sortimente',
        'Opýtajte sa svojho poradcu na prechod na udržateľné alternatívy.',
      ],
    },
  },
  faq: {
    headline: 'Časté otázky',
    items: [
      [
        'Ako získam prístup do obchodu?',
        [
          'Zaregistrujte svoju firmu cez „Registrácia“. Existujúci zákazníci uvedú zákaznícke číslo; prístup aktivujeme do jedného pracovného dňa.',
        ],
      ],
      [
        'Prečo nevidím ceny?',
        [
          'Ceny vidia prihlásení používatelia s oprávnením objednávať. Roly mení váš administrátor v správe používateľov.',
        ],
      ],
      [
        'Môžem si nechať doručiť na viac prevádzok?',
        ['Áno. V košíku zvoľte dodaciu adresu; každá prevádzka dostane vlastný dodací list.'],
      ],
    ],
  },
  hotline: {
    headline: 'Zákaznícky servis',
    text: 'Otázky k objednávke, produktom alebo účtu? Sme tu pre vás.',
    hours: 'Po–Pi 7:30–16:00',
  },
  newsletter: {
    headline: 'Newsletter',
    text: 'Novinky, akcie a tipy pre hygienu raz mesačne. Odhlásenie kedykoľvek.',
  },
  delivery: {
    headline: 'Dodacie lehoty a náklady',
    caption: 'Doručenie v rámci krajiny, ceny bez DPH.',
    head: ['Hodnota objednávky', 'Dodacia lehota', 'Doprava'],
    rows: [
      ['do 150 €', '1–2 pracovné dni', '9,90 €'],
      ['od 150 €', '1–2 pracovné dni', 'zadarmo'],
      ['nadrozmerný tovar a stroje', '3–5 pracovných dní', 'podľa dohody'],
    ],
  },
  video: {
    headline: 'Správne dávkovanie za 2 minúty',
    text: 'Naša aplikačná technika ukazuje, ako dávkovacie systémy šetria prostriedky aj náklady.',
  },
  quotes: {
    headline: 'Čo hovoria naši zákazníci',
    items: [
      [
        'Dodávky prichádzajú načas a poradenstvo na mieste výrazne znížilo našu spotrebu.',
        'Eva Horváthová',
        'Domov seniorov Slnko',
      ],
      ['Vedúci objektov objednávajú sami – s rozpočtom a schvaľovaním.', 'Peter Kováč', 'Kováč Facility'],
      ['Jeden partner pre kuchyňu, umyvárne aj upratovacie stroje.', 'Marek Tóth', 'Hotel Tatry'],
    ],
  },
  sustainableProducts: 'Udržateľné alternatívy',
  partner: {
    title: 'Servisný partner upratovacej techniky',
    seo: 'Údržba a opravy upratovacích strojov našimi certifikovanými partnermi.',
    lines: [
      'Naši certifikovaní servisní partneri udržiavajú a opravujú umývacie stroje, vysávače a dávkovacie zariadenia – na želanie so zapožičaným strojom.',
      '- servisná zmluva s pevnými intervalmi',
      '- oprava väčšinou do 48 hodín',
      '- originálne náhradné diely z nášho sortimentu',
    ],
    products: 'Stroje a príslušenstvo',
  },
  draft: {
    title: 'Náhľad: jarná akcia',
    seo: 'Koncept, zatiaľ nezverejnené.',
    lines: ['Tento koncept je viditeľný len v náhľade.'],
  },
  fallback: {
    title: 'Táto stránka neexistuje',
    seo: 'Hľadaná stránka sa nenašla.',
    lines: [
      'Možno vám pomôže niektorá z týchto stránok:',
      '- [Pomoc](/footer/hilfe)',
      '- [Doprava a doručenie](/footer/lieferung)',
      '- [Kontakt](/kontakt)',
    ],
    products: 'Obľúbené produkty',
  },
  kitchensink: {
    title: 'Všetky obsahové bloky',
    seo: 'Všetky obsahové bloky CMS so skutočnými údajmi.',
    intro: ['Každý blok CMS so skutočnými údajmi tohto obchodu – na kontrolu zobrazenia a prístupnosti.'],
    listingByCategory: 'Produkty kategórie',
    listingBySkus: 'Vybrané produkty',
  },
};

const it: ContentTexts = {
  pages: {
    impressum: {
      title: 'Note legali',
      seo: 'Informazioni sul gestore di questo shop.',
      lines: [
        '## Gestore',
        '**{company}**, {street}, {city}',
        'Telefono: {phone} · E-mail: [{email}](mailto:{email})',
        'Partita IVA: {vat}',
        '## Responsabilità per i contenuti',
        'Verifichiamo con cura i contenuti di questo shop. Dei link a siti esterni rispondono i rispettivi gestori.',
      ],
    },
    agb: {
      title: 'Condizioni generali di vendita',
      seo: 'Le condizioni per gli ordini nello shop.',
      lines: [
        '## Ambito di applicazione',
        'Queste condizioni valgono per tutti gli ordini di imprese effettuati in questo shop. Non vendiamo a consumatori.',
        '## Conclusione del contratto e prezzi',
        '- Inviando l’ordine fate un’offerta vincolante; il contratto si conclude con la nostra conferma d’ordine.',
        '- Valgono i vostri prezzi cliente concordati, IVA esclusa.',
        '- Pagamento con fattura a 30 giorni.',
        'Dettagli: [Spedizioni e consegna](/footer/lieferung), [Resi](/footer/retouren).',
      ],
    },
    datenschutz: {
      title: 'Informativa sulla privacy',
      seo: 'Come trattiamo i dati personali nello shop.',
      lines: [
        '## Titolare del trattamento',
        '{company}, {street}, {city}, [{email}](mailto:{email})',
        '## Quali dati trattiamo',
        '- dati di contatto dei vostri referenti per evadere gli ordini',
        '- dati di ordini e fatture per i termini di legge',
        '- log tecnici per un funzionamento sicuro, cancellati dopo 14 giorni',
        '## I vostri diritti',
        'Avete diritto di accesso, rettifica, cancellazione e opposizione. Basta scriverci.',
      ],
    },
    hilfe: {
      title: 'Domande frequenti',
      seo: 'Risposte alle domande più frequenti su ordini, account e consegna.',
      lines: [
        'Qui trovate le risposte alle domande più frequenti. Il nostro servizio clienti vi aiuta volentieri.',
      ],
    },
    lieferung: {
      title: 'Spedizioni e consegna',
      seo: 'Tempi e costi di consegna in sintesi.',
      lines: [
        'Consegniamo con i nostri mezzi e con corrieri selezionati – anche a più sedi della vostra azienda.',
        'Gli ordini ricevuti nei giorni feriali entro le **14:00** partono dal magazzino il giorno stesso.',
      ],
    },
    retouren: {
      title: 'Resi',
      seo: 'Come restituirci la merce.',
      lines: [
        '## In tre passi',
        '1. Comunicate il reso entro 14 giorni al servizio clienti.',
        '2. Imballate la merce non usata nella confezione originale con il documento di trasporto.',
        '3. Il nostro autista ritira la merce alla consegna successiva.',
        'Per motivi di sicurezza non ritiriamo sostanze pericolose e confezioni aperte.',
      ],
    },
    'ueber-uns': {
      title: 'Chi siamo',
      seo: 'Il vostro partner per pulizia e igiene professionale.',
      lines: [
        'Da oltre 50 anni forniamo imprese di pulizia, sanità, ristorazione e industria con tutto per pulizia e igiene.',
        'I nostri consulenti conoscono i vostri processi e formano il personale direttamente sul posto.',
      ],
    },
    nachhaltigkeit: {
      title: 'Sostenibilità',
      seo: 'Meno imballaggi, percorsi più brevi, prodotti migliori.',
      lines: [
        '## I nostri obiettivi',
        '- concentrati e sistemi di ricarica invece di flaconi monouso',
        '- pianificazione dei giri senza viaggi a vuoto',
        '- prodotti con EU Ecolabel in ogni assortimento',
        'Chiedete al vostro consulente il passaggio ad alternative sostenibili.',
      ],
    },
  },
  faq: {
    headline: 'Domande frequenti',
    items: [
      [
        'Come ottengo l’accesso allo shop?',
        [
          'Registrate la vostra azienda tramite “Registrazione”. I clienti esistenti indicano il codice cliente; attiviamo l’accesso entro un giorno lavorativo.',
        ],
      ],
      [
        'Perché non vedo i prezzi?',
        [
          'I prezzi sono visibili agli utenti registrati con diritto d’ordine. L’amministratore può cambiare i ruoli nella gestione utenti.',
        ],
      ],
      [
        'Posso far consegnare a più sedi?',
        [
          'Sì. Scegliete l’indirizzo di consegna nel carrello; ogni sede riceve il proprio documento di trasporto.',
        ],
      ],
    ],
  },
  hotline: {
    headline: 'Servizio clienti',
    text: 'Domande su ordini, prodotti o sul vostro account? Siamo qui per voi.',
    hours: 'Lun–Ven 8:00–17:00',
  },
  newsletter: {
    headline: 'Newsletter',
    text: 'Novità, promozioni e consigli sull’igiene una volta al mese. Disiscrizione in qualsiasi momento.',
  },
  delivery: {
    headline: 'Tempi e costi di consegna',
    caption: 'Consegna nel territorio nazionale, prezzi IVA esclusa.',
    head: ['Valore dell’ordine', 'Tempi di consegna', 'Spese di spedizione'],
    rows: [
      ['fino a 150 €', '1–2 giorni lavorativi', '9,90 €'],
      ['da 150 €', '1–2 giorni lavorativi', 'gratuita'],
      ['merce voluminosa e macchine', '3–5 giorni lavorativi', 'su accordo'],
    ],
  },
  video: {
    headline: 'Dosare bene in 2 minuti',
    text: 'La nostra tecnica applicativa mostra come i sistemi di dosaggio fanno risparmiare detergente e costi.',
  },
  quotes: {
    headline: 'Cosa dicono i nostri clienti',
    items: [
      [
        'Le consegne arrivano puntuali e la consulenza sul posto ha ridotto molto i nostri consumi.',
        'Giulia Rossi',
        'RSA Il Sole',
      ],
      [
        'I nostri capi cantiere ordinano da soli – con budget e approvazione.',
        'Marco Bianchi',
        'Bianchi Servizi',
      ],
      ['Un unico partner per cucina, bagni e macchine per la pulizia.', 'Paolo Ferrari', 'Hotel Dolomiti'],
    ],
  },
  sustainableProducts: 'Alternative sostenibili',
  partner: {
    title: 'Partner di assistenza tecnica',
    seo: 'Manutenzione e riparazione delle macchine per la pulizia dai nostri partner certificati.',
    lines: [
      'I nostri partner certificati curano e riparano lavasciuga, aspiratori e dosatori – su richiesta con macchina sostitutiva.',
      '- contratto di manutenzione a intervalli fissi',
      '- riparazione di solito entro 48 ore',
      '- ricambi originali dal nostro assortimento',
    ],
    products: 'Macchine e accessori',
  },
  draft: {
    title: 'Anteprima: promozione di primavera',
    seo: 'Bozza, non ancora pubblicata.',
    lines: ['Questa bozza è visibile solo in anteprima.'],
  },
  fallback: {
    title: 'Questa pagina non esiste',
    seo: 'La pagina cercata non è stata trovata.',
    lines: [
      'Forse vi è utile una di queste pagine:',
      '- [Domande frequenti](/footer/hilfe)',
      '- [Spedizioni e consegna](/footer/lieferung)',
      '- [Contatto](/contatto)',
    ],
    products: 'Prodotti più richiesti',
  },
  kitchensink: {
    title: 'Tutti i blocchi di contenuto',
    seo: 'Tutti i blocchi di contenuto del CMS con dati reali.',
    intro: ['Ogni blocco del CMS con dati reali di questo shop – per verificare aspetto e accessibilità.'],
    listingByCategory: 'Prodotti di una categoria',
    listingBySkus: 'Prodotti selezionati',
  },
};

const bg: ContentTexts = {
  pages: {
    impressum: {
      title: 'Данни за фирмата',
      seo: 'Информация за оператора на този магазин.',
      lines: [
        '## Оператор',
        '**{company}**, {street}, {city}',
        'Телефон: {phone} · Имейл: [{email}](mailto:{email})',
        'ДДС номер: {vat}',
        '## Отговорност за съдържанието',
        'Проверяваме внимателно съдържанието на магазина. За връзки към чужди сайтове отговарят техните оператори.',
      ],
    },
    agb: {
      title: 'Общи условия',
      seo: 'Условията за поръчки в магазина.',
      lines: [
        '## Приложно поле',
        'Тези условия важат за всички поръчки на фирми в този магазин. Не продаваме на потребители.',
        '## Сключване на договор и цени',
        '- С изпращането на поръчката правите обвързващо предложение; договорът се сключва с нашето потвърждение.',
        '- Важат договорените ви клиентски цени без ДДС.',
        '- Плащане по фактура до 30 дни.',
        'Подробности: [Доставка](/footer/lieferung), [Връщане на стоки](/footer/retouren).',
      ],
    },
    datenschutz: {
      title: 'Поверителност',
      seo: 'Как обработваме лични данни в магазина.',
      lines: [
        '## Администратор',
        '{company}, {street}, {city}, [{email}](mailto:{email})',
        '## Какви данни обработваме',
        '- данни за контакт на вашите служители за изпълнение на поръчки',
        '- данни за поръчки и фактури за законовите срокове',
        '- технически записи за сигурна работа, изтривани след 14 дни',
        '## Вашите права',
        'Имате право на достъп, коригиране, изтриване и възражение. Просто ни пишете.',
      ],
    },
    hilfe: {
      title: 'Помощ',
      seo: 'Отговори на често задавани въпроси за поръчки, профил и доставка.',
      lines: ['Тук ще намерите отговори на най-честите въпроси. Нашият отдел „Обслужване“ ще ви помогне.'],
    },
    lieferung: {
      title: 'Доставка',
      seo: 'Срокове и разходи за доставка накратко.',
      lines: [
        'Доставяме със собствен транспорт и избрани куриери – и до няколко обекта на вашата фирма.',
        'Поръчки, получени в работни дни до **14:00 ч.**, напускат склада още същия ден.',
      ],
    },
    retouren: {
      title: 'Връщане на стоки',
      seo: 'Как да ни върнете стока.',
      lines: [
        '## В три стъпки',
        '1. Заявете връщането до 14 дни при отдел „Обслужване“.',
        '2. Опаковайте неизползваната стока в оригиналната опаковка заедно с товарителницата.',
        '3. Нашият шофьор взема стоката при следващата доставка.',
        'По съображения за безопасност не приемаме опасни вещества и отворени опаковки.',
      ],
    },
    'ueber-uns': {
      title: 'За нас',
      seo: 'Вашият партньор за професионално почистване и хигиена.',
      lines: [
        'Повече от 50 години снабдяваме почистващи фирми, здравеопазване, ресторанти и индустрия с всичко за чистота и хигиена.',
        'Нашите консултанти познават процесите ви и обучават персонала на място.',
      ],
    },
    nachhaltigkeit: {
      title: 'Устойчивост',
      seo: 'По-малко опаковки, по-кратки пътища, по-добри продукти.',
      lines: [
        '## Нашите цели',
        '- концентрати и системи за пълнене вместо бутилки за еднократна употреба',
        '- планиране на маршрутите без празни курсове',
        '- продукти с EU Ecolabel във всеки асортимент',
        'Попитайте своя консултант за преминаване към устойчиви алтернативи.',
      ],
    },
  },
  faq: {
    headline: 'Често задавани въпроси',
    items: [
      [
        'Как да получа достъп до магазина?',
        [
          'Регистрирайте фирмата си чрез „Регистрация“. Настоящите клиенти посочват клиентския си номер; активираме достъпа до един работен ден.',
        ],
      ],
      [
        'Защо не виждам цени?',
        [
          'Цените виждат влезлите потребители с право да поръчват. Администраторът ви променя ролите в управлението на потребители.',
        ],
      ],
      [
        'Мога ли да поръчам доставка до няколко обекта?',
        ['Да. Изберете адреса за доставка в количката; всеки обект получава своя товарителница.'],
      ],
    ],
  },
  hotline: {
    headline: 'Обслужване на клиенти',
    text: 'Въпроси за поръчка, продукти или профила ви? Тук сме за вас.',
    hours: 'Пон–Пет 8:30–17:30 ч.',
  },
  newsletter: {
    headline: 'Бюлетин',
    text: 'Новости, промоции и съвети за хигиена веднъж месечно. Отписване по всяко време.',
  },
  delivery: {
    headline: 'Срокове и разходи за доставка',
    caption: 'Доставка в страната, цени без ДДС.',
    head: ['Стойност на поръчката', 'Срок на доставка', 'Доставка'],
    rows: [
      ['под 300 лв.', '1–2 работни дни', '19,00 лв.'],
      ['над 300 лв.', '1–2 работни дни', 'безплатна'],
      ['обемни стоки и машини', '3–5 работни дни', 'по договаряне'],
    ],
  },
  video: {
    headline: 'Правилно дозиране за 2 минути',
    text: 'Нашите технолози показват как дозиращите системи пестят препарати и разходи.',
  },
  quotes: {
    headline: 'Какво казват нашите клиенти',
    items: [
      [
        'Доставките идват навреме, а консултацията на място намали чувствително разхода ни.',
        'Мария Иванова',
        'Дом за възрастни „Слънце“',
      ],
      ['Ръководителите на обекти поръчват сами – с бюджет и одобрение.', 'Георги Петров', 'Петров Фасилити'],
      ['Един партньор за кухня, санитарни помещения и почистващи машини.', 'Иван Димитров', 'Хотел „Витоша“'],
    ],
  },
  sustainableProducts: 'Устойчиви алтернативи',
  partner: {
    title: 'Сервизен партньор за почистваща техника',
    seo: 'Поддръжка и ремонт на почистващи машини от нашите сертифицирани партньори.',
    lines: [
      'Нашите сертифицирани сервизни партньори поддържат и ремонтират подопочистващи машини, прахосмукачки и дозиращи системи – при нужда със заместваща машина.',
      '- договор за поддръжка с фиксирани интервали',
      '- ремонт обикновено до 48 часа',
      '- оригинални резервни части от нашия асортимент',
    ],
    products: 'Машини и принадлежности',
  },
  draft: {
    title: 'Преглед: пролетна промоция',
    seo: 'Чернова, още не е публикувана.',
    lines: ['Тази чернова се вижда само в режим на преглед.'],
  },
  fallback: {
    title: 'Тази страница не съществува',
    seo: 'Търсената страница не е намерена.',
    lines: [
      'Може би някоя от тези страници ще ви помогне:',
      '- [Помощ](/footer/hilfe)',
      '- [Доставка](/footer/lieferung)',
      '- [Контакти](/kontakt)',
    ],
    products: 'Популярни продукти',
  },
  kitchensink: {
    title: 'Всички блокове със съдържание',
    seo: 'Всички блокове на CMS с реални данни.',
    intro: ['Всеки блок на CMS с реални данни от този магазин – за проверка на визията и достъпността.'],
    listingByCategory: 'Продукти от категория',
    listingBySkus: 'Избрани продукти',
  },
};

export const CONTENT_TEXTS: Record<Language, ContentTexts> = { de, cs, sk, it, bg };
