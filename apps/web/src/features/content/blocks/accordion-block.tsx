import { useId } from 'react';
import type { AccordionBlock as Block } from './block-types';
import { RichText } from './rich-text';

/** Native <details> disclosure widgets: keyboard, screen readers and find-in-page work without script. */
export function AccordionBlock({ block }: { block: Block }) {
  const headingId = useId();
  if (block.items.length === 0) return null;
  return (
    <section className="content-block accordion" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.headline}</h2>
      {block.items.map((item, index) => (
        <details key={index} className="accordion__item">
          <summary className="accordion__title">{item.title}</summary>
          <div className="accordion__body">
            <RichText nodes={item.body} headingOffset={1} />
          </div>
        </details>
      ))}
    </section>
  );
}
