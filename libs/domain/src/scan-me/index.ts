export * from './offline-catalogue-wire';
export * from './scan-list';
export * from './scan-list-sync';
