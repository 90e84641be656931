import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import type { Logger } from 'pino';
import type { AccountStore } from './account-store';
import type { IdpConfig } from './config';
import { readFormOrRefuse, sendHtml } from './http-io';
import type { LoginThrottle } from './login-throttle';
import { renderErrorPage } from './views/error-page';
import { pickLanguage, type PageLanguage } from './views/language';
import { renderLoginPage, type LoginError } from './views/login-page';

export interface InteractionDeps {
  provider: Provider;
  accounts: AccountStore;
  config: IdpConfig;
  logger: Logger;
  /** Growing delays for failed sign-ins and the end of an interaction after a few (decision 0074). */
  throttle: LoginThrottle;
}

export const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]+)$/;

function languageFor(req: IncomingMessage, interaction?: Interaction): PageLanguage {
  return pickLanguage(
    interaction?.params.ui_locales,
    interaction?.params.locale,
    req.headers['accept-language'],
  );
}

/**
 * GET and POST of `/interaction/:uid`: the login form for the `login` prompt, and an automatic grant for
 * the `consent` prompt since the shop is this provider's only, first-party client.
 */
export function createInteractionRoutes({ provider, accounts, config, logger, throttle }: InteractionDeps) {
  const shopUrl = `${config.publicUrl}/`;

  function renderLogin(
    res: ServerResponse,
    req: IncomingMessage,
    interaction: Interaction,
    status: number,
    email?: string,
    error?: LoginError,
  ): void {
    const html = renderLoginPage({
      lang: languageFor(req, interaction),
      action: `/interaction/${interaction.uid}`,
      email: email ?? interaction.params.login_hint,
      error,
      showDemoHint: !config.production,
      shopUrl,
    });
    sendHtml(res, status, html);
  }

  async function grantConsent(
    req: IncomingMessage,
    res: ServerResponse,
    interaction: Interaction,
  ): Promise<void> {
    const accountId = interaction.session?.accountId;
    const clientId = interaction.params.client_id;
    if (!accountId || !clientId) throw new Error('consent prompt without a signed-in account or client');
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = interaction.prompt.details;
    if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
    if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { consent: existing ? {} : { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  async function load(req: IncomingMessage, res: ServerResponse, uid: string): Promise<Interaction | null> {
    try {
      const interaction = await provider.interactionDetails(req, res);
      if (interaction.uid === uid) return interaction;
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
    }
    const html = renderErrorPage({ lang: languageFor(req), kind: 'expired', shopUrl });
    sendHtml(res, 400, html);
    return null;
  }

  async function show(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const interaction = await load(req, res, uid);
    if (!interaction) return;
    switch (interaction.prompt.name) {
      case 'login':
        return renderLogin(res, req, interaction, 200);
      case 'consent':
        return grantConsent(req, res, interaction);
      default:
        throw new Error(`unsupported interaction prompt ${interaction.prompt.name}`);
    }
  }

  async function submit(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const form = await readFormOrRefuse(req, res);
    if (!form) return;
    const interaction = await load(req, res, uid);
    if (!interaction) return;
    if (interaction.prompt.name === 'consent') return grantConsent(req, res, interaction);
    if (interaction.prompt.name !== 'login') {
      throw new Error(`unsupported interaction prompt ${interaction.prompt.name}`);
    }

    const email = (form.get('email') ?? '').trim();
    const password = form.get('password') ?? '';
    if (!email || !password) return renderLogin(res, req, interaction, 400, email, 'missingCredentials');

    const address = req.socket.remoteAddress ?? 'unknown';
    const attempt = throttle.begin(email, address, interaction.uid);
    if (attempt.interactionEnded) {
      logger.info({ event: 'login.interaction-ended', email, address }, 'sign-in ended after failures');
      await interaction.destroy();
      const html = renderErrorPage({ lang: languageFor(req, interaction), kind: 'tooManyAttempts', shopUrl });
      return sendHtml(res, 429, html);
    }
    // A timer, not a busy wait: other requests go on while a guesser waits.
    if (attempt.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, attempt.delayMs));

    let account;
    try {
      account = await accounts.authenticate(email, password);
    } catch (error) {
      logger.error({ err: error }, 'account lookup failed');
      return renderLogin(res, req, interaction, 503, email, 'unavailable');
    }
    if (!account) {
      logger.info({ event: 'login.failed', email, address, delayMs: attempt.delayMs }, 'login failed');
      return renderLogin(res, req, interaction, 401, email, 'invalidCredentials');
    }
    attempt.succeeded();
    logger.info({ event: 'login.success', sub: account.subject }, 'login succeeded');
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.subject } },
      { mergeWithLastSubmission: false },
    );
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
      res.setHeader('cache-control', 'no-store');
      if (req.method === 'GET' || req.method === 'HEAD') return show(req, res, uid);
      if (req.method === 'POST') return submit(req, res, uid);
      res.writeHead(405, { allow: 'GET, POST' });
      res.end();
    },
  };
}
