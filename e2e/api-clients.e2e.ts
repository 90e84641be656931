import { expect, test } from '@playwright/test';
import { signIn } from './support';

/** The company data page, where the API clients block is (decision 0090). */
const COMPANY_DATA = '/de-at/account/mein-konto/firmendaten';
const ISSUER = process.env.OIDC_ISSUER ?? 'http://localhost:3300';
const ME = '{ me { role mandantCode customer { customerNo } } }';

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

test('an administrator creates an API client, its secret works at the API, and a revocation stops its token at once', async ({
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

  await signIn(page, 'de-at', 'admin@20hhat.example');
  await page.goto(COMPANY_DATA);
  const section = page.getByRole('region', { name: 'API-Clients' });
  await section.getByRole('button', { name: 'API-Client anlegen' }).click();
  const form = section.getByRole('form', { name: 'Neuer API-Client' });
  await form.getByLabel('Name (wofür der Client ist)').fill(name);
  await form.getByLabel('Rolle').selectOption('ROLE_CART_PURCHASER');
  await form.getByRole('button', { name: 'Anlegen' }).click();

  const dialog = page.getByRole('dialog', { name: `Geheimnis von „${name}“` });
  await expect(dialog.getByText(/nur dieses eine Mal angezeigt/)).toBeVisible();
  const clientId = await dialog.getByRole('textbox', { name: 'Client-ID', exact: true }).inputValue();
  const secret = await dialog.getByRole('textbox', { name: 'Client-Geheimnis', exact: true }).inputValue();
  expect(clientId).toMatch(/^api-20hhat-[0-9a-f]{16}$/);
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Ich habe das Geheimnis gespeichert' }).click();
  await expect(dialog).toBeHidden();
  // Shown once: the page does not have it any more.
  await expect(page.locator(`input[value="${secret}"]`)).toHaveCount(0);

  const token = await tokenOf(clientId, secret);
  const acting = await me(token);
  expect(acting.status).toBe(200);
  expect(((await acting.json()) as { data: unknown }).data).toEqual({
    me: { role: 'ROLE_CART_PURCHASER', mandantCode: '20HHAT', customer: { customerNo: '100001' } },
  });

  const row = section.getByRole('listitem').filter({ hasText: clientId });
  await expect(row.getByText('Aktiv')).toBeVisible();
  await row.getByRole('button', { name: `${name} widerrufen` }).click();
  await row.getByRole('button', { name: 'Ja, widerrufen' }).click();
  await expect(section.getByText(`Der API-Client „${name}“ ist widerrufen.`)).toBeVisible();
  await expect(row.getByText('Widerrufen').first()).toBeVisible();

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
