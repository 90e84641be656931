export * from './pricing.port';
export * from './tier-match';
export * from './embedded/embedded-pricing.adapter';
export * from './embedded/price-changes';
