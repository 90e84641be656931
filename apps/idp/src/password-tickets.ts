import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { AccountStore } from './account-store';
import type { IdpConfig } from './config';
import { BodyTooLargeError, readBody, readFormOrRefuse, sendHtml, sendJson } from './http-io';
import { pickLanguage, type PageLanguage } from './views/language';
import {
  passwordErrorOf,
  renderPasswordTicketPage,
  renderTicketEndPage,
  type PasswordError,
} from './views/password-ticket-page';

/**
 * Password tickets for invited people (docs/decisions/0086-provisioning-logins-through-the-idp.md), as
 * Auth0's password change tickets and Keycloak's "execute actions" mails work: the shop, authenticated
 * as its confidential client, asks for a ticket for an e-mail address; the account is created without
 * a password when missing; the ticket is a single-use link, valid TICKET_TTL_SECONDS, where the person
 * chooses a password and is then sent back to the shop (`returnTo`, only on the shop's origin).
 */

export const PROVISIONING_PATH = '/provisioning/password-tickets';
export const TICKET_PATH = /^\/password-ticket\/([A-Za-z0-9_-]{43})$/;
/** How long a ticket works: long enough to read a mail and choose a password, short for a leaked link. */
export const TICKET_TTL_SECONDS = 30 * 60;
/** The browser's half of the form's CSRF check; scoped to the ticket pages. */
export const TICKET_CSRF_COOKIE = 'idp.pwticket';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_NAME = 100;

interface TicketRecord {
  subject: string;
  email: string;
  returnTo: string;
  lang: PageLanguage;
}

/** What the shop sends (JSON). */
interface TicketRequest {
  email: string;
  givenName: string;
  familyName: string;
  returnTo: string;
  locale?: string;
}

export interface PasswordTicketDeps {
  accounts: AccountStore;
  redis: Redis;
  /** Namespace of the IdP's Redis keys (`idp:`). */
  redisKeyPrefix: string;
  config: IdpConfig;
  /** Secrets of the IdP's signed cookies; the first signs the CSRF value. */
  cookieKeys: string[];
  logger: Logger;
}

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Constant-time equality of two strings of any length. */
function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}

