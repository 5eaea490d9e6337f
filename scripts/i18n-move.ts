// Moves sections of the main client catalogue (client/src/locales/<locale>.json) into a
// route-loaded namespace (client/src/locales/<namespace>/<locale>.json), in all 11 locales at
// once. A section keeps its full path inside the namespace file ({"admin": {...}}), so the
// screens' keys do not change: only the namespace they are looked up in (issue 19 point 8,
// client/src/lib/i18n-namespaces.ts).
//   npx tsx scripts/i18n-move.ts <namespace> <section> [<section> ...]
// A section is a top-level key or a dotted path (kyc.review). Refuses to overwrite a key that
// the namespace file already has, or to move a section a locale lacks.
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../shared/locales.ts';

type Tree = { [key: string]: string | Tree };

const DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../client/src/locales');
const read = (file: string): Tree => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {});
const write = (file: string, tree: Tree) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(tree, null, 2)}\n`);
};

/** Removes `dotted` from `tree` and returns its value (empty parents removed too). */
function take(tree: Tree, dotted: string, where: string): string | Tree {
  const [head = '', ...rest] = dotted.split('.');
  const value = tree[head];
  if (value === undefined) throw new Error(`${where}: no ${dotted}`);
  if (rest.length === 0) {
    delete tree[head];
    return value;
  }
  if (typeof value === 'string') throw new Error(`${where}: ${head} is a string`);
  const taken = take(value, rest.join('.'), where);
  if (Object.keys(value).length === 0) delete tree[head];
  return taken;
}

/** Sets `dotted` in `tree` to `value`, creating parents; never overwrites. */
function put(tree: Tree, dotted: string, value: string | Tree, where: string) {
  const [head = '', ...rest] = dotted.split('.');
  if (rest.length === 0) {
    if (head in tree) throw new Error(`${where}: ${dotted} is there already`);
    tree[head] = value;
    return;
  }
  tree[head] ??= {};
  const next = tree[head];
  if (typeof next === 'string') throw new Error(`${where}: ${head} is a string`);
  put(next, rest.join('.'), value, where);
}

const [namespace, ...sections] = process.argv.slice(2);
if (!namespace || sections.length === 0 || !/^[a-z][a-zA-Z]*$/.test(namespace)) {
  console.error('usage: npx tsx scripts/i18n-move.ts <namespace> <section> [<section> ...]');
  process.exit(2);
}
// read and change everything first, write only when every locale moved cleanly
const changes = LOCALES.map((locale) => {
  const mainFile = path.join(DIR, `${locale}.json`);
  const nsFile = path.join(DIR, namespace, `${locale}.json`);
  const main = read(mainFile);
  const ns = read(nsFile);
  for (const section of sections) put(ns, section, take(main, section, `${locale}.json`), `${namespace}/${locale}.json`);
  return { mainFile, main, nsFile, ns };
});
for (const c of changes) {
  write(c.mainFile, c.main);
  write(c.nsFile, c.ns);
}
console.log(`moved ${sections.join(', ')} into the ${namespace} namespace in ${changes.length} locales`);
