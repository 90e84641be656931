export * from './service-report';
export * from './plans';
export * from './sales-contacts';
export * from './purchase-report';
