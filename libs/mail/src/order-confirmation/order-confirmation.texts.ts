import type { Language } from '@shop/locales';

/** The texts of the order confirmation in one shop language (terms as on the shop's finish page). */
export interface OrderConfirmationTexts {
  subject(orderNumber: string): string;
  greeting: string;
  intro: string;
  orderNumber: string;
  orderedAt: string;
  customerIdentifier: string;
  lines: string;
  sku: string;
  quantity: string;
  /** The minimum-quantity surcharge line (docs/rules/constants.md), when the commerce backend gives it no name. */
  minimumSurcharge: string;
  totalNet: string;
  totalTax(percent: string): string;
  totalGross: string;
  address: string;
  history: string;
  regards: string;
  team: string;
}

export const ORDER_CONFIRMATION_TEXTS: Record<Language, OrderConfirmationTexts> = {
  de: {
    subject: (orderNumber) => `Bestellbestätigung ${orderNumber}`,
    greeting: 'Guten Tag,',
    intro: 'vielen Dank für Ihre Bestellung! Wir haben sie erhalten und bearbeiten sie.',
    orderNumber: 'Bestellnummer',
    orderedAt: 'Bestellt am',
    customerIdentifier: 'Ihre Bestellreferenz',
    lines: 'Bestellpositionen',
    sku: 'Art.-Nr.',
    quantity: 'Menge',
    minimumSurcharge: 'Mindermengenzuschlag',
    totalNet: 'Summe netto',
    totalTax: (percent) => `MwSt. ${percent}`,
    totalGross: 'Gesamtsumme',
    address: 'Lieferadresse',
    history: 'Sie finden die Bestellung jederzeit in Ihrer Bestellhistorie im Shop.',
    regards: 'Freundliche Grüße',
    team: 'Ihr Kundenservice',
  },
  cs: {
    subject: (orderNumber) => `Potvrzení objednávky ${orderNumber}`,
    greeting: 'Dobrý den,',
    intro: 'děkujeme za vaši objednávku! Přijali jsme ji a zpracováváme ji.',
    orderNumber: 'Číslo objednávky',
    orderedAt: 'Objednáno dne',
    customerIdentifier: 'Vaše číslo objednávky',
    lines: 'Položky objednávky',
    sku: 'Kód zboží',
    quantity: 'Množství',
    minimumSurcharge: 'Příplatek za malé množství',
    totalNet: 'Celkem bez DPH',
    totalTax: (percent) => `DPH ${percent}`,
    totalGross: 'Celkem k úhradě',
    address: 'Dodací adresa',
    history: 'Objednávku najdete kdykoli v historii objednávek v e-shopu.',
    regards: 'S pozdravem',
    team: 'Váš zákaznický servis',
  },
  sk: {
    subject: (orderNumber) => `Potvrdenie objednávky ${orderNumber}`,
    greeting: 'Dobrý deň,',
    intro: 'ďakujeme za vašu objednávku! Prijali sme ju a spracúvame ju.',
    orderNumber: 'Číslo objednávky',
    orderedAt: 'Objednané dňa',
    customerIdentifier: 'Vaše číslo objednávky',
    lines: 'Položky objednávky',
    sku: 'Kód tovaru',
    quantity: 'Množstvo',
    minimumSurcharge: 'Príplatok za malé množstvo',
    totalNet: 'Spolu bez DPH',
    totalTax: (percent) => `DPH ${percent}`,
    totalGross: 'Spolu na úhradu',
    address: 'Dodacia adresa',
    history: 'Objednávku nájdete kedykoľvek v histórii objednávok v e-shope.',
    regards: 'S pozdravom',
    team: 'Váš zákaznícky servis',
  },
  it: {
    subject: (orderNumber) => `Conferma ordine ${orderNumber}`,
    greeting: 'Buongiorno,',
    intro: 'grazie per il suo ordine! Lo abbiamo ricevuto e lo stiamo elaborando.',
    orderNumber: "Numero d'ordine",
    orderedAt: 'Ordinato il',
    customerIdentifier: 'Il suo riferimento ordine',
    lines: "Righe dell'ordine",
    sku: 'Cod. art.',
    quantity: 'Quantità',
    minimumSurcharge: 'Supplemento per quantità minima',
    totalNet: 'Totale netto',
    totalTax: (percent) => `IVA ${percent}`,
    totalGross: 'Totale',
    address: 'Indirizzo di consegna',
    history: "Trova l'ordine in qualsiasi momento nello storico ordini del negozio online.",
    regards: 'Cordiali saluti',
    team: 'Il suo servizio clienti',
  },
  bg: {
    subject: (orderNumber) => `Потвърждение за поръчка ${orderNumber}`,
    greeting: 'Здравейте,',
    intro: 'благодарим ви за поръчката! Получихме я и я обработваме.',
    orderNumber: 'Номер на поръчката',
    orderedAt: 'Поръчано на',
    customerIdentifier: 'Вашият номер на поръчка',
    lines: 'Позиции на поръчката',
    sku: 'Код на артикула',
    quantity: 'Количество',
    minimumSurcharge: 'Надбавка за малко количество',
    totalNet: 'Сума без ДДС',
    totalTax: (percent) => `ДДС ${percent}`,
    totalGross: 'Обща сума',
    address: 'Адрес за доставка',
    history: 'Можете да намерите поръчката по всяко време в историята на поръчките в онлайн магазина.',
    regards: 'С уважение',
    team: 'Вашият екип за обслужване на клиенти',
  },
};
