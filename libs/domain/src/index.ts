export * from './roles';
export * from './shop-context';
export * from './money';
export * from './ean';
export * from './errors';
export * from './redirect';
