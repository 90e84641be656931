export * from './budget-period';
export * from './budget-rules';
