import type { ContentBlock } from '@shop/cms';
import type { ShopContext } from '@shop/domain';
import type { ContentBlockModel } from './content.models';
import { safeHref, toRichTextNodes } from './rich-text.models';

const MAX_LISTING = 48;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/** ISO 8601 duration (PT#H#M#S) → seconds, null when absent or malformed. */
export function durationSeconds(value: unknown): number | null {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(str(value));
  if (!match || match[0] === 'PT') return null;
  const [, h = '0', m = '0', s = '0'] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** tel: URL of a displayed phone number ("+43 1 616 20 00" → "tel:+4316162000"). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A stored block as its GraphQL model, checked on the way out: a block with missing or unsafe
 * data (an unknown component, a video URL that is not http(s), a listing without source) is left
 * out rather than breaking the page.
 */
export function toBlockModel(block: ContentBlock, ctx: ShopContext): ContentBlockModel | null {
  switch (block.component) {
    case 'hero_banner':
      return { ...block, ctaLink: safeHref(block.ctaLink) ?? '' };
    case 'category_slider':
      return { ...block, categoryKeys: strings(block.categoryKeys), ctx };
    case 'product_slider':
      return { ...block, skus: strings(block.skus), ctx };
    case 'rich_text':
      return { component: 'rich_text', id: block.id, nodes: toRichTextNodes(block.nodes) };
    case 'product_listing': {
      const categoryKey =
        typeof block.categoryKey === 'string' && block.categoryKey ? block.categoryKey : null;
      const skus = strings(block.skus);
      if (!categoryKey && skus.length === 0) return null;
      const limit = Math.min(MAX_LISTING, Math.max(1, Math.trunc(Number(block.limit) || 12)));
      return {
        component: 'product_listing',
        id: block.id,
        headline: str(block.headline),
        limit,
        categoryKey,
        skus: categoryKey ? [] : skus.slice(0, limit),
        ctx,
      };
    }
    case 'accordion':
      return {
        component: 'accordion',
        id: block.id,
        headline: str(block.headline),
        items: (Array.isArray(block.items) ? block.items : [])
          .map((item) => ({ title: str(item?.title), body: toRichTextNodes(item?.body) }))
          .filter((item) => item.title !== ''),
      };
    case 'table': {
      const head = strings(block.head);
      return {
        component: 'table',
        id: block.id,
        headline: str(block.headline),
        caption: str(block.caption),
        head,
        rows: (Array.isArray(block.rows) ? block.rows : []).map((row) => {
          const cells = strings(row);
          // Every row as wide as the head, so the table stays rectangular for screen readers.
          return head.length ? head.map((_, i) => cells[i] ?? '') : cells;
        }),
        rowHeaders: block.rowHeaders === true,
      };
    }
    case 'video_teaser': {
      const url = str(block.videoUrl);
      if (!/^https?:\/\/[^/\s]+/i.test(url)) return null;
      return {
        component: 'video_teaser',
        id: block.id,
        headline: str(block.headline),
        text: str(block.text),
        poster: safeHref(block.poster) ?? '',
        videoUrl: url,
        durationSeconds: durationSeconds(block.duration),
      };
    }
    case 'quote_slider':
      return {
        component: 'quote_slider',
        id: block.id,
        headline: str(block.headline),
        quotes: (Array.isArray(block.quotes) ? block.quotes : [])
          .map((quote) => ({
            text: str(quote?.text),
            author: str(quote?.author),
            company: str(quote?.company),
          }))
          .filter((quote) => quote.text !== ''),
      };
    case 'hotline_box':
      return {
        component: 'hotline_box',
        id: block.id,
        headline: str(block.headline),
        text: str(block.text),
        phone: str(block.phone),
        phoneHref: phoneHref(str(block.phone)),
        email: str(block.email),
        hours: str(block.hours),
      };
    case 'newsletter_form':
      return {
        component: 'newsletter_form',
        id: block.id,
        headline: str(block.headline),
        text: str(block.text),
        privacyLink: safeHref(block.privacyLink) ?? '',
      };
    default:
      return null;
  }
}
