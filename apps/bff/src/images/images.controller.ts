import { Controller, Get, Header, Param } from '@nestjs/common';
import { renderProductImageSvg } from '@shop/commerce';
import { renderHeroImageSvg } from '@shop/cms';
import { isSku } from '@shop/domain';
import { isLocaleCode } from '@shop/locales';
import { notFound } from '../common/shop-error';

const imageNotFound = () => notFound('error.not-found');

/** Generated product and banner images: deterministic SVGs, so the shop needs no external assets. */
@Controller('api/images')
export class ImagesController {
  @Get('products/:file')
  @Header('Content-Type', 'image/svg+xml')
  @Header('Cache-Control', 'public, max-age=86400, immutable')
  product(@Param('file') file: string) {
    const sku = file.replace(/\.svg$/, '');
    if (!file.endsWith('.svg') || !isSku(sku)) throw imageNotFound();
    return renderProductImageSvg(sku);
  }

  @Get('hero/:file')
  @Header('Content-Type', 'image/svg+xml')
  @Header('Cache-Control', 'public, max-age=86400, immutable')
  hero(@Param('file') file: string) {
    const locale = file.replace(/\.svg$/, '');
    if (!file.endsWith('.svg') || !isLocaleCode(locale)) throw imageNotFound();
    return renderHeroImageSvg(locale);
  }
}
