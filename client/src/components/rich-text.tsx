// The body of a content page, help article or news article (decision 050): plain text staff
// write in a small markup, rendered as React elements, never as HTML (no
// dangerouslySetInnerHTML: whatever staff type, tags included, shows as text).
//   - a blank line separates paragraphs (single line breaks are kept)
//   - a line starting "## " (or "# ") is a heading
//   - lines starting "- " (or "* ") are the items of a list
//   - **text** is bold, `text` is code
//   - a line starting ``` opens a block of code (``` and a language, e.g. ```js), kept as
//     written, spaces and blank lines included, until a line of ``` closes it (decision 094:
//     help articles show shared/examples files this way, with a copy button)
import { Box, Code, List, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { CopyButton } from './copy-button';

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; language: string; text: string };

const FENCE = /^```\s*([\w:.+-]*)\s*$/;

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
  let code: { language: string; lines: string[] } | null = null;
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    if (code) {
      if (/^```\s*$/.test(raw)) {
        blocks.push({ kind: 'code', language: code.language, text: code.lines.join('\n') });
        code = null;
      } else code.lines.push(raw);
      continue;
    }
    const line = raw.trimEnd();
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      code = { language: fence[1] ?? '', lines: [] };
      continue;
    }
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
  // (a block left open runs to the end of the body)
  if (code) blocks.push({ kind: 'code', language: code.language, text: code.lines.join('\n') });
  return blocks;
}

/** `**bold**` spans of a line as <strong>, `code` spans as <code>, the rest as text (each keyed by its offset in the line). */
function inline(text: string): ReactNode {
  let offset = 0;
  return text.split(/(\*\*[^*]+\*\*|`[^`]+`)/g).map((part) => {
    const key = offset;
    offset += part.length;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return <strong key={key}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2)
      return (
        <Code key={key} className="rich-text-inline-code">
          {part.slice(1, -1)}
        </Code>
      );
    return <Fragment key={key}>{part}</Fragment>;
  });
}

/** A block of code: a bar with its language and a copy button, then the code, monospace, scrolled sideways within the page's width. */
function CodeBlock({ language, text }: { language: string; text: string }) {
  return (
    <Box className="rich-text-code" mb="sm" data-testid="rich-text-code" data-language={language || undefined}>
      <div className="rich-text-code-bar">
        <Text component="span" fz="xs" c="dimmed" ff="monospace">
          {language}
        </Text>
        <CopyButton value={text} testId="rich-text-code-copy" />
      </div>
      {/* (focusable: a keyboard scrolls it sideways too) */}
      <Code block className="rich-text-code-text" tabIndex={0}>
        {text}
      </Code>
    </Box>
  );
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
        if (b.kind === 'code') return <CodeBlock key={key} language={b.language} text={b.text} />;
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
