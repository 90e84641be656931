/** The price cache's own Redis connection: it fails fast (no offline queue) when Redis is down. */
export const PRICE_CACHE_REDIS = Symbol('PRICE_CACHE_REDIS');
