import { describe, expect, it } from 'vitest';
import { parseBlocks } from './rich-text';

describe('parseBlocks', () => {
  it('splits paragraphs, headings and lists; keeps single line breaks; leaves tags as text', () => {
    expect(parseBlocks('One\ntwo\n\n## Head\n- a\n- b\nAfter <b>x</b>')).toEqual([
      { kind: 'paragraph', text: 'One\ntwo' },
      { kind: 'heading', text: 'Head' },
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', text: 'After <b>x</b>' },
    ]);
  });
  it('a fenced block of code keeps its lines as written (indents, blank lines, markup) with its language', () => {
    const code = 'const a = 1;\n\n  // ## not a heading\n- not an item\n**not bold**';
    expect(parseBlocks(`Before\n\`\`\`js\n${code}\n\`\`\`\nAfter`)).toEqual([
      { kind: 'paragraph', text: 'Before' },
      { kind: 'code', language: 'js', text: code },
      { kind: 'paragraph', text: 'After' },
    ]);
    // no language; a block left open runs to the end
    expect(parseBlocks('```\nx  \n')).toEqual([{ kind: 'code', language: '', text: 'x  \n' }]);
  });
  it('an empty body has no blocks', () => {
    expect(parseBlocks('\n\n  \n')).toEqual([]);
  });
});
