export * from './identifiers';
