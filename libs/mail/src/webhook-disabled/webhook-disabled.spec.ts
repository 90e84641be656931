import { validateWebhookDisabledMailJob } from '@shop/jobs';
import { renderWebhookDisabled } from './webhook-disabled';

const job = (locale: string, mandantCode: string) =>
  validateWebhookDisabledMailJob({
    to: 'admin@example.com',
    locale,
    mandantCode,
    webhook: {
      customerName: 'Muster <GmbH>',
      clientName: 'ERP connector',
      url: 'https://erp.example.com/hooks',
      disabledAt: '2026-11-28T10:00:00.000Z',
      companyUrl: 'https://shop.example.com/de-at/konto/firma',
    },
  });

describe('the mail about a disabled webhook subscription (decision 0137)', () => {
  it('names the client, the URL and the customer, in the locale’s language, escaped in HTML', () => {
    const mail = renderWebhookDisabled(job('de-at', '20HHAT'));
    expect(mail.subject).toBe('Webhook von „ERP connector“ deaktiviert');
    expect(mail.text).toContain('Adresse: https://erp.example.com/hooks');
    expect(mail.text).toContain('Kunde: Muster <GmbH>');
    expect(mail.html).toContain('Muster &lt;GmbH&gt;');
    expect(mail.html).toContain('https://shop.example.com/de-at/konto/firma');
  });

  it.each([
    ['cs-cz', '80HHCZ', 'deaktivován'],
    ['sk-sk', '50HHSK', 'deaktivovaný'],
    ['it-it', '41HHIC', 'disattivato'],
    ['bg-bg', '57HHBG', 'деактивиран'],
  ])('is written in the language of %s', (locale, mandantCode, word) => {
    expect(renderWebhookDisabled(job(locale, mandantCode)).subject).toContain(word);
  });

  it('refuses a payload without a valid time', () => {
    expect(() =>
      validateWebhookDisabledMailJob({ ...job('de-at', '20HHAT'), webhook: { disabledAt: 'yesterday' } }),
    ).toThrow(/disabledAt/);
  });
});
