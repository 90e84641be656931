import pino from 'pino';

export const createLogger = (level: string) =>
  pino({ name: 'worker', level, base: { service: 'worker' }, timestamp: pino.stdTimeFunctions.isoTime });
