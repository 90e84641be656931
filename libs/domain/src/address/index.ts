export * from './shipping-address';
