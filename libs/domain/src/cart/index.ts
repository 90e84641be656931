export * from './cart-states';
export * from './cart-lock';
export * from './cart-input';
export * from './cart-housekeeping';
export * from './quick-order';
export * from './cart-approval';
export * from './minimum-surcharge';
export * from './cart-change-kind';
