import { renderHeroImageSvg } from './hero-image';

describe('renderHeroImageSvg', () => {
  it('is a wide standalone SVG, the same for the same locale', () => {
    const svg = renderHeroImageSvg('de-at');
    expect(svg).toBe(renderHeroImageSvg('de-at'));
    expect(svg).toContain('viewBox="0 0 1600 600"');
    expect(svg).not.toMatch(/href=|<image/);
  });

  it('differs between locales', () => {
    expect(renderHeroImageSvg('de-at')).not.toBe(renderHeroImageSvg('bg-bg'));
  });
});
