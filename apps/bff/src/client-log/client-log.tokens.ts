/** The pino logger of the web's lines (service "web"). */
export const WEB_LOGGER = Symbol('WEB_LOGGER');
/** The budget of POST /api/log per caller (CLIENT_LOG_MAX_PER_MINUTE). */
export const CLIENT_LOG_LIMITER = Symbol('CLIENT_LOG_LIMITER');
