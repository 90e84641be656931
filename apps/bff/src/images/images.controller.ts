import { Controller, Get, Header, NotFoundException, Param } from '@nestjs/common';
import { renderProductImageSvg } from '@shop/commerce';
import { renderHeroImageSvg } from '@shop/cms';
import { isLocaleCode } from '@shop/locales';

const SKU_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** Generated product and banner images: deterministic SVGs, so the shop needs no external assets. */
@Controller('api/images')
export class ImagesController {
  @Get('products/:file')
  @Header('Content-Type', 'image/svg+xml')
  @Header('Cache-Control', 'public, max-age=86400, immutable')
  product(@Param('file') file: string) {
    const sku = file.replace(/\.svg$/, '');
    if (!file.endsWith('.svg') || !SKU_PATTERN.test(sku)) throw new NotFoundException();
    return renderProductImageSvg(sku);
  }

  @Get('hero/:file')
  @Header('Content-Type', 'image/svg+xml')
  @Header('Cache-Control', 'public, max-age=86400, immutable')
  hero(@Param('file') file: string) {
    const locale = file.replace(/\.svg$/, '');
    if (!file.endsWith('.svg') || !isLocaleCode(locale)) throw new NotFoundException();
    return renderHeroImageSvg(locale);
  }
}
