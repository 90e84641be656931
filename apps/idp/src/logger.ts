import pino, { type Logger } from 'pino';

/** JSON lines on stdout; secrets that may appear in logged objects are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    name: 'idp',
    level,
    base: { service: 'idp' },
    redact: ['password', '*.password', 'client_secret', 'id_token_hint'],
  });
}
