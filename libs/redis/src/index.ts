export * from './redis-client';
export * from './with-deadline';
export * from './document-store';
