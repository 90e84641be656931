import { LANGUAGES, type Language } from '@shop/locales';
import { documentFormatOf } from '../document-format';
import { DOCUMENT_TEXTS } from '../document-texts';
import { DOCUMENT_KINDS, type BusinessDocument } from '../document.types';
import { DocumentInputError } from '../input-checks';
import { pdfInfo, pdfPages, pdfPageSizes, pdfText } from '../testing/pdf-text';
import { sampleBusinessDocument } from '../testing/sample-documents';
import { renderBusinessDocument } from './render-business-document';

const createdAt = new Date('2026-06-14T08:30:00.000Z');
/** pdftotext turns the non-breaking spaces of Intl into spaces, and -layout widens gaps between columns. */
const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');

async function textOf(doc: BusinessDocument) {
  const file = await renderBusinessDocument(doc, { createdAt });
  return { file, text: flat(pdfText(file.content)) };
}

describe('renderBusinessDocument', () => {
  it.each(
    DOCUMENT_KINDS.flatMap((kind) =>
      (['de', 'bg'] as Language[]).map((language) => [kind, language] as const),
    ),
  )(
    'prints a %s in %s with letterhead, addresses, facts, lines and totals formatted for the locale',
    async (kind, language) => {
      const doc = sampleBusinessDocument(kind, language, 4);
      const texts = DOCUMENT_TEXTS[language];
      const format = documentFormatOf(doc.locale, language);
      const { file, text } = await textOf(doc);

      expect(file.mimeType).toBe('application/pdf');
      expect(file.content.subarray(0, 5).toString()).toBe('%PDF-');
      expect(text).toContain(`${texts.kinds[kind].title} ${doc.number}`);
      expect(text).toContain(doc.letterhead.companyName);
      expect(text).toContain(doc.letterhead.street);
      expect(text).toContain(`${texts.vatId} ${doc.letterhead.vatId}`);
      expect(text).toContain(doc.billTo.name);
      expect(text).toContain(texts.billTo);
      expect(text).toContain(texts.shipTo);
      expect(text).toContain(format.day(doc.date).replace(/\u00a0/g, ' '));
      expect(text).toContain(doc.customerNumber);
      expect(text).toContain('PO-4711');
      for (const line of doc.lines) {
        expect(text).toContain(line.sku);
        expect(text).toContain(flat(format.money(line.linePrice)));
      }
      expect(text).toContain(texts.totalNet);
      expect(text).toContain(flat(texts.tax(format.percent(doc.taxPercent))));
      expect(text).toContain(flat(format.money(doc.totals.net)));
      expect(text).toContain(flat(format.money(doc.totals.tax)));
      expect(text).toContain(flat(format.money(doc.totals.gross)));
      expect(text).toContain(texts.page(1, 1));
    },
  );

  it('writes Cyrillic, Czech and Slovak letters as they are (the text a viewer copies and searches)', async () => {
    const bg = await textOf(sampleBusinessDocument('INVOICE', 'bg', 3));
    expect(bg.text).toContain('Фактура R2026-000123');
    expect(bg.text).toContain('Течен сапун с лавандула 5 л');
    expect(bg.text).toContain('Хотел „Черно море“ ООД');
    expect(bg.text).toContain('Страница 1 от 1');

    const cs = await textOf(sampleBusinessDocument('CREDIT_MEMO', 'cs', 3));
    expect(cs.text).toContain('Tekuté mýdlo ěščřžýáíéůú 5 l');
    expect(cs.text).toContain('Jídelna Řeřicha s.r.o.');
    expect(cs.text).toContain('Dobropis G2026-000017');

    const sk = await textOf(sampleBusinessDocument('ORDER', 'sk', 3));
    expect(sk.text).toContain('Tekuté mydlo ľĺŕô 5 l');
    expect(sk.text).toContain('Reštaurácia Ľalia');
  });

  it('prints every kind in all five languages with its own title and page numbering', async () => {
    for (const language of LANGUAGES)
      for (const kind of DOCUMENT_KINDS) {
        const { text } = await textOf(sampleBusinessDocument(kind, language, 2));
        expect(text).toContain(DOCUMENT_TEXTS[language].kinds[kind].title);
        expect(text).toContain(DOCUMENT_TEXTS[language].page(1, 1));
      }
  });

  it('puts the due date on invoices, the order number on invoices and credit memos, the reason on credit memos', async () => {
    const invoice = await textOf(sampleBusinessDocument('INVOICE', 'de', 2));
    expect(invoice.text).toContain('Fällig am 28.06.2026');
    expect(invoice.text).toContain('Bitte zahlen Sie den Gesamtbetrag bis 28.06.2026 ohne Abzug.');
    expect(invoice.text).toContain('Bestellnummer WS-100123');

    const order = await textOf(sampleBusinessDocument('ORDER', 'de', 2, { dueDate: '2026-06-28' }));
    expect(order.text).not.toContain('Fällig am');
    expect(order.text).toContain('Bestellnummer WS-100123');

    const memo = await textOf(
      sampleBusinessDocument('CREDIT_MEMO', 'it', 2, { note: 'Merce danneggiata durante il trasporto' }),
    );
    expect(memo.text).toContain('Numero ordine WS-100123');
    expect(memo.text).toContain('Motivo della nota di credito');
    expect(memo.text).toContain('Merce danneggiata durante il trasporto');
    expect(memo.text).not.toContain('Scadenza');
  });

  it('prints the minimum-quantity surcharge as a line and leaves out a ship-to or reference not given', async () => {
    const doc = sampleBusinessDocument('ORDER', 'de', 2, {
      surcharge: { name: 'Mindermengenzuschlag', amount: { centAmount: 990, currency: 'EUR' } },
      shipTo: null,
      customerReference: null,
    });
    const { text } = await textOf(doc);
    expect(text).toMatch(/Mindermengenzuschlag € 9,90/);
    expect(text).not.toContain('Lieferadresse');
    expect(text).not.toContain('Ihre Referenz');
  });

  it('adds the total in EUR with the fixed rate in Bulgaria', async () => {
    const doc = sampleBusinessDocument('INVOICE', 'bg', 3);
    const format = documentFormatOf(doc.locale, 'bg');
    const { text } = await textOf(doc);
    expect(text).toContain(
      `Обща сума в EUR ${flat(format.converted(doc.totals.gross, doc.alternativeCurrency!))}`,
    );
    expect(text).toContain('Фиксиран курс: 1 EUR = 1,95583 лв.');
    expect(text).toContain('Моля, заплатете общата сума в срок до 28.06.2026 г.');
    expect(text).not.toContain('г..');

    const austrian = await textOf(sampleBusinessDocument('INVOICE', 'de', 3));
    expect(austrian.text).not.toContain('Gesamtbetrag in');
  });

  it('spreads 120 lines over A4 pages with the column header and "page x of y" on every page', async () => {
    const doc = sampleBusinessDocument('ORDER', 'de', 120);
    const file = await renderBusinessDocument(doc, { createdAt });
    const pages = pdfPages(file.content).map(flat);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => {
      expect(page).toContain(`Seite ${index + 1} von ${pages.length}`);
      expect(page).toContain('HH Hygiene Handel Österreich GmbH');
    });
    // The table header repeats on every page that continues the lines.
    for (const page of pages.slice(0, -1))
      expect(page).toMatch(/Pos\. Art\.-Nr\. Bezeichnung Menge Einzelpreis Betrag/);
    // Every line is printed exactly once, in order, and none is lost at a page break.
    const positions = pages
      .join('\n')
      .split('\n')
      .map((line) => /^\s*(\d+) (1\d{5}) /.exec(line))
      .filter((match) => match !== null)
      .map((match) => Number(match[1]));
    expect(positions).toEqual(doc.lines.map((line) => line.position));
    expect(pdfPageSizes(file.content).every((size) => size.width === 595.28 && size.height === 841.89)).toBe(
      true,
    );
  });

  it('wraps a long article name inside its column instead of cutting it', async () => {
    const name =
      'Desinfektionsreiniger für Küche und Sanitär, parfümfrei, VAH-gelistet, Kanister mit Auslaufhahn 10 l';
    const doc = sampleBusinessDocument('ORDER', 'de', 1);
    doc.lines[0] = { ...doc.lines[0], name };
    const { text } = await textOf(doc);
    expect(text).toContain('Desinfektionsreiniger für Küche und Sanitär');
    expect(text).toContain('Auslaufhahn 10 l');
  });

  it('renders the same bytes for the same input and creation date, and dates the metadata with it', async () => {
    const doc = sampleBusinessDocument('INVOICE', 'cs', 20);
    const first = await renderBusinessDocument(doc, { createdAt });
    const second = await renderBusinessDocument(structuredClone(doc), { createdAt });
    const later = await renderBusinessDocument(doc, { createdAt: new Date('2026-06-15T08:30:00.000Z') });
    expect(first.content.equals(second.content)).toBe(true);
    expect(first.content.equals(later.content)).toBe(false);
    const info = pdfInfo(first.content);
    expect(info.CreationDate).toMatch(/^2026-06-14T08:30:00/);
    expect(info.Title).toBe('Faktura R2026-000123');
    expect(info.Author).toBe('HH Hygiene Handel Česko s.r.o.');
  });

  it('names the file by kind, language and number in readable ASCII', async () => {
    const names = await Promise.all(
      [
        sampleBusinessDocument('INVOICE', 'de', 1),
        sampleBusinessDocument('INVOICE', 'cs', 1),
        sampleBusinessDocument('CREDIT_MEMO', 'it', 1),
        sampleBusinessDocument('ORDER', 'bg', 1),
      ].map(async (doc) => (await renderBusinessDocument(doc, { createdAt })).fileName),
    );
    expect(names).toEqual([
      'Rechnung-R2026-000123.pdf',
      'faktura-R2026-000123.pdf',
      'nota-di-credito-G2026-000017.pdf',
      'porachka-WS-100123.pdf',
    ]);
  });

  it('refuses input it cannot print, naming the field', async () => {
    const doc = sampleBusinessDocument('INVOICE', 'de', 2);
    await expect(renderBusinessDocument({ ...doc, language: 'en' as Language })).rejects.toThrow(
      DocumentInputError,
    );
    await expect(renderBusinessDocument({ ...doc, locale: 'not a locale!' })).rejects.toThrow('locale');
    await expect(renderBusinessDocument({ ...doc, date: '2026-02-30' })).rejects.toThrow('date');
    await expect(renderBusinessDocument({ ...doc, kind: 'QUOTE' as 'ORDER' })).rejects.toThrow('kind');
    const badLine = { ...doc.lines[0], linePrice: { centAmount: 1.5, currency: 'EUR' } };
    await expect(renderBusinessDocument({ ...doc, lines: [badLine] })).rejects.toThrow('lines[0].linePrice');
    await expect(
      renderBusinessDocument({
        ...doc,
        totals: { ...doc.totals, gross: { centAmount: 1, currency: 'euro' } },
      }),
    ).rejects.toThrow('totals.gross');
  });
});
