import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildPath, LOCALES } from '@shop/locales';
import { signIn } from './support';

const ISSUER = process.env.OIDC_ISSUER ?? 'http://localhost:3300';
const ME = '{ me { role mandantCode customer { customerNo } } }';

type ApiClientTexts = Record<string, string> & { state: Record<'active' | 'revoked', string> };
const textsOf = (language: string) =>
  (
    JSON.parse(readFileSync(join(__dirname, `../apps/web/src/i18n/${language}.json`), 'utf8')) as {
      apiClients: ApiClientTexts;
    }
  ).apiClients;
/** A text with its `{{name}}` filled in, as i18next does. */
const fill = (text: string, name: string) => text.replace('{{name}}', name);

/** The client credentials grant at the IdP, as an integrator asks for a token. */
const askForToken = (clientId: string, secret: string) =>
  fetch(`${ISSUER}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials' }),
  });

/** A token of the client. */
async function tokenOf(clientId: string, secret: string): Promise<string> {
  const response = await askForToken(clientId, secret);
  const body = (await response.json()) as { access_token?: string };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.access_token!;
}

// The API clients block is on the company data page (decision 0090); each tenant's first customer is 100001.
for (const { locale, admin } of [
  { locale: 'de-at' as const, admin: 'admin@20hhat.example' },
  { locale: 'bg-bg' as const, admin: 'admin@57hhbg.example' },
]) {
  test(`${locale}: an administrator creates an API client, its secret works at the API, and a revocation stops its token at once`, async ({
    page,
    baseURL,
  }) => {
    const name = `E2E-Client ${Date.now()}`;
    const me = (token: string) =>
      fetch(`${baseURL}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: ME }),
      });

    const texts = textsOf(LOCALES[locale].language);
    const mandantCode = LOCALES[locale].mandantCode!;
    await signIn(page, locale, admin);
    await page.goto(buildPath('account-company-data', locale));
    const section = page.getByRole('region', { name: texts.title });
    await section.getByRole('button', { name: texts.create }).click();
    const form = section.getByRole('form', { name: texts.createTitle });
    await form.getByLabel(texts.nameLabel).fill(name);
    await form.getByLabel(texts.roleLabel).selectOption('ROLE_CART_PURCHASER');
    await form.getByRole('button', { name: texts.submit }).click();

    const dialog = page.getByRole('dialog', { name: fill(texts.secretTitle, name) });
    await expect(dialog.getByText(texts.secretWarning)).toBeVisible();
    const clientId = await dialog.getByRole('textbox', { name: texts.clientId, exact: true }).inputValue();
    const secret = await dialog.getByRole('textbox', { name: texts.secretLabel, exact: true }).inputValue();
    expect(clientId).toMatch(new RegExp(`^api-${mandantCode.toLowerCase()}-[0-9a-f]{16}$`));
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: texts.secretDone }).click();
    await expect(dialog).toBeHidden();
    // Shown once: the page does not have it any more.
    await expect(page.locator(`input[value="${secret}"]`)).toHaveCount(0);

    const token = await tokenOf(clientId, secret);
    const acting = await me(token);
    expect(acting.status).toBe(200);
    expect(((await acting.json()) as { data: unknown }).data).toEqual({
      me: { role: 'ROLE_CART_PURCHASER', mandantCode, customer: { customerNo: '100001' } },
    });

    const row = section.getByRole('listitem').filter({ hasText: clientId });
    await expect(row.getByText(texts.state.active)).toBeVisible();
    await row.getByRole('button', { name: fill(texts.revokeFor, name) }).click();
    await row.getByRole('button', { name: texts.revokeYes }).click();
    await expect(section.getByText(fill(texts.revokedNotice, name))).toBeVisible();
    await expect(row.getByText(texts.state.revoked).first()).toBeVisible();

    const refused = await me(token);
    expect(refused.status).toBe(401);
    const body = (await refused.json()) as { errors: { extensions: unknown }[] };
    expect(body.errors[0].extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      messageKey: 'error.invalid-token',
      details: { reason: 'revoked' },
    });
    const again = await askForToken(clientId, secret);
    expect(again.status).toBe(401);
  });
}
