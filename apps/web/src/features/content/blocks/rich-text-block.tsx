import type { RichTextBlock as Block } from './block-types';
import { RichText } from './rich-text';

export function RichTextBlock({ block }: { block: Block }) {
  if (block.nodes.length === 0) return null;
  return (
    <div className="content-block rich-text">
      <RichText nodes={block.nodes} />
    </div>
  );
}
