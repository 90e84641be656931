import { renderLoginPage } from './login-page';

const BASE = {
  lang: 'de' as const,
  action: '/interaction/abc',
  showDemoHint: false,
  shopUrl: 'http://localhost:3000/',
};

describe('renderLoginPage', () => {
  it('renders a labelled form posting to the interaction', () => {
    const html = renderLoginPage(BASE);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Hygiene Shop Login');
    expect(html).toContain('<form method="post" action="/interaction/abc"');
    expect(html).toContain('<label for="email">E-Mail-Adresse</label>');
    expect(html).toContain('<label for="password">Passwort</label>');
    expect(html).toContain('autocomplete="username"');
    expect(html).toContain('autocomplete="current-password"');
    expect(html).not.toContain('role="alert"');
    expect(html).not.toMatch(/https?:\/\/(?!localhost:3000)/);
  });

  it('shows the demo login only when asked to', () => {
    expect(renderLoginPage({ ...BASE, showDemoHint: true })).toContain(
      'Demo: <code>admin@20hhat.example</code> / <code>Shop-Demo-2026</code>',
    );
    expect(renderLoginPage(BASE)).not.toContain('admin@20hhat.example');
  });

  it('announces wrong credentials in German and in English', () => {
    const german = renderLoginPage({ ...BASE, error: 'invalidCredentials', email: 'a@b.example' });
    expect(german).toContain(
      '<p class="alert" id="login-error" role="alert">E-Mail-Adresse oder Passwort ist falsch.',
    );
    expect(german).toContain('aria-describedby="login-error"');
    const english = renderLoginPage({ ...BASE, lang: 'en', error: 'invalidCredentials' });
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('The email address or password is incorrect.');
  });

  it('keeps the typed e-mail, escaped, and moves focus to the password', () => {
    const html = renderLoginPage({ ...BASE, email: '"><script>x</script>', error: 'invalidCredentials' });
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(html).not.toContain('<script>x');
    expect(html).toMatch(/id="password"[^>]*autofocus/);
    expect(html).not.toMatch(/id="email"[^>]*autofocus/);
  });
});
