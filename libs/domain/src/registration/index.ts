export * from './registration-payload';
export * from './registration-rules';
export * from './registration-payload-of';
export * from './decision-rules';
