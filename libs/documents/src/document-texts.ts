import type { OrderSource } from '@shop/domain';
import type { Language } from '@shop/locales';
import type { DocumentKind } from './document.types';

/** The fixed words of one document kind (order, invoice, credit memo). */
export interface DocumentKindTexts {
  /** Title printed above the lines, followed by the number. */
  title: string;
  /** Label of the document's own number. */
  numberLabel: string;
  /** Label of the document's date. */
  dateLabel: string;
  /** Sentence above the lines. */
  intro: string;
  /** First part of the file name: readable ASCII, no spaces. */
  fileName: string;
}

/** Every fixed text of the documents in one language: one typed table, so a missing word fails the build. */
export interface DocumentTexts {
  kinds: Record<DocumentKind, DocumentKindTexts>;
  orderNumber: string;
  customerNumber: string;
  customerReference: string;
  dueDate: string;
  billTo: string;
  shipTo: string;
  columns: {
    position: string;
    sku: string;
    name: string;
    quantity: string;
    unitPrice: string;
    amount: string;
  };
  totalNet: string;
  /** The VAT line of the totals, with the formatted rate ("20 %"). */
  tax(percent: string): string;
  totalGross: string;
  /** The gross total in a second currency (Bulgaria: EUR). */
  totalIn(currency: string): string;
  /** The fixed conversion rate, e.g. "1 EUR = 1,95583 лв.". */
  conversionRate(rate: string): string;
  /** Payment sentence of an invoice with the formatted due date. */
  paymentDue(date: string): string;
  note: string;
  creditReason: string;
  /** Page numbering on every page. */
  page(current: number, total: number): string;
  vatId: string;
  phone: string;
  email: string;
  website: string;
  report: {
    title: string;
    fileName: string;
    period(from: string, until: string): string;
    customer: string;
    orders: string;
    products: string;
    date: string;
    source: string;
    sources: Record<OrderSource, string>;
    net: string;
    gross: string;
    orderCount: string;
    total: string;
    noOrders: string;
  };
  plan: {
    fileName: string;
    /** Label of the plan's date ("as of"). */
    asOf: string;
    customer: string;
    empty: string;
  };
  control: {
    title: string;
    fileName: string;
    month: string;
    signature: string;
    hint: string;
    checkedBy: string;
    date: string;
  };
  /** The CSV export of a shopping list (decision 0099); sku, name, quantity and prices use `columns`. */
  shoppingList: {
    fileName: string;
    addedAt: string;
    buyable: string;
    yes: string;
    no: string;
    currency: string;
  };
}

