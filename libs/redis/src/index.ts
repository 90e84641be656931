export * from './redis-client';
export * from './with-deadline';
