import { validateRegistrationAccessRequestMailJob, validateRegistrationReceivedMailJob } from '@shop/jobs';
import { LANGUAGES } from '@shop/locales';
import { renderRegistrationAccessRequest, renderRegistrationReceived } from './registration';
import { REGISTRATION_TEXTS } from './registration.texts';

const received = (patch: Record<string, unknown> = {}) =>
  validateRegistrationReceivedMailJob({
    to: 'newcomer@shop.example',
    locale: 'bg-bg',
    mandantCode: '57HHBG',
    registration: {
      id: 'reg-1',
      kind: 'new-customer',
      companyName: 'Хотел <Изгрев>',
      customerNumber: null,
      receivedAt: '2026-11-28T10:15:00Z',
      shopUrl: 'https://shop.example/bg-bg',
    },
    ...patch,
  });

describe('registration mails (decision 0094)', () => {
  it('tells a registrant in its language that the registration was received, the company escaped', () => {
    const mail = renderRegistrationReceived(received());
    expect(mail.subject).toBe('Получихме Вашата регистрация');
    expect(mail.text).toContain('Фирма: Хотел <Изгрев>');
    expect(mail.text).toContain('Към магазина: https://shop.example/bg-bg');
    expect(mail.html).toContain('<html lang="bg">');
    expect(mail.html).toContain('Хотел &lt;Изгрев&gt;');
  });

  it('asks an administrator to approve an access request by the link, with the registrant and comment', () => {
    const mail = renderRegistrationAccessRequest(
      validateRegistrationAccessRequestMailJob({
        to: 'admin@80hhcz.example',
        locale: 'cs-cz',
        mandantCode: '80HHCZ',
        request: {
          registrationId: 'reg-2',
          registrantName: 'Jana Nováková',
          registrantEmail: 'newcomer@shop.example',
          customerNumber: '100001',
          requestedAt: '2026-11-28T10:15:00Z',
          comment: 'Kuchyně Brno',
          approvalUrl: 'https://shop.example/cs-cz/account/x/y/TOKEN/100001',
        },
      }),
    );
    expect(mail.subject).toBe('Žádost o přístup k Vašemu zákaznickému účtu');
    expect(mail.text).toContain('Jméno: Jana Nováková');
    expect(mail.text).toContain('Poznámka:\nKuchyně Brno');
    expect(mail.text).toContain('Prověřit žádost: https://shop.example/cs-cz/account/x/y/TOKEN/100001');
  });

  it('refuses a payload of a locale of another tenant or without a link', () => {
    expect(() => received({ locale: 'de-at' })).toThrow(/not a shop locale/);
    expect(() =>
      received({
        registration: {
          id: 'r',
          kind: 'new-customer',
          receivedAt: '2026-11-28T10:15:00Z',
          shopUrl: 'ftp://x',
        },
      }),
    ).toThrow(/http/);
  });

  it('has every text in every shop language', () => {
    for (const language of LANGUAGES) {
      const { received: r, accessRequest: a } = REGISTRATION_TEXTS[language];
      for (const value of [
        ...Object.values(r.subject),
        ...Object.values(r.intro),
        r.button,
        ...Object.values(a),
      ])
        expect(value.trim()).not.toBe('');
    }
  });
});
