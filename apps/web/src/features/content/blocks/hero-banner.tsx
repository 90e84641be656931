import { ContentLink } from '../content-link-anchor';
import type { HeroBannerBlock } from './block-types';
import './hero-banner.css';

export function HeroBanner({ block, priority }: { block: HeroBannerBlock; priority: boolean }) {
  return (
    <section className="hero" aria-labelledby={`hero-${block.id}`}>
      <div className="hero__text">
        <h2 id={`hero-${block.id}`} className="hero__headline">
          {block.headline}
        </h2>
        <p className="hero__copy">{block.text}</p>
        {block.ctaLabel && block.ctaLink && (
          <ContentLink to={block.ctaLink} className="button button--primary button--large hero__cta">
            {block.ctaLabel}
          </ContentLink>
        )}
      </div>
      <div className="hero__media">
        <img
          src={block.image}
          alt=""
          width="720"
          height="405"
          decoding="async"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
        />
      </div>
    </section>
  );
}
