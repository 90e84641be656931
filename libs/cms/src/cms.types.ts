/**
 * Rich text as structured nodes (no HTML): headings, paragraphs and lists of text spans. A span is
 * plain text, optionally bold or italic, or a link. Clients render nodes as elements, so nothing in
 * a story can inject markup or script.
 */
export interface RichTextSpan {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** Link target: a shop path or slug (`/footer/agb`), or an http(s)/mailto/tel URL. */
  href?: string;
}

export type RichTextNode =
  | { type: 'heading'; level: 2 | 3; spans: RichTextSpan[] }
  | { type: 'paragraph'; spans: RichTextSpan[] }
  | { type: 'list'; ordered: boolean; items: RichTextSpan[][] };

export interface HeroBannerBlock {
  component: 'hero_banner';
  id: string;
  headline: string;
  text: string;
  image: string;
  ctaLabel: string;
  ctaLink: string;
}

export interface CategorySliderBlock {
  component: 'category_slider';
  id: string;
  headline: string;
  categoryKeys: string[];
}

export interface ProductSliderBlock {
  component: 'product_slider';
  id: string;
  headline: string;
  skus: string[];
}

export interface RichTextBlock {
  component: 'rich_text';
  id: string;
  nodes: RichTextNode[];
}

/** Products of a category (and its subcategories) or an explicit SKU list, shown as a grid. */
export interface ProductListingBlock {
  component: 'product_listing';
  id: string;
  headline: string;
  /** Exactly one of categoryKey and skus is set. */
  categoryKey?: string;
  skus?: string[];
  /** Most products shown (1–48). */
  limit: number;
}

export interface AccordionBlock {
  component: 'accordion';
  id: string;
  headline: string;
  items: { title: string; body: RichTextNode[] }[];
}

export interface TableBlock {
  component: 'table';
  id: string;
  headline: string;
  caption: string;
  head: string[];
  rows: string[][];
  /** The first cell of each row labels the row (th scope=row). */
  rowHeaders: boolean;
}

/** A poster (local image) and a link to the video; nothing is loaded from the video host. */
export interface VideoTeaserBlock {
  component: 'video_teaser';
  id: string;
  headline: string;
  text: string;
  poster: string;
  videoUrl: string;
  /** ISO 8601 duration, e.g. PT2M30S. */
  duration: string;
}

export interface QuoteSliderBlock {
  component: 'quote_slider';
  id: string;
  headline: string;
  quotes: { text: string; author: string; company: string }[];
}

export interface HotlineBoxBlock {
  component: 'hotline_box';
  id: string;
  headline: string;
  text: string;
  phone: string;
  email: string;
  hours: string;
}

export interface NewsletterFormBlock {
  component: 'newsletter_form';
  id: string;
  headline: string;
  text: string;
  /** Link to the privacy page shown next to the consent text. */
  privacyLink: string;
}

export type ContentBlock =
  | HeroBannerBlock
  | CategorySliderBlock
  | ProductSliderBlock
  | RichTextBlock
  | ProductListingBlock
  | AccordionBlock
  | TableBlock
  | VideoTeaserBlock
  | QuoteSliderBlock
  | HotlineBoxBlock
  | NewsletterFormBlock;

export type ContentBlockComponent = ContentBlock['component'];

/** Every block type, for the kitchensink and the checks that each one is served and rendered. */
export const CONTENT_BLOCK_COMPONENTS: readonly ContentBlockComponent[] = [
  'hero_banner',
  'category_slider',
  'product_slider',
  'rich_text',
  'product_listing',
  'accordion',
  'table',
  'video_teaser',
  'quote_slider',
  'hotline_box',
  'newsletter_form',
];

export interface PageContent {
  component: 'page';
  title: string;
  seoDescription: string;
  body: ContentBlock[];
}

export interface FooterLink {
  label: string;
  to: string;
  icon?: string;
}

/** A page of a content type as a list shows it: where it is and what it is called. */
export interface ContentPageSummary {
  id: string;
  /** Full slug without the locale, e.g. footer/agb. */
  slug: string;
  title: string;
}

export interface FooterContent {
  component: 'footer';
  columns: { title: string; links: FooterLink[] }[];
  legal: string;
  /** Unique selling points of the shop, shown in the banner above the pages (absent: no banner). */
  usps?: string[];
}

export interface Story<C = PageContent | FooterContent> {
  id: string;
  locale: string;
  /** Full slug, '' (empty) is the home page; 'global/footer' is the footer. */
  slug: string;
  name: string;
  publishedAt: string;
  /** A draft is served only in preview mode. */
  draft: boolean;
  content: C;
}

/** A server-supplied redirect (docs/rules/routes-and-guards.md guard 7): internal shop path, or external URL for a full page load. */
export interface CmsRedirect {
  to: string;
  external: boolean;
}

export interface PageOptions {
  /** Preview mode: drafts are served too. The caller has checked the preview token. */
  preview?: boolean;
}

export interface NewsletterSignupResult {
  /** False when the address was already signed up in this tenant (the answer to the user is the same). */
  created: boolean;
}
