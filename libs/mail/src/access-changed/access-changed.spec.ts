import { validateAccessChangedMailJob } from '@shop/jobs';
import { renderAccessChanged } from './access-changed';

const job = (locale: string, mandantCode: string, kind: 'role-changed' | 'removed' = 'role-changed') =>
  validateAccessChangedMailJob({
    to: 'eva.moser@firma.example',
    locale,
    mandantCode,
    access: {
      kind,
      personName: 'Eva <Moser>',
      customerName: 'Muster & Söhne <GmbH>',
      changedByName: 'Anna Berger',
      roleBefore: kind === 'role-changed' ? 'ROLE_CART_PURCHASER' : null,
      roleAfter: kind === 'role-changed' ? 'ROLE_CART_APPROVER' : null,
      changedAt: '2026-11-28T10:00:00.000Z',
      shopUrl: 'https://shop.example.com/de-at/konto',
    },
  });

describe('the mail about a contact’s changed access (decision 0147)', () => {
  it('names the roles before and after, who changed them and the company, in the locale’s language, escaped in HTML', () => {
    const mail = renderAccessChanged(job('de-at', '20HHAT'));
    expect(mail.subject).toBe('Ihre Rolle im Shop für Muster & Söhne <GmbH> wurde geändert');
    expect(mail.text).toContain('Anna Berger hat Ihre Rolle als Benutzer von Muster & Söhne <GmbH>');
    expect(mail.text).toContain('Bisherige Rolle: Einkäufer');
    expect(mail.text).toContain('Neue Rolle: Warenkorb-Freigeber');
    expect(mail.text).toContain('Geändert von: Anna Berger');
    expect(mail.text).toContain('Zu Ihrem Konto: https://shop.example.com/de-at/konto');
    expect(mail.html).toContain('Eva &lt;Moser&gt;');
    expect(mail.html).toContain('Muster &amp; Söhne &lt;GmbH&gt;');
    expect(mail.html).not.toContain('<GmbH>');
  });

  it('tells a removed contact it was removed, without roles', () => {
    const mail = renderAccessChanged(job('de-at', '20HHAT', 'removed'));
    expect(mail.subject).toBe('Ihr Zugang zum Shop für Muster & Söhne <GmbH> wurde entfernt');
    expect(mail.text).toContain('Entfernt von: Anna Berger');
    expect(mail.text).not.toContain('Rolle:');
  });

  it.each([
    ['cs-cz', '80HHCZ', 'změněna', 'Nákupčí', 'zrušen'],
    ['sk-sk', '50HHSK', 'zmenená', 'Nákupca', 'zrušený'],
    ['it-it', '41HHIC', 'modificato', 'Acquirente', 'revocato'],
    ['bg-bg', '57HHBG', 'променена', 'Купувач', 'премахнат'],
  ])(
    'is written in the language of %s, with its role names',
    (locale, mandantCode, changed, role, removed) => {
      const mail = renderAccessChanged(job(locale, mandantCode));
      expect(mail.subject).toContain(changed);
      expect(mail.text).toContain(role);
      expect(renderAccessChanged(job(locale, mandantCode, 'removed')).subject).toContain(removed);
    },
  );

  it('refuses a payload of a role change without roles, or with a time that is none', () => {
    const valid = job('de-at', '20HHAT');
    expect(() =>
      validateAccessChangedMailJob({ ...valid, access: { ...valid.access, roleAfter: null } }),
    ).toThrow(/roleAfter/);
    expect(() =>
      validateAccessChangedMailJob({ ...valid, access: { ...valid.access, changedAt: 'yesterday' } }),
    ).toThrow(/changedAt/);
  });
});
