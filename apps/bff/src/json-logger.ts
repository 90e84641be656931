import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';

/** The process's JSON logger: stdout, or `destination` (the integration tests read the lines). */
export function createRootLogger(level: string, name = 'bff', destination?: DestinationStream): Logger {
  const options = { name, level, base: { service: name }, timestamp: pino.stdTimeFunctions.isoTime };
  return destination ? pino(options, destination) : pino(options);
}

/** Nest's own log lines as structured JSON through the same pino logger. */
export class JsonNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}

/**
 * A logger that writes to the same destination as `root` but names another service in its lines
 * (`service: 'web'` for the web's reports, decision 0112): a child logger would repeat the key.
 */
export function serviceLogger(root: Logger, service: string): Logger {
  const destination = (root as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym];
  return pino(
    { name: service, level: root.level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime },
    destination,
  );
}