/** The client of an `Authorization: Basic` header (RFC 6749 2.3.1: both parts form-urlencoded). */
function basicClientOf(header: string | undefined): { id: string; secret: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header?.trim() ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    const form = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return { id: form(decoded.slice(0, colon)), secret: form(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= max ? trimmed : null;
}

/** The request's fields, or what is wrong with it (an OAuth-style error description). */
function ticketRequestOf(body: unknown, shopOrigin: string): TicketRequest | string {
  if (typeof body !== 'object' || body === null) return 'a JSON object is required';
  const raw = body as Record<string, unknown>;
  const email = text(raw.email, 254);
  if (!email || !EMAIL.test(email)) return 'email must be an e-mail address';
  const givenName = text(raw.givenName, MAX_NAME);
  const familyName = text(raw.familyName, MAX_NAME);
  if (!givenName || !familyName)
    return `givenName and familyName are required (${MAX_NAME} characters at most)`;
  const returnTo = text(raw.returnTo, 2000);
  let target: URL | null = null;
  try {
    target = returnTo ? new URL(returnTo) : null;
  } catch {
    target = null;
  }
  if (!target || target.origin !== shopOrigin) return `returnTo must be a URL of the shop (${shopOrigin})`;
  const locale = typeof raw.locale === 'string' ? raw.locale.slice(0, 35) : undefined;
  return { email, givenName, familyName, returnTo: target.href, locale };
}

export function createPasswordTicketRoutes({
  accounts,
  redis,
  redisKeyPrefix,
  config,
  cookieKeys,
  logger,
}: PasswordTicketDeps) {
  const shopOrigin = new URL(config.publicUrl).origin;
  const ticketKey = (ticket: string) => `${redisKeyPrefix}password-ticket:${sha256(ticket).toString('hex')}`;

  /** The form's CSRF value: the cookie's random value bound to this ticket by the IdP's cookie key. */
  const csrfOf = (cookieValue: string, ticket: string) =>
    createHmac('sha256', cookieKeys[0]).update(`${cookieValue}.${ticket}`).digest('base64url');

  function cookieOf(req: IncomingMessage, name: string): string | undefined {
    for (const part of (req.headers.cookie ?? '').split(/;\s*/)) {
      const separator = part.indexOf('=');
      if (separator > 0 && part.slice(0, separator) === name) return part.slice(separator + 1);
    }
    return undefined;
  }

  async function issue(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' });
      res.end();
      return;
    }
    const client = basicClientOf(req.headers.authorization);
    // Only the shop's own confidential client provisions logins; integration clients cannot.
    if (
      !client ||
      !sameSecret(client.id, config.clientId) ||
      !sameSecret(client.secret, config.clientSecret)
    ) {
      logger.warn({ event: 'provisioning.unauthorized', clientId: client?.id }, 'provisioning refused');
      res.setHeader('www-authenticate', 'Basic realm="provisioning"');
      return sendJson(res, 401, {
        error: 'invalid_client',
        error_description: 'client authentication failed',
      });
    }
    let body: unknown;
    try {
      body = JSON.parse((await readBody(req)).toString('utf8') || 'null');
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendJson(res, 413, { error: 'invalid_request' });
      return sendJson(res, 400, { error: 'invalid_request', error_description: 'the body is not JSON' });
    }
    const request = ticketRequestOf(body, shopOrigin);
    if (typeof request === 'string') {
      return sendJson(res, 400, { error: 'invalid_request', error_description: request });
    }
    const account = await accounts.provision(request);
    if (account.hasPassword) {
      logger.info({ event: 'provisioning.has-password', sub: account.subject }, 'account has a password');
      return sendJson(res, 200, { status: 'PASSWORD_SET', subject: account.subject });
    }
    const ticket = randomBytes(32).toString('base64url');
    const record: TicketRecord = {
      subject: account.subject,
      email: account.email,
      returnTo: request.returnTo,
      lang: pickLanguage(request.locale),
    };
    await redis.set(ticketKey(ticket), JSON.stringify(record), 'EX', TICKET_TTL_SECONDS);
    logger.info({ event: 'provisioning.ticket', sub: account.subject }, 'password ticket issued');
    return sendJson(res, 201, {
      status: 'TICKET',
      subject: account.subject,
      ticketUrl: `${config.issuer}/password-ticket/${ticket}`,
      expiresAt: new Date(Date.now() + TICKET_TTL_SECONDS * 1000).toISOString(),
    });
  }

  async function find(ticket: string): Promise<TicketRecord | null> {
    const stored = await redis.get(ticketKey(ticket));
    return stored ? (JSON.parse(stored) as TicketRecord) : null;
  }

  function showForm(
    res: ServerResponse,
    ticket: string,
    record: TicketRecord,
    status: number,
    error?: PasswordError,
  ): void {
    // A fresh random value in a cookie of the ticket pages, its MAC in the form (double submit).
    const cookieValue = randomBytes(16).toString('base64url');
    const secure = config.issuer.startsWith('https:') ? '; Secure' : '';
    res.setHeader(
      'set-cookie',
      `${TICKET_CSRF_COOKIE}=${cookieValue}; Path=/password-ticket/; HttpOnly; SameSite=Strict; Max-Age=${TICKET_TTL_SECONDS}${secure}`,
    );
    const html = renderPasswordTicketPage({
      lang: record.lang,
      action: `/password-ticket/${ticket}`,
      email: record.email,
      csrf: csrfOf(cookieValue, ticket),
      error,
    });
    sendHtml(res, status, html);
  }

  function expired(req: IncomingMessage, res: ServerResponse): void {
    const lang = pickLanguage(req.headers['accept-language']);
    sendHtml(res, 410, renderTicketEndPage(lang, 'expired', `${config.publicUrl}/`));
  }

  async function page(req: IncomingMessage, res: ServerResponse, ticket: string): Promise<void> {
    res.setHeader('cache-control', 'no-store');
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      res.writeHead(405, { allow: 'GET, POST' });
      res.end();
      return;
    }
    let form: URLSearchParams | null = null;
    if (req.method === 'POST') {
      form = await readFormOrRefuse(req, res);
      if (!form) return;
    }
    const record = await find(ticket);
    if (!record) return expired(req, res);
    if (!form) return showForm(res, ticket, record, 200);

    const cookieValue = cookieOf(req, TICKET_CSRF_COOKIE);
    if (!cookieValue || !sameSecret(csrfOf(cookieValue, ticket), form.get('csrf') ?? '')) {
      return showForm(res, ticket, record, 403, 'passwordFormExpired');
    }
    const password = form.get('password') ?? '';
    const problem = passwordErrorOf(password, form.get('repeat') ?? '', record.email);
    if (problem) return showForm(res, ticket, record, 400, problem);

    // The account's first password only: a second use of the ticket, or another ticket of the same
    // account, finds it set and changes nothing.
    const set = await accounts.setFirstPassword(record.subject, password);
    await redis.del(ticketKey(ticket));
    res.setHeader(
      'set-cookie',
      `${TICKET_CSRF_COOKIE}=; Path=/password-ticket/; HttpOnly; SameSite=Strict; Max-Age=0`,
    );
    if (!set) {
      logger.info({ event: 'password-ticket.already-set', sub: record.subject }, 'password was set already');
      return sendHtml(res, 409, renderTicketEndPage(record.lang, 'alreadySet', record.returnTo));
    }
    logger.info({ event: 'password-ticket.used', sub: record.subject }, 'password chosen');
    res.writeHead(303, { location: record.returnTo, 'cache-control': 'no-store' });
    res.end();
  }

  return { issue, page };
}
