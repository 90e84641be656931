export * from './buyable';
export * from './academy-only';
export * from './product-referrer';
export * from './listing';
