/**
 * A small authoring shorthand for the seeded CMS texts, turned into the CMS's structured rich text
 * (libs/cms RichTextNode; no HTML): one line per block — `## ` heading 2, `### ` heading 3, `- `
 * bullet item, `1. ` numbered item, anything else a paragraph. Inside a line `**bold**`, `*italic*`
 * and `[label](target)` links.
 */
export interface SeedSpan {
  text: string;
  bold?: boolean;
  italic?: boolean;
  href?: string;
}

export type SeedRichTextNode =
  | { type: 'heading'; level: 2 | 3; spans: SeedSpan[] }
  | { type: 'paragraph'; spans: SeedSpan[] }
  | { type: 'list'; ordered: boolean; items: SeedSpan[][] };

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g;

export function spans(line: string): SeedSpan[] {
  const result: SeedSpan[] = [];
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    if (match.index > last) result.push({ text: line.slice(last, match.index) });
    if (match[1] !== undefined) result.push({ text: match[1], bold: true });
    else if (match[2] !== undefined) result.push({ text: match[2], italic: true });
    else result.push({ text: match[3], href: match[4] });
    last = match.index + match[0].length;
  }
  if (last < line.length) result.push({ text: line.slice(last) });
  return result;
}

export function richText(lines: readonly string[]): SeedRichTextNode[] {
  const nodes: SeedRichTextNode[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = /^- (.*)$/.exec(line);
    const numbered = /^\d+\. (.*)$/.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = numbered !== null;
      const previous = nodes[nodes.length - 1];
      if (previous?.type === 'list' && previous.ordered === ordered) previous.items.push(spans(item[1]));
      else nodes.push({ type: 'list', ordered, items: [spans(item[1])] });
    } else if (line.startsWith('### '))
      nodes.push({ type: 'heading', level: 3, spans: spans(line.slice(4)) });
    else if (line.startsWith('## ')) nodes.push({ type: 'heading', level: 2, spans: spans(line.slice(3)) });
    else nodes.push({ type: 'paragraph', spans: spans(line) });
  }
  return nodes;
}
