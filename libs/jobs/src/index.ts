export * from './queues';
export * from './events';
export * from './maintenance-request';
export * from './prices';
