import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { RichTextNode, RichTextSpan } from '@shop/cms';
import { EXTERNAL_LINK_PATTERN, isUnsafeLinkTarget } from '@shop/domain';

export enum RichTextNodeKind {
  HEADING = 'HEADING',
  PARAGRAPH = 'PARAGRAPH',
  LIST = 'LIST',
}
registerEnumType(RichTextNodeKind, {
  name: 'RichTextNodeKind',
  description: 'What a rich-text node is.',
  valuesMap: {
    HEADING: { description: 'A heading; its level says which.' },
    PARAGRAPH: { description: 'A paragraph of spans.' },
    LIST: { description: 'A list of items.' },
  },
});

@ObjectType('RichTextSpan', { description: 'Plain text (never markup), optionally bold, italic or a link.' })
export class RichTextSpanModel {
  @Field({ description: 'The text (never markup).' }) text!: string;
  @Field({ description: 'Shown bold.' }) bold!: boolean;
  @Field({ description: 'Shown italic.' }) italic!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Shop path or slug, or an http(s)/mailto/tel URL; anything else is dropped.',
  })
  href!: string | null;
}

@ObjectType('RichTextListItem', {
  description: 'One item of a rich-text list.',
})
export class RichTextListItemModel {
  @Field(() => [RichTextSpanModel], { description: "The item's text spans." }) spans!: RichTextSpanModel[];
}

@ObjectType('RichTextNode', { description: 'A heading (level 2 or 3), a paragraph or a list.' })
export class RichTextNodeModel {
  @Field(() => RichTextNodeKind, { description: 'Heading, paragraph or list.' }) kind!: RichTextNodeKind;
  @Field(() => Int, { description: 'Heading level 2 or 3 (headings only; null otherwise).', nullable: true })
  level!: number | null;
  @Field(() => Boolean, {
    description: 'Whether a list is numbered (lists only; null otherwise).',
    nullable: true,
  })
  ordered!: boolean | null;
  @Field(() => [RichTextSpanModel], { description: 'Heading and paragraph text; empty for lists.' })
  spans!: RichTextSpanModel[];
  @Field(() => [RichTextListItemModel], { description: 'List items; empty for headings and paragraphs.' })
  items!: RichTextListItemModel[];
}

/** A link target a client may follow: a relative shop path/slug or an http(s), mailto or tel URL. */
export function safeHref(href: string | undefined): string | null {
  if (typeof href !== 'string') return null;
  const value = href.trim();
  if (!value || value.length > 500) return null;
  if (EXTERNAL_LINK_PATTERN.test(value)) return value;
  if (isUnsafeLinkTarget(value)) return null;
  return /^[\p{L}\p{N}/_#?=&.-]+$/u.test(value) ? value : null;
}

function toSpan(span: RichTextSpan): RichTextSpanModel {
  return {
    text: String(span.text ?? ''),
    bold: span.bold === true,
    italic: span.italic === true,
    href: safeHref(span.href),
  };
}

const toSpans = (spans: unknown): RichTextSpanModel[] =>
  Array.isArray(spans) ? (spans as RichTextSpan[]).map(toSpan).filter((span) => span.text !== '') : [];

/** Stored rich text → GraphQL nodes; unknown node types and empty text are left out. */
export function toRichTextNodes(nodes: unknown): RichTextNodeModel[] {
  if (!Array.isArray(nodes)) return [];
  return (nodes as RichTextNode[]).flatMap((node): RichTextNodeModel[] => {
    switch (node?.type) {
      case 'heading':
        return [
          {
            kind: RichTextNodeKind.HEADING,
            level: node.level === 3 ? 3 : 2,
            ordered: null,
            spans: toSpans(node.spans),
            items: [],
          },
        ];
      case 'paragraph':
        return [
          {
            kind: RichTextNodeKind.PARAGRAPH,
            level: null,
            ordered: null,
            spans: toSpans(node.spans),
            items: [],
          },
        ];
      case 'list':
        return [
          {
            kind: RichTextNodeKind.LIST,
            level: null,
            ordered: node.ordered === true,
            spans: [],
            items: (Array.isArray(node.items) ? node.items : []).map((item) => ({ spans: toSpans(item) })),
          },
        ];
      default:
        return [];
    }
  });
}