export const DOCUMENT_TEXTS: Record<Language, DocumentTexts> = {
  de: {
    kinds: {
      ORDER: {
        title: 'Bestellung',
        numberLabel: 'Bestellnummer',
        dateLabel: 'Bestelldatum',
        intro: 'Vielen Dank für Ihre Bestellung. Wir haben die folgenden Artikel für Sie vorgemerkt.',
        fileName: 'Bestellung',
      },
      INVOICE: {
        title: 'Rechnung',
        numberLabel: 'Rechnungsnummer',
        dateLabel: 'Rechnungsdatum',
        intro: 'Wir stellen Ihnen die folgenden Lieferungen und Leistungen in Rechnung.',
        fileName: 'Rechnung',
      },
      CREDIT_MEMO: {
        title: 'Gutschrift',
        numberLabel: 'Gutschriftsnummer',
        dateLabel: 'Gutschriftsdatum',
        intro: 'Wir schreiben Ihnen die folgenden Beträge gut.',
        fileName: 'Gutschrift',
      },
    },
    orderNumber: 'Bestellnummer',
    customerNumber: 'Kundennummer',
    customerReference: 'Ihre Referenz',
    dueDate: 'Fällig am',
    billTo: 'Rechnungsadresse',
    shipTo: 'Lieferadresse',
    columns: {
      position: 'Pos.',
      sku: 'Art.-Nr.',
      name: 'Bezeichnung',
      quantity: 'Menge',
      unitPrice: 'Einzelpreis',
      amount: 'Betrag',
    },
    totalNet: 'Summe netto',
    tax: (percent) => `MwSt. ${percent}`,
    totalGross: 'Gesamtbetrag',
    totalIn: (currency) => `Gesamtbetrag in ${currency}`,
    conversionRate: (rate) => `Umrechnungskurs: ${rate}`,
    paymentDue: (date) => `Bitte zahlen Sie den Gesamtbetrag bis ${date} ohne Abzug.`,
    note: 'Hinweis',
    creditReason: 'Grund der Gutschrift',
    page: (current, total) => `Seite ${current} von ${total}`,
    vatId: 'USt-IdNr.',
    phone: 'Tel.',
    email: 'E-Mail',
    website: 'Web',
    report: {
      title: 'Einkaufsbericht',
      fileName: 'Einkaufsbericht',
      period: (from, until) => `Zeitraum: ${from} – ${until}`,
      customer: 'Kunde',
      orders: 'Bestellungen',
      products: 'Gekaufte Artikel',
      date: 'Datum',
      source: 'Herkunft',
      sources: { WEB_SHOP: 'Webshop', EXTERNAL: 'Andere Kanäle' },
      net: 'Netto',
      gross: 'Brutto',
      orderCount: 'Anzahl der Bestellungen',
      total: 'Summe',
      noOrders: 'In diesem Zeitraum wurden keine Bestellungen aufgegeben.',
    },
    plan: {
      fileName: 'Aushangplan',
      asOf: 'Stand',
      customer: 'Kunde',
      empty: 'Dieser Plan enthält noch keine Einträge.',
    },
    control: {
      title: 'Kontrollblatt',
      fileName: 'Kontrollblatt',
      month: 'Monat',
      signature: 'Kürzel',
      hint: 'Nach jeder Durchführung das Feld des Tages abhaken und am Monatsende abzeichnen.',
      checkedBy: 'Kontrolliert von',
      date: 'Datum',
    },
    shoppingList: {
      fileName: 'Merkliste',
      addedAt: 'Hinzugefügt am',
      buyable: 'Bestellbar',
      yes: 'ja',
      no: 'nein',
      currency: 'Währung',
    },
  },
  cs: {
    kinds: {
      ORDER: {
        title: 'Objednávka',
        numberLabel: 'Číslo objednávky',
        dateLabel: 'Datum objednávky',
        intro: 'Děkujeme za vaši objednávku. Následující zboží jsme pro vás zaevidovali.',
        fileName: 'objednavka',
      },
      INVOICE: {
        title: 'Faktura',
        numberLabel: 'Číslo faktury',
        dateLabel: 'Datum vystavení',
        intro: 'Fakturujeme vám následující dodávky a služby.',
        fileName: 'faktura',
      },
      CREDIT_MEMO: {
        title: 'Dobropis',
        numberLabel: 'Číslo dobropisu',
        dateLabel: 'Datum vystavení',
        intro: 'Připisujeme vám k dobru následující částky.',
        fileName: 'dobropis',
      },
    },
    orderNumber: 'Číslo objednávky',
    customerNumber: 'Číslo zákazníka',
    customerReference: 'Vaše reference',
    dueDate: 'Datum splatnosti',
    billTo: 'Fakturační adresa',
    shipTo: 'Dodací adresa',
    columns: {
      position: 'Poz.',
      sku: 'Kód zboží',
      name: 'Název',
      quantity: 'Množství',
      unitPrice: 'Cena za jedn.',
      amount: 'Částka',
    },
    totalNet: 'Celkem bez DPH',
    tax: (percent) => `DPH ${percent}`,
    totalGross: 'Celkem vč. DPH',
    totalIn: (currency) => `Celkem v ${currency}`,
    conversionRate: (rate) => `Přepočítací kurz: ${rate}`,
    paymentDue: (date) => `Celkovou částku prosím uhraďte do ${date}.`,
    note: 'Poznámka',
    creditReason: 'Důvod dobropisu',
    page: (current, total) => `Strana ${current} z ${total}`,
    vatId: 'DIČ',
    phone: 'Tel.',
    email: 'E-mail',
    website: 'Web',
    report: {
      title: 'Přehled nákupů',
      fileName: 'prehled-nakupu',
      period: (from, until) => `Období: ${from} – ${until}`,
      customer: 'Zákazník',
      orders: 'Objednávky',
      products: 'Nakoupené zboží',
      date: 'Datum',
      source: 'Zdroj',
      sources: { WEB_SHOP: 'E-shop', EXTERNAL: 'Jiné kanály' },
      net: 'Bez DPH',
      gross: 'S DPH',
      orderCount: 'Počet objednávek',
      total: 'Celkem',
      noOrders: 'V tomto období nebyly zadány žádné objednávky.',
    },
    plan: {
      fileName: 'plan-k-vyveseni',
      asOf: 'Stav k',
      customer: 'Zákazník',
      empty: 'Tento plán zatím neobsahuje žádné položky.',
    },
    control: {
      title: 'Kontrolní list',
      fileName: 'kontrolni-list',
      month: 'Měsíc',
      signature: 'Podpis',
      hint: 'Po každém provedení zaškrtněte políčko daného dne a na konci měsíce podepište.',
      checkedBy: 'Zkontroloval(a)',
      date: 'Datum',
    },
    shoppingList: {
      fileName: 'Seznam',
      addedAt: 'Přidáno',
      buyable: 'Lze objednat',
      yes: 'ano',
      no: 'ne',
      currency: 'Měna',
    },
  },
  sk: {
    kinds: {
      ORDER: {
        title: 'Objednávka',
        numberLabel: 'Číslo objednávky',
        dateLabel: 'Dátum objednávky',
        intro: 'Ďakujeme za vašu objednávku. Nasledujúci tovar sme pre vás zaevidovali.',
        fileName: 'objednavka',
      },
      INVOICE: {
        title: 'Faktúra',
        numberLabel: 'Číslo faktúry',
        dateLabel: 'Dátum vyhotovenia',
        intro: 'Fakturujeme vám nasledujúce dodávky a služby.',
        fileName: 'faktura',
      },
      CREDIT_MEMO: {
        title: 'Dobropis',
        numberLabel: 'Číslo dobropisu',
        dateLabel: 'Dátum vyhotovenia',
        intro: 'Pripisujeme vám v prospech nasledujúce sumy.',
        fileName: 'dobropis',
      },
    },
    orderNumber: 'Číslo objednávky',
    customerNumber: 'Číslo zákazníka',
    customerReference: 'Vaša referencia',
    dueDate: 'Dátum splatnosti',
    billTo: 'Fakturačná adresa',
    shipTo: 'Dodacia adresa',
    columns: {
      position: 'Pol.',
      sku: 'Kód tovaru',
      name: 'Názov',
      quantity: 'Množstvo',
      unitPrice: 'Cena za jedn.',
      amount: 'Suma',
    },
    totalNet: 'Spolu bez DPH',
    tax: (percent) => `DPH ${percent}`,
    totalGross: 'Spolu s DPH',
    totalIn: (currency) => `Spolu v ${currency}`,
    conversionRate: (rate) => `Prepočítací kurz: ${rate}`,
    paymentDue: (date) => `Celkovú sumu prosím uhraďte do ${date}.`,
    note: 'Poznámka',
    creditReason: 'Dôvod dobropisu',
    page: (current, total) => `Strana ${current} z ${total}`,
    vatId: 'IČ DPH',
    phone: 'Tel.',
    email: 'E-mail',
    website: 'Web',
    report: {
      title: 'Prehľad nákupov',
      fileName: 'prehlad-nakupov',
      period: (from, until) => `Obdobie: ${from} – ${until}`,
      customer: 'Zákazník',
      orders: 'Objednávky',
      products: 'Nakúpený tovar',
      date: 'Dátum',
      source: 'Zdroj',
      sources: { WEB_SHOP: 'E-shop', EXTERNAL: 'Iné kanály' },
      net: 'Bez DPH',
      gross: 'S DPH',
      orderCount: 'Počet objednávok',
      total: 'Spolu',
      noOrders: 'V tomto období neboli zadané žiadne objednávky.',
    },
    plan: {
      fileName: 'plan-na-vyvesenie',
      asOf: 'Stav k',
      customer: 'Zákazník',
      empty: 'Tento plán zatiaľ neobsahuje žiadne položky.',
    },
    control: {
      title: 'Kontrolný list',
      fileName: 'kontrolny-list',
      month: 'Mesiac',
      signature: 'Podpis',
      hint: 'Po každom vykonaní zaškrtnite políčko príslušného dňa a na konci mesiaca podpíšte.',
      checkedBy: 'Skontroloval(a)',
      date: 'Dátum',
    },
    shoppingList: {
      fileName: 'Zoznam',
      addedAt: 'Pridané',
      buyable: 'Dá sa objednať',
      yes: 'áno',
      no: 'nie',
      currency: 'Mena',
    },
  },
  it: {
    kinds: {
      ORDER: {
        title: 'Ordine',
        numberLabel: 'Numero ordine',
        dateLabel: 'Data ordine',
        intro: 'Grazie per il vostro ordine. Abbiamo registrato per voi i seguenti articoli.',
        fileName: 'ordine',
      },
      INVOICE: {
        title: 'Fattura',
        numberLabel: 'Numero fattura',
        dateLabel: 'Data fattura',
        intro: 'Vi fatturiamo le seguenti forniture e prestazioni.',
        fileName: 'fattura',
      },
      CREDIT_MEMO: {
        title: 'Nota di credito',
        numberLabel: 'Numero nota di credito',
        dateLabel: 'Data nota di credito',
        intro: 'Vi accreditiamo i seguenti importi.',
        fileName: 'nota-di-credito',
      },
    },
    orderNumber: 'Numero ordine',
    customerNumber: 'Codice cliente',
    customerReference: 'Vostro riferimento',
    dueDate: 'Scadenza',
    billTo: 'Indirizzo di fatturazione',
    shipTo: 'Indirizzo di consegna',
    columns: {
      position: 'Pos.',
      sku: 'Cod. art.',
      name: 'Descrizione',
      quantity: 'Quantità',
      unitPrice: 'Prezzo unit.',
      amount: 'Importo',
    },
    totalNet: 'Totale imponibile',
    tax: (percent) => `IVA ${percent}`,
    totalGross: 'Totale IVA inclusa',
    totalIn: (currency) => `Totale in ${currency}`,
    conversionRate: (rate) => `Tasso di conversione: ${rate}`,
    paymentDue: (date) => `Vi preghiamo di saldare l’importo totale entro il ${date}.`,
    note: 'Nota',
    creditReason: 'Motivo della nota di credito',
    page: (current, total) => `Pagina ${current} di ${total}`,
    vatId: 'Partita IVA',
    phone: 'Tel.',
    email: 'E-mail',
    website: 'Sito web',
    report: {
      title: 'Report acquisti',
      fileName: 'report-acquisti',
      period: (from, until) => `Periodo: ${from} – ${until}`,
      customer: 'Cliente',
      orders: 'Ordini',
      products: 'Articoli acquistati',
      date: 'Data',
      source: 'Origine',
      sources: { WEB_SHOP: 'Negozio online', EXTERNAL: 'Altri canali' },
      net: 'Imponibile',
      gross: 'IVA inclusa',
      orderCount: 'Numero di ordini',
      total: 'Totale',
      noOrders: 'Nessun ordine effettuato in questo periodo.',
    },
    plan: {
      fileName: 'piano',
      asOf: 'Aggiornato al',
      customer: 'Cliente',
      empty: 'Questo piano non contiene ancora voci.',
    },
    control: {
      title: 'Scheda di controllo',
      fileName: 'scheda-di-controllo',
      month: 'Mese',
      signature: 'Firma',
      hint: 'Dopo ogni intervento spuntare la casella del giorno e firmare a fine mese.',
      checkedBy: 'Controllato da',
      date: 'Data',
    },
    shoppingList: {
      fileName: 'Lista-dei-desideri',
      addedAt: 'Aggiunto il',
      buyable: 'Ordinabile',
      yes: 'sì',
      no: 'no',
      currency: 'Valuta',
    },
  },
  bg: {
    kinds: {
      ORDER: {
        title: 'Поръчка',
        numberLabel: 'Номер на поръчка',
        dateLabel: 'Дата на поръчка',
        intro: 'Благодарим Ви за поръчката. Регистрирахме за Вас следните артикули.',
        fileName: 'porachka',
      },
      INVOICE: {
        title: 'Фактура',
        numberLabel: 'Номер на фактура',
        dateLabel: 'Дата на издаване',
        intro: 'Фактурираме Ви следните доставки и услуги.',
        fileName: 'faktura',
      },
      CREDIT_MEMO: {
        title: 'Кредитно известие',
        numberLabel: 'Номер на кредитно известие',
        dateLabel: 'Дата на издаване',
        intro: 'Кредитираме Ви със следните суми.',
        fileName: 'kreditno-izvestie',
      },
    },
    orderNumber: 'Номер на поръчка',
    customerNumber: 'Клиентски номер',
    customerReference: 'Ваш референтен номер',
    dueDate: 'Падеж',
    billTo: 'Адрес за фактуриране',
    shipTo: 'Адрес за доставка',
    columns: {
      position: '№',
      sku: 'Код',
      name: 'Наименование',
      quantity: 'Количество',
      unitPrice: 'Ед. цена',
      amount: 'Стойност',
    },
    totalNet: 'Сума без ДДС',
    tax: (percent) => `ДДС ${percent}`,
    totalGross: 'Обща сума с ДДС',
    totalIn: (currency) => `Обща сума в ${currency}`,
    conversionRate: (rate) => `Фиксиран курс: ${rate}`,
    // No full stop: the Bulgarian date ends with "г." already.
    paymentDue: (date) => `Моля, заплатете общата сума в срок до ${date}`,
    note: 'Забележка',
    creditReason: 'Основание за кредитното известие',
    page: (current, total) => `Страница ${current} от ${total}`,
    vatId: 'ИН по ДДС',
    phone: 'Тел.',
    email: 'Имейл',
    website: 'Уебсайт',
    report: {
      title: 'Отчет за покупките',
      fileName: 'otchet-pokupki',
      period: (from, until) => `Период: ${from} – ${until}`,
      customer: 'Клиент',
      orders: 'Поръчки',
      products: 'Закупени артикули',
      date: 'Дата',
      source: 'Източник',
      sources: { WEB_SHOP: 'Онлайн магазин', EXTERNAL: 'Други канали' },
      net: 'Без ДДС',
      gross: 'С ДДС',
      orderCount: 'Брой поръчки',
      total: 'Общо',
      noOrders: 'През този период няма направени поръчки.',
    },
    plan: {
      fileName: 'grafik',
      asOf: 'Към дата',
      customer: 'Клиент',
      empty: 'Този график все още няма записи.',
    },
    control: {
      title: 'Контролен лист',
      fileName: 'kontrolen-list',
      month: 'Месец',
      signature: 'Подпис',
      hint: 'След всяко изпълнение отбележете квадратчето за деня и се подпишете в края на месеца.',
      checkedBy: 'Проверил',
      date: 'Дата',
    },
    shoppingList: {
      fileName: 'Spisak',
      addedAt: 'Добавено на',
      buyable: 'Може да се поръча',
      yes: 'да',
      no: 'не',
      currency: 'Валута',
    },
  },
};
