export * from './shopping-list';
