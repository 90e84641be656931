import { renderProductImageSvg } from './product-image';

describe('renderProductImageSvg', () => {
  it('is deterministic per SKU and differs between SKUs', () => {
    expect(renderProductImageSvg('100012', 'Hygia Reiniger')).toBe(
      renderProductImageSvg('100012', 'Hygia Reiniger'),
    );
    expect(renderProductImageSvg('100012')).not.toBe(renderProductImageSvg('100013'));
  });

  it('draws a different shape per leading SKU digit', () => {
    const outlines = ['100001', '200001', '300001', '400001', '500001'].map((sku) =>
      renderProductImageSvg(sku).replace(/hsl\([^)]*\)|body-[a-z0-9]+|\d{6}/g, ''),
    );
    expect(new Set(outlines).size).toBe(5);
  });

  it('is a standalone SVG without external references and escapes the name', () => {
    const svg = renderProductImageSvg('400005', 'A&B <Spender> "Pro"');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/href=|<image|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(svg).toContain('A&amp;B &lt;Spender&gt; &quot;Pro&quot;');
    expect(svg).not.toContain('<Spender>');
  });
});
