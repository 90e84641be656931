/** Injection tokens of the BFF's outside things (STYLE.md: every I/O behind one provider). */
export const DB = Symbol('DB');
export const REDIS = Symbol('REDIS');
export const REDIS_SUBSCRIBER = Symbol('REDIS_SUBSCRIBER');
/** The app's pino logger (structured JSON lines), for providers that log outside a request. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');
