// Maps a browser stack's frames in the built client (…/assets/<chunk>.js:line:column) back to
// the source files through the source maps the build wrote beside, not into, the served folder
// (client/dist-sourcemaps: the public never gets them). Node's own SourceMap reads them: no
// dependency. Parsed maps are kept, a few at a time.
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

/** Chrome's `at fn (url:line:col)` / `at url:line:col`, Firefox's and Safari's `fn@url:line:col`. */
const CHROME_FRAME = /^\s*at (?:(.*?) \()?(\S+?):(\d+):(\d+)\)?\s*$/;
const GECKO_FRAME = /^\s*(.*?)@(\S+?):(\d+):(\d+)\s*$/;
/** Only a built chunk's plain name is looked up (no path from the report reaches the file system). */
const CHUNK = /\/assets\/([\w.-]+\.m?js)(?:[?#].*)?$/;
const KEPT = 16;

export class SourceMaps {
  private readonly cache = new Map<string, SourceMap | null>();

  constructor(private readonly dir: string) {}

  private load(chunk: string): SourceMap | null {
    if (this.cache.has(chunk)) return this.cache.get(chunk) ?? null;
    let map: SourceMap | null = null;
    try {
      map = new SourceMap(JSON.parse(fs.readFileSync(path.join(this.dir, 'assets', `${chunk}.map`), 'utf8')));
    } catch {
      map = null; // no map for that chunk (an older build, a foreign script)
    }
    if (this.cache.size >= KEPT) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(chunk, map);
    return map;
  }

  /** The stack with every frame that a map knows replaced by its source position; '' when none matched. */
  map(stack: string): string {
    let mapped = 0;
    const lines = stack.split('\n').map((line) => {
      const m = CHROME_FRAME.exec(line) ?? GECKO_FRAME.exec(line);
      if (!m) return line;
      const [, fn, url, lineText, columnText] = m;
      const chunk = CHUNK.exec(url ?? '')?.[1];
      const map = chunk ? this.load(chunk) : null;
      if (!map) return line;
      const entry = map.findEntry(Number(lineText) - 1, Number(columnText) - 1) as {
        originalSource?: string;
        originalLine?: number;
        originalColumn?: number;
        name?: string;
      };
      if (entry.originalSource === undefined || entry.originalLine === undefined) return line;
      mapped++;
      // sources are relative to the chunk (client/dist/assets): shown from the repository's root
      const source = path.posix.normalize(path.posix.join('client/dist/assets', entry.originalSource.replace(/^[a-z]+:\/\//i, '')));
      const name = entry.name || fn || '<anonymous>';
      return `    at ${name} (${source}:${entry.originalLine + 1}:${(entry.originalColumn ?? 0) + 1})`;
    });
    return mapped > 0 ? lines.join('\n') : '';
  }
}
