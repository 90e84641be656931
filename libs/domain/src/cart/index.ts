export * from './cart-states';
export * from './cart-lock';
export * from './cart-input';
