import { DOCUMENT_TEXTS } from '../document-texts';
import { PRINT_FORMATS, type PrintFormat } from '../document.types';
import { DocumentInputError } from '../input-checks';
import { pdfPages, pdfPageSizes, pdfText } from '../testing/pdf-text';
import { samplePlan } from '../testing/sample-documents';
import { renderPlan } from './render-plan';

const createdAt = new Date('2026-06-01T06:00:00.000Z');
const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');

/** Width × height in points of each format (A4 210 × 297 mm, A3 297 × 420 mm). */
const SIZES: Record<PrintFormat, [number, number]> = {
  A3_LANDSCAPE: [1190.55, 841.89],
  A3_PORTRAIT: [841.89, 1190.55],
  A4_LANDSCAPE: [841.89, 595.28],
  A4_PORTRAIT: [595.28, 841.89],
  CONTROL: [841.89, 595.28],
};

describe('renderPlan', () => {
  it.each(PRINT_FORMATS)('prints %s on its paper size and orientation', async (format) => {
    const file = await renderPlan(samplePlan('de', 8), format, { createdAt });
    const sizes = pdfPageSizes(file.content);
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect([size.width, size.height]).toEqual(SIZES[format]);
    expect(file.mimeType).toBe('application/pdf');
  });

  it('prints a poster with title, customer, date, the column headings, section bands and every cell', async () => {
    const plan = samplePlan('cs', 8);
    const file = await renderPlan(plan, 'A3_LANDSCAPE', { createdAt });
    const text = flat(pdfText(file.content));
    expect(text).toContain(plan.planName);
    expect(text).toContain('Zákazník: Jídelna Řeřicha s.r.o. · Stav k: 01. 06. 2026');
    expect(text).toContain('Oblast Přípravek Dávkování Četnost Odpovědná osoba');
    expect(text).toContain('Kuchyně');
    expect(text).toContain('Sociální zařízení');
    expect(text).toContain('Pracovní plochy Tekuté mýdlo ěščřžýáíéůú 5 l 10 ml / 10 l 1×/d A. B.');
    expect(text).toContain('Strana 1 z 1');
    expect(file.fileName).toBe('plan-k-vyveseni-Oblast-Kuchyne-Socialni-zarizeni-A3.pdf');
  });

  it('wraps cells that do not fit the narrower formats, losing no word', async () => {
    const plan = samplePlan('cs', 8);
    const text = flat(pdfText((await renderPlan(plan, 'A4_PORTRAIT', { createdAt })).content));
    const words = [...plan.columns, ...plan.rows.flatMap((row) => row.cells)].flatMap((cell) =>
      cell.split(' '),
    );
    for (const word of words) expect(text).toContain(word);
  });

  it('continues a long plan on further pages with the column headings repeated', async () => {
    const plan = samplePlan('bg', 60);
    const pages = pdfPages((await renderPlan(plan, 'A4_PORTRAIT', { createdAt })).content).map(flat);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Зона Продукт Дозировка Честота Отговорник');
      expect(page).toContain(`Страница ${index + 1} от ${pages.length}`);
    });
  });

  it('prints a control sheet: the rows with 31 day columns, a signature column and a checked-by line', async () => {
    const plan = samplePlan('de', 6);
    const file = await renderPlan(plan, 'CONTROL', { createdAt });
    const text = flat(pdfText(file.content));
    const texts = DOCUMENT_TEXTS.de.control;
    expect(text).toContain(`${texts.title}: ${plan.planName}`);
    expect(text).toContain('Monat: Juni 2026');
    const days = Array.from({ length: 31 }, (_, index) => String(index + 1)).join(' ');
    expect(text).toContain(`Bereich ${days} Kürzel`);
    expect(text).toContain('Arbeitsflächen');
    expect(text).toContain('Flüssigseife Lavendel 5 l · 10 ml / 10 l');
    expect(text).toContain('Küche');
    expect(text).toContain('Kontrolliert von:');
    expect(file.fileName).toBe('Kontrollblatt-Bereich-Kueche-Sanitaerraeume-2026-06.pdf');
  });

  it('says so when a plan has no rows yet', async () => {
    const plan = { ...samplePlan('it', 1), rows: [] };
    const text = flat(pdfText((await renderPlan(plan, 'A4_LANDSCAPE', { createdAt })).content));
    expect(text).toContain('Questo piano non contiene ancora voci.');
  });

  it('renders the same bytes for the same plan, format and creation date', async () => {
    const plan = samplePlan('sk', 10);
    const first = await renderPlan(plan, 'CONTROL', { createdAt });
    const second = await renderPlan(structuredClone(plan), 'CONTROL', { createdAt });
    expect(first.content.equals(second.content)).toBe(true);
  });

  it('refuses an unknown format and rows with more cells than columns', async () => {
    const plan = samplePlan('de', 2);
    await expect(renderPlan(plan, 'A5_PORTRAIT' as PrintFormat)).rejects.toThrow(DocumentInputError);
    const rows = [{ cells: ['a', 'b', 'c', 'd', 'e', 'f'] }];
    await expect(renderPlan({ ...plan, rows }, 'A4_PORTRAIT')).rejects.toThrow('rows[0].cells');
  });
});
