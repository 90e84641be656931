import { documentFormatOf } from '../document-format';
import { DocumentInputError } from '../input-checks';
import { pdfPages, pdfText } from '../testing/pdf-text';
import { samplePurchaseReport } from '../testing/sample-documents';
import { renderPurchaseReport } from './render-purchase-report';

const createdAt = new Date('2026-07-01T06:00:00.000Z');
const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');

describe('renderPurchaseReport', () => {
  it('prints the customer, the period, every order with its source and the totals (de)', async () => {
    const report = samplePurchaseReport('de', 6);
    const format = documentFormatOf(report.locale, 'de');
    const file = await renderPurchaseReport(report, { createdAt });
    const text = flat(pdfText(file.content));
    expect(text).toContain('Einkaufsbericht');
    expect(text).toContain('Zeitraum: 01.01.2026 – 30.06.2026');
    expect(text).toContain('Gasthof Zur Goldenen Gans');
    expect(text).toContain('Kundennummer K-200145');
    expect(text).toContain('Anzahl der Bestellungen 6');
    for (const order of report.orders) {
      const source = order.source === 'WEB_SHOP' ? 'Webshop' : 'Andere Kanäle';
      expect(text).toContain(
        `${order.orderNumber} ${format.day(order.date)} ${source} ${flat(format.money(order.net))} ${flat(format.money(order.gross))}`,
      );
    }
    expect(text).toContain(
      `Summe ${flat(format.money(report.totals.net))} ${flat(format.money(report.totals.gross))}`,
    );
    expect(text).toContain(`Gesamtbetrag ${flat(format.money(report.totals.gross))}`);
    expect(text).toContain('Seite 1 von 1');
    expect(file.fileName).toBe('Einkaufsbericht-K-200145-2026-01-01-2026-06-30.pdf');
  });

  it('lists the articles by net amount, largest first, whatever order they come in', async () => {
    const report = samplePurchaseReport('cs', 2);
    const text = flat(pdfText((await renderPurchaseReport(report, { createdAt })).content));
    const at = (name: string) => text.indexOf(name);
    // The sample's third article has the largest amount, the first the smallest.
    expect(at('Čistič skel s rozprašovačem')).toBeGreaterThan(-1);
    expect(at('Čistič skel s rozprašovačem')).toBeLessThan(at('Papírové ručníky skládané'));
    expect(at('Papírové ručníky skládané')).toBeLessThan(at('Tekuté mýdlo ěščřžýáíéůú 5 l'));
    expect(text).toContain('Přehled nákupů');
    expect(text).toContain('Nakoupené zboží');
  });

  it('prints Cyrillic, the EUR total and pages of a long report in Bulgarian', async () => {
    const report = samplePurchaseReport('bg', 60);
    const format = documentFormatOf(report.locale, 'bg');
    const file = await renderPurchaseReport(report, { createdAt });
    const pages = pdfPages(file.content).map(flat);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => expect(page).toContain(`Страница ${index + 1} от ${pages.length}`));
    const text = pages.join('\n');
    expect(text).toContain('Отчет за покупките');
    expect(text).toContain('Хотел „Черно море“ ООД');
    expect(text).toContain('Онлайн магазин');
    expect(text).toContain('Други канали');
    expect(text).toContain(
      `Обща сума в EUR ${flat(format.converted(report.totals.gross, report.alternativeCurrency!))}`,
    );
    expect(file.fileName).toBe('otchet-pokupki-K-570019-2026-01-01-2026-06-30.pdf');
  });

  it('says so when there were no orders in the range', async () => {
    const report = { ...samplePurchaseReport('it', 0), products: [] };
    const text = flat(pdfText((await renderPurchaseReport(report, { createdAt })).content));
    expect(text).toContain('Nessun ordine effettuato in questo periodo.');
    expect(text).not.toContain('Articoli acquistati');
  });

  it('refuses a range that ends before it starts and orders of an unknown source', async () => {
    const report = samplePurchaseReport('sk', 2);
    await expect(renderPurchaseReport({ ...report, untilDate: '2025-12-31' })).rejects.toThrow(
      DocumentInputError,
    );
    const orders = [{ ...report.orders[0], source: 'FAX' as 'EXTERNAL' }];
    await expect(renderPurchaseReport({ ...report, orders })).rejects.toThrow('orders[0].source');
  });
});
