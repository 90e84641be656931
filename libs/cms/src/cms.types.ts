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

export type ContentBlock = HeroBannerBlock | CategorySliderBlock | ProductSliderBlock;

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

export interface FooterContent {
  component: 'footer';
  columns: { title: string; links: FooterLink[] }[];
  legal: string;
}

export interface Story<C = PageContent | FooterContent> {
  id: string;
  locale: string;
  /** Full slug, '' (empty) is the home page; 'global/footer' is the footer. */
  slug: string;
  name: string;
  publishedAt: string;
  content: C;
}

/** A server-supplied redirect (spec 01 §4 guard 7): internal shop path, or external URL for a full page load. */
export interface CmsRedirect {
  to: string;
  external: boolean;
}
