export * from './commerce.port';
export * from './commerce.types';
export { EmbeddedCommerceAdapter } from './embedded/embedded-commerce.adapter';
export { renderProductImageSvg } from './embedded/product-image';
