export * from './commerce.port';
export * from './commerce.types';
export * from './commerce.errors';
export { EmbeddedCommerceAdapter } from './embedded/embedded-commerce.adapter';
export { renderProductImageSvg } from './embedded/product-image';
