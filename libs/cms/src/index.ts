export * from './cms.port';
export * from './cms.types';
export { EmbeddedCmsAdapter } from './embedded/embedded-cms.adapter';
export { renderHeroImageSvg } from './embedded/hero-image';
