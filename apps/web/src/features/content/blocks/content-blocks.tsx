import { Suspense, use } from 'react';
import { deferredModule } from '../../../ui/deferred-module';
import { loadPageLanguage } from '../../../i18n/i18n';
import { Skeleton } from '../../../ui/skeleton';
import { Slider } from '../../../ui/slider/slider';
import type { PriceFormatConfig } from '../../pricing/format-price';
import type { ContentBlock } from './block-types';
import { CategorySliderBlock } from './category-slider-block';
import { HeroBanner } from './hero-banner';
import './content-blocks.css';

/**
 * Blocks that the home page's first draw does not wait for (decision 0129): the product blocks
 * (cards, prices, add to cart and to list) sit below the hero, and the other blocks appear on content
 * pages only. Pages that show CMS content call preloadContentBlocks when they mount, so the code
 * arrives while the content is asked for; until then a skeleton of the block's shape holds its place.
 */
// The blocks draw with texts outside the shell part (product, units, add to list, content): their
// code is ready when all texts of the page's language are (decision 0127).
const productBlocks = deferredModule(() =>
  Promise.all([import('./product-slider-block'), import('./product-listing-block'), loadPageLanguage()]).then(
    ([slider, listing]) => ({ ...slider, ...listing }),
  ),
);
const pageBlocks = deferredModule(() =>
  Promise.all([
    loadPageLanguage(),
    import('./accordion-block'),
    import('./hotline-box-block'),
    import('./newsletter-form-block'),
    import('./quote-slider-block'),
    import('./rich-text-block'),
    import('./table-block'),
    import('./video-teaser-block'),
  ]).then(([, ...modules]) => Object.assign({}, ...modules) as UnionOf<typeof modules>),
);

type UnionOf<T extends readonly unknown[]> = T extends readonly [infer H, ...infer R]
  ? H & UnionOf<R>
  : unknown;

export function preloadContentBlocks(): void {
  void productBlocks.load().catch(() => undefined);
  void pageBlocks.load().catch(() => undefined);
}

const CARD_SKELETONS = [0, 1, 2, 3];

function ProductBlockSkeleton({ headline, slider }: { headline: string; slider: boolean }) {
  const cards = CARD_SKELETONS.map((index) => (
    <li key={index}>
      <Skeleton height="404px" radius="var(--radius-m)" />
    </li>
  ));
  if (slider) return <Slider headline={headline}>{cards}</Slider>;
  return (
    <section className="content-block product-listing" aria-busy="true">
      <div className="content-block__head">
        <h2>{headline}</h2>
      </div>
      <ul className="product-listing__grid">{cards}</ul>
    </section>
  );
}

interface ContentBlockViewProps {
  block: ContentBlock;
  priceConfig: PriceFormatConfig;
  showLoginHint: boolean;
  priority?: boolean;
}

type ProductBlockType = Extract<ContentBlock, { __typename: 'ProductSliderBlock' | 'ProductListingBlock' }>;
type EagerBlockType = Extract<ContentBlock, { __typename: 'HeroBannerBlock' | 'CategorySliderBlock' }>;
type PageBlockType = Exclude<ContentBlock, ProductBlockType | EagerBlockType>;

function ProductBlock({
  block,
  priceConfig,
  showLoginHint,
}: ContentBlockViewProps & { block: ProductBlockType }) {
  const blocks = productBlocks.get() ?? use(productBlocks.load());
  return block.__typename === 'ProductSliderBlock' ? (
    <blocks.ProductSliderBlock block={block} priceConfig={priceConfig} showLoginHint={showLoginHint} />
  ) : (
    <blocks.ProductListingBlock block={block} priceConfig={priceConfig} showLoginHint={showLoginHint} />
  );
}

function PageBlock({ block }: { block: PageBlockType }) {
  const blocks = pageBlocks.get() ?? use(pageBlocks.load());
  switch (block.__typename) {
    case 'RichTextBlock':
      return <blocks.RichTextBlock block={block} />;
    case 'AccordionBlock':
      return <blocks.AccordionBlock block={block} />;
    case 'TableBlock':
      return <blocks.TableBlock block={block} />;
    case 'VideoTeaserBlock':
      return <blocks.VideoTeaserBlock block={block} />;
    case 'QuoteSliderBlock':
      return <blocks.QuoteSliderBlock block={block} />;
    case 'HotlineBoxBlock':
      return <blocks.HotlineBoxBlock block={block} />;
    case 'NewsletterFormBlock':
      return <blocks.NewsletterFormBlock block={block} />;
    default:
      return null;
  }
}

/** One CMS block; a block type this client does not know renders nothing. */
export function ContentBlockView(props: ContentBlockViewProps) {
  const { block, priority = false } = props;
  switch (block.__typename) {
    case 'HeroBannerBlock':
      return <HeroBanner block={block} priority={priority} />;
    case 'CategorySliderBlock':
      return <CategorySliderBlock block={block} />;
    case 'ProductSliderBlock':
    case 'ProductListingBlock':
      // An empty slider renders nothing: no skeleton that would then vanish.
      if (block.__typename === 'ProductSliderBlock' && block.products.length === 0) return null;
      return (
        <Suspense
          fallback={
            <ProductBlockSkeleton
              headline={block.headline}
              slider={block.__typename === 'ProductSliderBlock'}
            />
          }
        >
          <ProductBlock {...props} block={block} />
        </Suspense>
      );
    case 'RichTextBlock':
    case 'AccordionBlock':
    case 'TableBlock':
    case 'VideoTeaserBlock':
    case 'QuoteSliderBlock':
    case 'HotlineBoxBlock':
    case 'NewsletterFormBlock':
      return (
        <Suspense fallback={<Skeleton className="content-block" height="8rem" radius="var(--radius-m)" />}>
          <PageBlock block={block} />
        </Suspense>
      );
    default:
      return null;
  }
}

interface ContentBlocksProps {
  blocks: readonly ContentBlock[];
  priceConfig: PriceFormatConfig;
  showLoginHint: boolean;
}

/** Renders the CMS blocks in order; block types this client does not know are skipped. */
export function ContentBlocks({ blocks, priceConfig, showLoginHint }: ContentBlocksProps) {
  return (
    <>
      {blocks.map((block, index) => (
        <ContentBlockView
          key={`${block.__typename}-${'id' in block ? block.id : index}`}
          block={block}
          priceConfig={priceConfig}
          showLoginHint={showLoginHint}
          priority={index === 0}
        />
      ))}
    </>
  );
}
