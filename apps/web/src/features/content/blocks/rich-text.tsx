import { ContentLink } from '../content-link-anchor';
import type { RichTextNode, RichTextSpan } from './block-types';

function Span({ span }: { span: RichTextSpan }) {
  let content: React.ReactNode = span.text;
  if (span.italic) content = <em>{content}</em>;
  if (span.bold) content = <strong>{content}</strong>;
  return span.href ? <ContentLink to={span.href}>{content}</ContentLink> : <>{content}</>;
}

function Spans({ spans }: { spans: readonly RichTextSpan[] }) {
  return (
    <>
      {spans.map((span, index) => (
        <Span key={index} span={span} />
      ))}
    </>
  );
}

/**
 * Structured rich text of the CMS as elements: text is always text (React escapes it), links go
 * through ContentLink (shop paths stay in the router, unsafe targets never become links).
 * `headingOffset` moves headings down inside a block that has its own heading.
 */
export function RichText({
  nodes,
  headingOffset = 0,
}: {
  nodes: readonly RichTextNode[];
  headingOffset?: number;
}) {
  return (
    <>
      {nodes.map((node, index) => {
        if (node.kind === 'HEADING') {
          const level = Math.min(6, (node.level ?? 2) + headingOffset);
          const Heading = `h${level}` as 'h2';
          return (
            <Heading key={index}>
              <Spans spans={node.spans} />
            </Heading>
          );
        }
        if (node.kind === 'LIST') {
          const List = node.ordered ? 'ol' : 'ul';
          return (
            <List key={index}>
              {node.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Spans spans={item.spans} />
                </li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            <Spans spans={node.spans} />
          </p>
        );
      })}
    </>
  );
}
