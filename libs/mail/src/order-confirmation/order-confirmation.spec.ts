import { validateOrderConfirmationMailJob } from '@shop/jobs';
import { orderConfirmationMailJob } from '@shop/jobs/testing';
import { LANGUAGES, LOCALES, SHOP_LOCALES } from '@shop/locales';
import { renderOrderConfirmation } from './order-confirmation';
import { ORDER_CONFIRMATION_TEXTS } from './order-confirmation.texts';

/** Intl separates digits and currency with no-break spaces; the assertions read them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const render = (patch: Parameters<typeof orderConfirmationMailJob>[0] = {}) =>
  renderOrderConfirmation(validateOrderConfirmationMailJob(orderConfirmationMailJob(patch)));

const bgn = (centAmount: number) => ({ centAmount, currency: 'BGN' });

describe('renderOrderConfirmation', () => {
  it('writes a Czech order in Czech, with Czech amounts, date and country', () => {
    const mail = render();
    expect(mail.subject).toBe('Potvrzení objednávky WS-100042');
    const text = spaced(mail.text);
    expect(text).toMatch(/^Dobrý den,\n\nděkujeme za vaši objednávku!/);
    expect(text).toContain('Číslo objednávky: WS-100042');
    expect(text).toContain('Objednáno dne: 23. listopadu 2026 v 10:30');
    expect(text).toContain('Vaše číslo objednávky: OBJ-2026/17');
    expect(text).toContain(
      '- Čisticí prostředek na podlahy 5 l\n  Kód zboží: HH-1001 · Množství: 3 · 897,00 Kč',
    );
    expect(text).toContain('Celkem bez DPH: 1 347,50 Kč\nDPH 21 %: 282,98 Kč\nCelkem k úhradě: 1 630,48 Kč');
    expect(text).toContain('Dodací adresa\nJana Nováková\nÚdolní 12\n602 00 Brno\nČesko');
    expect(spaced(mail.html)).toContain('1 630,48 Kč');
    expect(mail.html).toContain('<html lang="cs">');
    expect(mail.html).toContain('Papírové ručníky skládané');
  });

  it('writes a Bulgarian order in Cyrillic, with the EUR amount beside the lev amount', () => {
    const mail = render({
      locale: 'bg-bg',
      mandantCode: '57HHBG',
      order: {
        lines: [
          { sku: 'HH-3003', name: 'Почистващ препарат за подове', quantity: 2, linePrice: bgn(135_874) },
        ],
        taxPercent: 20,
        totals: { net: bgn(135_874), tax: bgn(27_175), gross: bgn(163_049) },
        shippingAddress: {
          firstName: 'Мария',
          lastName: 'Иванова',
          streetName: 'ул. Витоша 5',
          postalCode: '1000',
          city: 'София',
          country: 'BG',
        },
      },
    });
    expect(mail.subject).toBe('Потвърждение за поръчка WS-100042');
    const text = spaced(mail.text);
    expect(text).toMatch(/^Здравейте,\n\nблагодарим ви за поръчката!/);
    expect(text).toContain('Поръчано на: 23 ноември 2026 г. в 11:30');
    expect(text).toContain('- Почистващ препарат за подове');
    // 1630.49 BGN at the fixed 1.95583 BGN per EUR is 833.66 EUR.
    expect(text).toContain('Обща сума: 1630,49 лв. (833,66 €)');
    expect(text).toContain('ДДС 20 %: 271,75 лв. (138,94 €)');
    expect(text).toContain('Мария Иванова\nул. Витоша 5\n1000 София\nБългария');
    expect(mail.html).toContain('<html lang="bg">');
  });

  it('writes each shop language with its own texts', () => {
    const subjects = SHOP_LOCALES.map((locale) => {
      const mail = render({ locale, mandantCode: LOCALES[locale].mandantCode! });
      expect(mail.html).toContain(`<html lang="${LOCALES[locale].language}">`);
      expect(mail.text).toContain(ORDER_CONFIRMATION_TEXTS[LOCALES[locale].language].greeting);
      return [locale, mail.subject];
    });
    expect(Object.fromEntries(subjects)).toEqual({
      'de-at': 'Bestellbestätigung WS-100042',
      'de-de': 'Bestellbestätigung WS-100042',
      'cs-cz': 'Potvrzení objednávky WS-100042',
      'sk-sk': 'Potvrdenie objednávky WS-100042',
      'it-it': 'Conferma ordine WS-100042',
      'it-de': 'Bestellbestätigung WS-100042',
      'bg-bg': 'Потвърждение за поръчка WS-100042',
    });
    expect(Object.keys(ORDER_CONFIRMATION_TEXTS).sort()).toEqual([...LANGUAGES].sort());
  });

  it('escapes what the customer and the catalogue wrote in the HTML, and keeps it as written in the text', () => {
    const [line] = orderConfirmationMailJob().order.lines;
    const mail = render({
      order: {
        customerIdentifier: '<b>PO</b>',
        lines: [
          { ...line, name: 'Seife "Lavendel" <script>alert(1)</script> & Co', linePrice: line.linePrice },
        ],
        totals: {
          net: line.linePrice,
          tax: { centAmount: 0, currency: 'CZK' },
          gross: line.linePrice,
        },
        shippingAddress: { ...orderConfirmationMailJob().order.shippingAddress, lastName: "O'Brien <x>" },
      },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>PO</b>');
    expect(mail.html).toContain('Seife &quot;Lavendel&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(mail.html).toContain('&lt;b&gt;PO&lt;/b&gt;');
    expect(mail.html).toContain('Jana O&#39;Brien &lt;x&gt;');
    expect(mail.text).toContain('- Seife "Lavendel" <script>alert(1)</script> & Co');
  });

  it('shows the minimum-quantity surcharge apart from the lines, above the totals, with its translated label', () => {
    const czk = (centAmount: number) => ({ centAmount, currency: 'CZK' });
    const surcharge = { key: 'MIN-QTY-SURCHARGE', name: 'MIN-QTY-SURCHARGE', price: czk(25_000) };
    const mail = render({
      order: {
        customLineItem: surcharge,
        totals: { net: czk(159_750), tax: czk(33_548), gross: czk(193_298) },
      },
    });
    const text = spaced(mail.text);
    expect(text).toContain('Příplatek za malé množství: 250,00 Kč\nCelkem bez DPH: 1 597,50 Kč');
    expect(text).not.toContain('MIN-QTY-SURCHARGE');
    expect(spaced(mail.html)).toMatch(/Příplatek za malé množství<\/td><td [^>]*>250,00 Kč/);
    const named = render({
      order: {
        customLineItem: { ...surcharge, name: 'Zuschlag laut Vertrag' },
        totals: { net: czk(159_750), tax: czk(33_548), gross: czk(193_298) },
      },
    });
    expect(spaced(named.text)).toContain('Zuschlag laut Vertrag: 250,00 Kč');
  });

  it('has no surcharge row for an order without one', () => {
    for (const language of LANGUAGES)
      expect(render().text).not.toContain(ORDER_CONFIRMATION_TEXTS[language].minimumSurcharge);
  });

  it('leaves out the customer reference when there is none', () => {
    const mail = render({ locale: 'de-at', mandantCode: '20HHAT', order: { customerIdentifier: null } });
    expect(mail.text).not.toContain('Ihre Bestellreferenz');
    expect(mail.html).not.toContain('Ihre Bestellreferenz');
    expect(mail.text).toContain('Bestellnummer: WS-100042');
  });
});
