// Which route-loaded translation namespaces (client/src/lib/i18n-namespaces.ts) each screen of
// the client uses and waits for, read from the sources: the locales test checks with it that
// no screen renders a namespace's strings before the namespace is loaded.
//
// A screen is a module that client/src/app/router.tsx loads lazily (a page or a layout), or
// the entry (main.tsx). What a screen renders is the screen's module and everything it imports,
// statically or lazily (a lazy component renders inside its importer), except the router's
// own lazy imports, which are screens of their own.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.ts';

export const CLIENT_SRC = path.join(ROOT, 'client/src');
const ROUTER = path.join(CLIENT_SRC, 'app/router.tsx');
const ENTRY = path.join(CLIENT_SRC, 'main.tsx');

export interface SourceFile {
  file: string;
  /** Namespaces the module looks strings up in: useTranslation('x' | ['x', ...]), { ns: 'x' } or a TFunction<'x'> it is given. */
  uses: Set<string>;
  /** Namespaces the module waits for before rendering: useNamespace('x') or withNamespaces(['x'], Screen). */
  gates: Set<string>;
  imports: string[];
  lazyImports: string[];
  source: string;
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

const all = (re: RegExp, text: string) => [...text.matchAll(re)].map((m) => m[1] ?? '');
const quoted = (list: string) => all(/'([\w-]+)'/g, list);

function parse(file: string): SourceFile {
  const source = fs.readFileSync(file, 'utf8');
  // value imports and re-exports (`import type` brings nothing at run time)
  const imports = all(/^(?:import|export)\s+(?!type\s)[^'";]*?from\s+'([^']+)'/gm, source)
    .concat(all(/^import\s+'([^']+)'/gm, source))
    .map((s) => resolve(file, s))
    .filter((f): f is string => f !== null);
  const lazyImports = all(/import\(\s*'([^']+)'\s*\)/g, source)
    .map((s) => resolve(file, s))
    .filter((f): f is string => f !== null);
  const uses = new Set([
    ...all(/useTranslation\(\s*(\[[^\]]*\]|'[\w-]+')/g, source).flatMap(quoted),
    ...all(/\bns:\s*('[\w-]+'|\[[^\]]*\])/g, source).flatMap(quoted),
    ...all(/TFunction<\s*('[\w-]+'|\[[^\]]*\])/g, source).flatMap(quoted),
  ]);
  const gates = new Set([
    ...all(/useNamespace\(\s*'([\w-]+)'/g, source),
    ...all(/withNamespaces\(\s*(\[[^\]]*\]|'[\w-]+')/g, source).flatMap(quoted),
  ]);
  return { file, uses, gates, imports, lazyImports, source };
}

/** Every client source module (not tests, not locale files), parsed. */
export function clientSources(): Map<string, SourceFile> {
  const files = new Map<string, SourceFile>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'locales') walk(p);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) files.set(p, parse(p));
    }
  };
  walk(CLIENT_SRC);
  return files;
}

export interface Screen {
  /** The screen's module, relative to client/src. */
  root: string;
  /** Namespaces the screen waits for itself. */
  gates: Set<string>;
  /** The modules that render for it. */
  modules: SourceFile[];
}

/** The entry and every screen the router loads lazily, with the modules each renders. */
export function screens(files = clientSources()): Screen[] {
  const router = files.get(ROUTER);
  if (!router) throw new Error('no router');
  const roots = [ENTRY, ...router.lazyImports];
  return roots.map((root) => {
    const seen = new Set<string>();
    const stack = [root];
    while (stack.length) {
      const f = stack.pop() as string;
      if (seen.has(f)) continue;
      seen.add(f);
      const parsed = files.get(f);
      if (!parsed) continue;
      stack.push(...parsed.imports);
      // the router's lazy pages are screens of their own; any other lazy import renders inside its importer
      if (f !== ROUTER) stack.push(...parsed.lazyImports);
    }
    const modules = [...seen].map((f) => files.get(f)).filter((f): f is SourceFile => !!f);
    return { root: path.relative(CLIENT_SRC, root), gates: files.get(root)?.gates ?? new Set(), modules };
  });
}

/** Literal keys of `t('…')` calls in a module (keys built at run time are left to the type check). */
export function literalKeys(source: string): string[] {
  return all(/\bt\(\s*'([\w.-]+)'/g, source);
}
