export * from './buyable';
export * from './academy-only';
export * from './product-referrer';
export * from './listing';
export * from './order-hints';
export * from './price-mode';
export * from './category-search';
