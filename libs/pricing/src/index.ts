export * from './pricing.port';
export * from './embedded/embedded-pricing.adapter';
