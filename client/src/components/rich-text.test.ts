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
  it('an empty body has no blocks', () => {
    expect(parseBlocks('\n\n  \n')).toEqual([]);
  });
});
