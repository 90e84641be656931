import { validateRegistrationDecisionMailJob } from '@shop/jobs';
import { registrationDecisionMailJob } from '@shop/jobs/testing';
import { LANGUAGES } from '@shop/locales';
import { renderRegistrationDecision } from './registration-decision';
import { REGISTRATION_DECISION_TEXTS } from './registration-decision.texts';

const render = (patch: Parameters<typeof registrationDecisionMailJob>[0] = {}) =>
  renderRegistrationDecision(validateRegistrationDecisionMailJob(registrationDecisionMailJob(patch)));

describe('renderRegistrationDecision (decision 0095)', () => {
  it('tells a Bulgarian registrant in Bulgarian that its registration was declined, and why', () => {
    const mail = render();
    expect(mail.subject).toBe('Вашата регистрация е отхвърлена');
    expect(mail.text).toMatch(
      /^Здравейте,\n\nЗа съжаление вашата регистрация като нов клиент е отхвърлена\./,
    );
    expect(mail.text).toContain('Фирма: Хотел Родина ООД');
    expect(mail.text).toContain('Обосновка:\nЛипсва ЕИК');
    expect(mail.text).toContain('Към магазина: https://shop.example/bg-bg');
    expect(mail.html).toContain('<html lang="bg">');
  });

  it('gives a confirmation the sign-in link and no reason; an existing customer’s its own words', () => {
    const confirmed = render({
      locale: 'de-at',
      mandantCode: '20HHAT',
      registration: {
        decision: 'confirmed',
        reason: null,
        url: 'https://shop.example/de-at/login',
        companyName: 'A <b>GmbH</b>',
      },
    });
    expect(confirmed.subject).toBe('Ihre Registrierung wurde bestätigt');
    expect(confirmed.text).toContain('Jetzt anmelden: https://shop.example/de-at/login');
    expect(confirmed.text).not.toContain('Begründung');
    expect(confirmed.html).toContain('A &lt;b&gt;GmbH&lt;/b&gt;');
    const joined = render({
      locale: 'de-at',
      mandantCode: '20HHAT',
      registration: { kind: 'existing-customer', decision: 'confirmed', reason: null },
    });
    expect(joined.text).toContain('Ihr Zugang zum Konto Ihres Unternehmens wurde freigegeben.');
  });

  it('refuses a decline without a reason and a confirmation with one', () => {
    expect(() =>
      validateRegistrationDecisionMailJob(registrationDecisionMailJob({ registration: { reason: null } })),
    ).toThrow(/reason/);
    expect(() =>
      validateRegistrationDecisionMailJob(
        registrationDecisionMailJob({ registration: { decision: 'confirmed' } }),
      ),
    ).toThrow(/reason/);
    expect(() =>
      validateRegistrationDecisionMailJob(
        registrationDecisionMailJob({ to: 'a@b.example\r\nBcc: x@y.example' }),
      ),
    ).toThrow(/e-mail/);
  });

  it('has every text in every shop language', () => {
    for (const language of LANGUAGES) {
      const texts = REGISTRATION_DECISION_TEXTS[language];
      for (const kind of ['new-customer', 'existing-customer'] as const)
        for (const decision of ['confirmed', 'declined'] as const)
          expect(texts.intro[kind][decision]).toMatch(/\S/);
      expect(texts.subject.confirmed).not.toBe(texts.subject.declined);
    }
  });
});
