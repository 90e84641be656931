import { validateApprovalReminderMailJob } from '@shop/jobs';
import { approvalReminderMailJob } from '@shop/jobs/testing';
import { LANGUAGES, LOCALES, SHOP_LOCALES } from '@shop/locales';
import { renderApprovalReminder } from './approval-reminder';
import { APPROVAL_REMINDER_TEXTS } from './approval-reminder.texts';

/** Intl separates date parts with no-break spaces; the assertions read them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const render = (patch: Parameters<typeof approvalReminderMailJob>[0] = {}) =>
  renderApprovalReminder(validateApprovalReminderMailJob(approvalReminderMailJob(patch)));

describe('renderApprovalReminder (decision 0045)', () => {
  it('writes a Czech reminder in Czech: who handed what over when, the comment and the link to the cart', () => {
    const mail = render();
    // Czech declines a name after "od": the nominative name stands apart instead.
    expect(mail.subject).toBe('Košík čeká na vaše schválení – Jana Nováková');
    const text = spaced(mail.text);
    expect(text).toMatch(/^Dobrý den,\n\nkošík čeká na vaše schválení\./);
    expect(text).toContain(
      [
        'Zákazník: Úklidová služba Brno s.r.o.',
        'Požadavek od: Jana Nováková',
        'Předáno ke schválení dne: 20. listopadu 2026 v 9:15',
        'Počet položek: 3',
        '',
        'Komentář:',
        'Prosím o schválení: doobjednávka pro kuchyň',
      ].join('\n'),
    );
    expect(text).toContain(
      'Zobrazit košík a rozhodnout: https://shop.example/cs-cz/account/mein-konto/warenkorbverwaltung/cart-7f3a',
    );
    expect(text).toMatch(/S pozdravem\nVáš zákaznický servis\n$/);
    expect(mail.html).toContain('<html lang="cs">');
    expect(mail.html).toContain(
      '<a href="https://shop.example/cs-cz/account/mein-konto/warenkorbverwaltung/cart-7f3a"',
    );
    expect(mail.html).toContain('>Zobrazit košík a rozhodnout</a>');
  });

  it('writes a Bulgarian reminder in Cyrillic with the date on the clock in Sofia', () => {
    const mail = render({
      locale: 'bg-bg',
      mandantCode: '57HHBG',
      reminder: {
        requesterName: 'Мария Иванова',
        customerName: 'Хигиена ООД',
        comment: 'Моля за одобрение: допълнителна поръчка за кухнята',
        cartUrl: 'https://shop.example/bg-bg/account/moyat-akaunt/upravlenie-na-kolichkite/cart-7f3a',
      },
    });
    expect(mail.subject).toBe('Количката на Мария Иванова очаква вашето одобрение');
    const text = spaced(mail.text);
    expect(text).toMatch(/^Здравейте,\n\nедна количка очаква вашето одобрение\./);
    expect(text).toContain('Клиент: Хигиена ООД');
    expect(text).toContain('Заявено от: Мария Иванова');
    expect(text).toContain('Изпратено за одобрение на: 20 ноември 2026 г. в 10:15');
    expect(text).toContain('Брой позиции: 3');
    expect(text).toContain('Коментар:\nМоля за одобрение: допълнителна поръчка за кухнята');
    expect(mail.html).toContain('<html lang="bg">');
    expect(mail.html).toContain('>Прегледайте количката и решете</a>');
  });

  it('writes each shop language with its own texts', () => {
    const subjects = SHOP_LOCALES.map((locale) => {
      const mail = render({ locale, mandantCode: LOCALES[locale].mandantCode! });
      const t = APPROVAL_REMINDER_TEXTS[LOCALES[locale].language];
      expect(mail.html).toContain(`<html lang="${LOCALES[locale].language}">`);
      expect(mail.text).toContain(t.intro);
      expect(mail.text).toContain(t.why);
      return [locale, mail.subject];
    });
    expect(Object.fromEntries(subjects)).toEqual({
      'de-at': 'Warenkorb von Jana Nováková wartet auf Ihre Freigabe',
      'de-de': 'Warenkorb von Jana Nováková wartet auf Ihre Freigabe',
      'cs-cz': 'Košík čeká na vaše schválení – Jana Nováková',
      'sk-sk': 'Košík čaká na vaše schválenie – Jana Nováková',
      'it-it': 'Il carrello di Jana Nováková attende la sua approvazione',
      'it-de': 'Warenkorb von Jana Nováková wartet auf Ihre Freigabe',
      'bg-bg': 'Количката на Jana Nováková очаква вашето одобрение',
    });
    expect(Object.keys(APPROVAL_REMINDER_TEXTS).sort()).toEqual([...LANGUAGES].sort());
  });

  it('escapes what the requester and the customer wrote in the HTML, keeps their line breaks, and keeps it as written in the text', () => {
    const mail = render({
      reminder: {
        customerName: 'Müller & Söhne <GmbH>',
        requesterName: `Jana "J" O'Brien`,
        comment: '<script>alert(1)</script>\nBitte bis Freitag',
        cartUrl: 'https://shop.example/cs-cz/cart?a=1&b="2"',
      },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;<br>Bitte bis Freitag');
    expect(mail.html).toContain('Müller &amp; Söhne &lt;GmbH&gt;');
    expect(mail.html).toContain('Jana &quot;J&quot; O&#39;Brien');
    expect(mail.html).toContain('href="https://shop.example/cs-cz/cart?a=1&amp;b=&quot;2&quot;"');
    expect(mail.text).toContain('<script>alert(1)</script>\nBitte bis Freitag');
    expect(mail.subject).toBe(`Košík čeká na vaše schválení – Jana "J" O'Brien`);
  });

  it('leaves the comment out when the requester wrote none', () => {
    const mail = render({ locale: 'de-at', mandantCode: '20HHAT', reminder: { comment: null } });
    expect(mail.text).not.toContain('Kommentar');
    expect(mail.html).not.toContain('Kommentar');
    expect(mail.text).toContain('Anzahl Positionen: 3\n\nWarenkorb ansehen und entscheiden: https://');
  });
});
