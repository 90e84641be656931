export * from './order-rules';
export * from './order-history';
export * from './reorder';
export * from './print-format';
