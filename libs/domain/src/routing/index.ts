export * from './route-names';
export * from './route-params';
export * from './checkout-access';
export * from './guard-types';
export * from './clean-query';
export * from './run-guards';
export { userAccessLevel } from './guards/access-level.guard';
