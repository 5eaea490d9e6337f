import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLES_DIR, loadExamples, withExamples } from './examples.ts';

describe('code examples in help articles', () => {
  const examples = new Map([['hello.mjs', "console.log('hi');\n\n  // indented\n"]]);

  it('an empty block naming an example is filled with the file, marked with its language', () => {
    expect(withExamples('Run it:\n\n```example:hello.mjs\n```\n\nDone.', examples)).toBe(
      "Run it:\n\n```js\nconsole.log('hi');\n\n  // indented\n```\n\nDone.",
    );
    // (line ends as staff's editor wrote them)
    expect(withExamples('```example:hello.mjs\r\n```', examples)).toBe("```js\nconsole.log('hi');\n\n  // indented\n```");
    // (a TypeScript example: the sandbox's test, issue 41)
    expect(withExamples('```example:a.test.ts\n```', new Map([['a.test.ts', 'const a = 1;\n']]))).toBe('```ts\nconst a = 1;\n```');
  });

  it('a name with no file, a block with text in it and a mention in prose stay as written', () => {
    for (const body of ['```example:nope.mjs\n```', '```example:hello.mjs\nmine\n```', 'see `example:hello.mjs`'])
      expect(withExamples(body, examples)).toBe(body);
  });

  it('reads the release’s examples, and refuses a file that would end its block early', () => {
    for (const name of ['ccxt-binance.mjs', 'sandbox-liquidation.test.ts'])
      expect(loadExamples().get(name)).toBe(fs.readFileSync(path.join(EXAMPLES_DIR, name), 'utf8'));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-'));
    try {
      fs.writeFileSync(path.join(dir, 'notes.txt'), 'not an example');
      fs.writeFileSync(path.join(dir, 'a.mjs'), 'x');
      expect([...loadExamples(dir)]).toEqual([['a.mjs', 'x\n']]);
      fs.writeFileSync(path.join(dir, 'b.mjs'), 'x\n```\n');
      expect(() => loadExamples(dir)).toThrow(/b\.mjs/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
