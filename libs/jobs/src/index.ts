export * from './queues';
export * from './events';
export * from './maintenance-request';
export * from './prices';
export * from './invalid-job';
export * from './price-job-validation';
export * from './redis-keys';
export * from './cart-events';
