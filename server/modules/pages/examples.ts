// Code examples in help articles (issue 39 point 4, decision 094): an article names a file of
// shared/examples in an empty fenced block, "```example:ccxt-binance.mjs" then "```", and its
// readers get the file's text in a code block. The page shows the very file the test suite runs
// (tests/integration/binance/help-snippet.test.ts), in every locale, as this release has it:
// the database keeps the prose staff edit, never a copy of the code.
import fs from 'node:fs';
import path from 'node:path';

export const EXAMPLES_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../shared/examples');

/** The language a code block of the file is marked with. */
const LANGUAGES: Record<string, string> = { '.mjs': 'js', '.js': 'js', '.ts': 'ts', '.py': 'python', '.sh': 'sh' };

/** An empty fenced block naming an example (its own lines; line ends as the body has them). */
const EXAMPLE_BLOCK = /^```example:([A-Za-z0-9._-]+)[ \t]*\r?\n```[ \t]*$/gm;

/** The examples by file name, read once (a release's files do not change while it runs). */
export function loadExamples(dir = EXAMPLES_DIR): Map<string, string> {
  const examples = new Map<string, string>();
  if (!fs.existsSync(dir)) return examples;
  for (const name of fs.readdirSync(dir)) {
    if (!(path.extname(name) in LANGUAGES)) continue;
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    // (a fence inside the file would end its block early)
    if (/^```/m.test(text)) throw new Error(`shared/examples/${name}: a line starts with \`\`\``);
    examples.set(name, text.endsWith('\n') ? text : `${text}\n`);
  }
  return examples;
}

/** `body` with each example block filled with its file; a name with no file stays as written (staff see their typo). */
export function withExamples(body: string, examples: ReadonlyMap<string, string>): string {
  return body.replace(EXAMPLE_BLOCK, (block, name: string) => {
    const text = examples.get(name);
    return text === undefined ? block : `\`\`\`${LANGUAGES[path.extname(name)]}\n${text}\`\`\``;
  });
}
