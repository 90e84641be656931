import type { ContentBlock } from '@shop/cms';
import type { ShopContext } from '@shop/domain';
import { safeHref } from './rich-text.models';
import { durationSeconds, phoneHref, toBlockModel } from './to-block-model';

const ctx = { locale: 'de-at', language: 'de', mandantCode: '20HHAT' } as ShopContext;

describe('content block mapping', () => {
  it('keeps safe link targets only', () => {
    for (const ok of [
      '/footer/agb',
      'footer/agb',
      'https://example.com/x',
      'mailto:a@b.at',
      'tel:+43 1 234',
      '/c/x?page=2#top',
    ])
      expect(safeHref(ok)).toBe(ok);
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:x',
      '//evil.example',
      'data:text/html,x',
      '/a\\b',
      'vbscript:x',
      '/a b',
      undefined,
      '',
    ])
      expect(safeHref(bad)).toBeNull();
  });

  it('reads ISO durations and phone numbers', () => {
    expect(durationSeconds('PT2M10S')).toBe(130);
    expect(durationSeconds('PT1H')).toBe(3600);
    expect(durationSeconds('PT')).toBeNull();
    expect(durationSeconds('2:10')).toBeNull();
    expect(phoneHref('+43 1 616 20 00')).toBe('tel:+4316162000');
  });

  it('drops blocks that cannot be shown safely and clamps listings', () => {
    const video = {
      component: 'video_teaser',
      id: 'v',
      headline: '',
      text: '',
      poster: '',
      videoUrl: 'javascript:x',
      duration: '',
    };
    expect(toBlockModel(video as ContentBlock, ctx)).toBeNull();
    expect(
      toBlockModel({ component: 'product_listing', id: 'l', headline: '', limit: 4 } as ContentBlock, ctx),
    ).toBeNull();
    expect(toBlockModel({ component: 'unknown', id: 'u' } as unknown as ContentBlock, ctx)).toBeNull();
    const listing = toBlockModel(
      {
        component: 'product_listing',
        id: 'l',
        headline: 'h',
        skus: ['a', 'b', 'c'],
        limit: 2,
      } as ContentBlock,
      ctx,
    );
    expect(listing).toMatchObject({ skus: ['a', 'b'], limit: 2, categoryKey: null });
    const big = toBlockModel(
      { component: 'product_listing', id: 'l', headline: 'h', categoryKey: 'k', limit: 5000 } as ContentBlock,
      ctx,
    );
    expect(big).toMatchObject({ limit: 48, skus: [], categoryKey: 'k' });
  });

  it('makes table rows as wide as the head', () => {
    const table = toBlockModel(
      {
        component: 'table',
        id: 't',
        headline: '',
        caption: '',
        head: ['a', 'b'],
        rows: [['1'], ['1', '2', '3']],
        rowHeaders: false,
      } as ContentBlock,
      ctx,
    );
    expect(table).toMatchObject({
      rows: [
        ['1', ''],
        ['1', '2'],
      ],
    });
  });
});
