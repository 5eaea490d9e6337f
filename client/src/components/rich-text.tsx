// The body of a content page, help article or news article (decision 050): plain text staff
// write in a small markup, rendered as React elements, never as HTML (no
// dangerouslySetInnerHTML: whatever staff type, tags included, shows as text).
//   - a blank line separates paragraphs (single line breaks are kept)
//   - a line starting "## " (or "# ") is a heading
//   - lines starting "- " (or "* ") are the items of a list
//   - **text** is bold
import { List, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

export type Block = { kind: 'heading'; text: string } | { kind: 'list'; items: string[] } | { kind: 'paragraph'; text: string };

/** The blocks of a body, in order. */
export function parseBlocks(body: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
    if (list) blocks.push({ kind: 'list', items: list });
    list = null;
  };
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const heading = /^#{1,3}\s+(.*)$/.exec(line);
    const item = /^\s*[-*]\s+(.*)$/.exec(line);
    if (line.trim() === '') flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', text: heading[1] ?? '' });
    } else if (item) {
      if (paragraph.length) flush();
      list ??= [];
      list.push(item[1] ?? '');
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** `**bold**` spans of a line as <strong>, the rest as text (each keyed by its offset in the line). */
function inline(text: string): ReactNode {
  let offset = 0;
  return text.split(/(\*\*[^*]+\*\*)/g).map((part) => {
    const key = offset;
    offset += part.length;
    return part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
      <strong key={key}>{part.slice(2, -2)}</strong>
    ) : (
      <Fragment key={key}>{part}</Fragment>
    );
  });
}

export function RichText({ body, testId }: { body: string; testId?: string }) {
  return (
    <div className="rich-text" data-testid={testId}>
      {parseBlocks(body).map((b, i) => {
        const key = `${b.kind}-${i}`;
        if (b.kind === 'heading')
          return (
            <Title key={key} order={4} mt="md" mb="xs">
              {inline(b.text)}
            </Title>
          );
        if (b.kind === 'list')
          return (
            <List key={key} spacing={4} mb="sm" lh={1.7}>
              {b.items.map((item, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the items of one list, in a fixed order
                <List.Item key={j}>{inline(item)}</List.Item>
              ))}
            </List>
          );
        return (
          <Text key={key} lh={1.8} mb="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {inline(b.text)}
          </Text>
        );
      })}
    </div>
  );
}
