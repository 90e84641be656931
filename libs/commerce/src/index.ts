export * from './commerce.port';
export * from './catalogue.port';
export * from './customer.port';
export * from './shop-config.port';
export * from './cart.port';
export * from './commerce.types';
export * from './commerce.errors';
export { EmbeddedCommerceAdapter } from './embedded/embedded-commerce.adapter';
export { renderProductImageSvg } from './embedded/product-image';
