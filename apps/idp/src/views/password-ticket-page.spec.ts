import { passwordErrorOf, renderPasswordTicketPage, renderTicketEndPage } from './password-ticket-page';

describe('password rules of a ticket (decision 0086)', () => {
  it('asks for 10 to 128 characters, not the e-mail address, typed twice alike', () => {
    expect(passwordErrorOf('123456789', '123456789', 'a@b.example')).toBe('passwordTooShort');
    expect(passwordErrorOf('x'.repeat(129), 'x'.repeat(129), 'a@b.example')).toBe('passwordTooLong');
    expect(passwordErrorOf(' Ida.Neu@B.example ', ' Ida.Neu@B.example ', 'ida.neu@b.example')).toBe(
      'passwordIsEmail',
    );
    expect(passwordErrorOf('lange genug', 'lange genuG', 'a@b.example')).toBe('passwordsDiffer');
    expect(passwordErrorOf('lange genug', 'lange genug', 'a@b.example')).toBeNull();
    // Characters, not UTF-16 units: ten emoji are ten characters.
    expect(passwordErrorOf('🔑'.repeat(10), '🔑'.repeat(10), 'a@b.example')).toBeNull();
  });
});

describe('renderPasswordTicketPage', () => {
  const base = { action: '/password-ticket/abc', email: 'ida@b.example', csrf: 'c"s<rf' };

  it('states the rules, labels every field and escapes what it inserts', () => {
    const html = renderPasswordTicketPage({ ...base, lang: 'en' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="password">New password</label>');
    expect(html).toContain('<label for="repeat">Repeat the password</label>');
    expect(html).toContain('At least 10 and at most 128 characters');
    expect(html).toContain('autocomplete="new-password"');
    expect(html).toContain('value="c&quot;s&lt;rf"');
    expect(html).not.toContain('role="alert"');
  });

  it('announces a broken rule in German', () => {
    const html = renderPasswordTicketPage({ ...base, lang: 'de', error: 'passwordIsEmail' });
    expect(html).toContain('role="alert">Das Passwort darf nicht Ihre E-Mail-Adresse sein.');
    expect(html).toMatch(/id="password"[^>]*aria-invalid="true"/);
  });

  it('links an ended ticket to the sign-in', () => {
    const html = renderTicketEndPage('de', 'alreadySet', 'http://localhost:3000/auth/login?locale=de-at&x=1');
    expect(html).toContain('Passwort bereits festgelegt');
    expect(html).toContain('href="http://localhost:3000/auth/login?locale=de-at&amp;x=1"');
  });
});
