export * from './order-rules';
