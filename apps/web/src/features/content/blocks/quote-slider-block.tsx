import { Slider } from '../../../ui/slider/slider';
import type { QuoteSliderBlock as Block } from './block-types';

export function QuoteSliderBlock({ block }: { block: Block }) {
  if (block.quotes.length === 0) return null;
  return (
    <div className="content-block quote-slider">
      <Slider headline={block.headline}>
        {block.quotes.map((quote, index) => (
          <li key={index} className="quote-slider__slide">
            <figure className="quote">
              <blockquote className="quote__text">
                <p>{quote.text}</p>
              </blockquote>
              <figcaption className="quote__author">
                <span className="quote__name">{quote.author}</span>
                {quote.company && <span className="quote__company">{quote.company}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </Slider>
    </div>
  );
}
