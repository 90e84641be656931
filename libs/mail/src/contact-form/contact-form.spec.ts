import { validateContactFormMailJob } from '@shop/jobs';
import { contactFormMailJob } from '@shop/jobs/testing';
import { LANGUAGES } from '@shop/locales';
import { renderContactForm } from './contact-form';
import { CONTACT_FORM_TEXTS } from './contact-form.texts';

const render = (patch: Parameters<typeof contactFormMailJob>[0] = {}) =>
  renderContactForm(validateContactFormMailJob(contactFormMailJob(patch)));

describe('renderContactForm (decision 0096)', () => {
  it('gives the service team every field, the message and a reply link, escaped in the HTML', () => {
    const mail = render({ form: { message: 'Hallo <script>x</script>\nZeile 2' } });
    expect(mail.subject).toBe('Kontaktanfrage von Erika Muster');
    expect(mail.text).toContain('Anrede: Frau');
    expect(mail.text).toContain('E-Mail: erika.muster@kunde.example');
    expect(mail.text).toContain('Telefon: +43 1 2345');
    expect(mail.text).toContain('Gesendet aus: de-at');
    expect(mail.text).toContain('Nachricht:\nHallo <script>x</script>\nZeile 2');
    expect(mail.text).toContain('Antworten: mailto:erika.muster@kunde.example');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hallo &lt;script&gt;x&lt;/script&gt;<br>Zeile 2');
  });

  it('refuses a payload that could smuggle headers or has no message', () => {
    expect(() =>
      validateContactFormMailJob(contactFormMailJob({ replyTo: 'a@b.example\nBcc: c@d.example' })),
    ).toThrow(/replyTo/);
    expect(() =>
      validateContactFormMailJob(contactFormMailJob({ form: { lastName: 'Muster\r\nBcc: x' } })),
    ).toThrow(/lastName/);
    expect(() => validateContactFormMailJob(contactFormMailJob({ form: { message: '  ' } }))).toThrow(
      /message/,
    );
  });

  it('has every text in every shop language', () => {
    for (const language of LANGUAGES)
      for (const text of Object.values(CONTACT_FORM_TEXTS[language])) expect(text).toMatch(/\S/);
  });
});
