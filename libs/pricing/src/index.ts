export * from './pricing.port';
export * from './price-feed.port';
export * from './tier-match';
export * from './embedded/embedded-pricing.adapter';
export * from './embedded/embedded-price-feed.adapter';
