// Every locale file has exactly the keys of en-US, with the same {{placeholders}}; the same for
// every route-loaded namespace; and the screens wait for the namespaces they use.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/locales.ts';
import { flattenKeys } from '../../../tests/helpers/locale-keys.ts';
import { CLIENT_SRC, clientSources, literalKeys, type SourceFile, screens } from '../../../tests/helpers/namespace-usage.ts';

const dir = path.dirname(new URL(import.meta.url).pathname);
const load = (locale: string) => JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8'));
const valueAt = (obj: unknown, key: string) => key.split('.').reduce((o, k) => (o as Record<string, unknown>)?.[k], obj) as string;
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = load('en-US');
const englishKeys = flattenKeys(english).sort();

describe('client locale files', () => {
  it('there is one file per locale', () => {
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace('.json', ''))
      .sort();
    expect(files).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en-US'))('%s has every key of en-US and no other', (locale) => {
    const messages = load(locale);
    const keys = flattenKeys(messages).sort();
    expect(
      englishKeys.filter((k) => !keys.includes(k)),
      'missing',
    ).toEqual([]);
    expect(
      keys.filter((k) => !englishKeys.includes(k)),
      'extra',
    ).toEqual([]);
    for (const key of englishKeys) {
      const text = valueAt(messages, key);
      expect(typeof text, `${locale}:${key}`).toBe('string');
      expect(text.trim().length, `${locale}:${key}`).toBeGreaterThan(0);
      expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(valueAt(english, key)));
    }
  });
});

// The route-loaded namespaces (client/src/locales/<namespace>/<locale>.json): the same rules.
const NAMESPACES = fs
  .readdirSync(dir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

describe.each(NAMESPACES)('the %s namespace', (ns) => {
  const loadNs = (locale: string) => JSON.parse(fs.readFileSync(path.join(dir, ns, `${locale}.json`), 'utf8'));
  const englishNs = loadNs('en-US');
  const keysNs = flattenKeys(englishNs).sort();

  it('has one file per locale', () => {
    expect(
      fs
        .readdirSync(path.join(dir, ns))
        .map((f) => f.replace('.json', ''))
        .sort(),
    ).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en-US'))('%s has every key of en-US and no other', (locale) => {
    const messages = loadNs(locale);
    expect(flattenKeys(messages).sort()).toEqual(keysNs);
    for (const key of keysNs) {
      const text = valueAt(messages, key);
      expect(typeof text, `${ns}/${locale}:${key}`).toBe('string');
      expect(text.trim().length, `${ns}/${locale}:${key}`).toBeGreaterThan(0);
      expect(placeholders(text), `${ns}/${locale}:${key}`).toEqual(placeholders(valueAt(englishNs, key)));
    }
  });
});

// Every screen waits for the namespaces of what it renders, and every literal t('…') key a
// module uses exists in the main catalogue or in a namespace the module looks strings up in.
describe('screens and namespaces', () => {
  const files = clientSources();
  const nsKeys = new Map(
    NAMESPACES.map((ns) => [ns, new Set(flattenKeys(JSON.parse(fs.readFileSync(path.join(dir, ns, 'en-US.json'), 'utf8'))))]),
  );
  const mainKeys = new Set(englishKeys);
  // a module's t may come from a hook it imports (useHistory): its namespaces count too
  const lookedUpIn = (m: SourceFile) => new Set([...m.uses, ...m.imports.flatMap((f) => [...(files.get(f)?.uses ?? [])])]);
  const known = (keys: Set<string>, key: string) =>
    keys.has(key) || keys.has(`${key}_one`) || keys.has(`${key}_other`) || [...keys].some((k) => k.startsWith(`${key}.`));

  it('the namespaces looked up in the sources are the folders of client/src/locales', () => {
    const used = new Set([...files.values()].flatMap((f) => [...f.uses, ...f.gates]));
    used.delete('translation');
    expect([...used].filter((ns) => !NAMESPACES.includes(ns))).toEqual([]);
  });

  it('every screen waits for the namespaces of everything it renders', () => {
    const missing = screens(files).flatMap((screen) =>
      screen.modules.flatMap((m) =>
        [...m.uses]
          .filter((ns) => ns !== 'translation' && !m.gates.has(ns) && !screen.gates.has(ns))
          .map((ns) => `${screen.root} renders ${path.relative(CLIENT_SRC, m.file)}, which needs '${ns}'`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('the entry (main.tsx) is a screen whose modules are analysed like the others', () => {
    const entry = screens(files).find((s) => s.root === 'main.tsx');
    expect(entry?.modules.length).toBeGreaterThan(10);
  });

  it('every literal t() key exists in the main catalogue or a namespace its module uses', () => {
    const unknown = [...files.values()].flatMap((m) =>
      literalKeys(m.source)
        .filter((key) => !known(mainKeys, key) && ![...lookedUpIn(m)].some((ns) => known(nsKeys.get(ns) ?? new Set(), key)))
        .map((key) => `${path.relative(CLIENT_SRC, m.file)}: ${key}`),
    );
    expect(unknown).toEqual([]);
  });

  it('no main-catalogue lookup names a section that moved into a namespace', () => {
    const moved = [...nsKeys.entries()].flatMap(([ns, keys]) =>
      [...new Set([...keys].map((k) => k.split('.')[0]))].map((section) => ({ ns, section })),
    );
    const wrong = [...files.values()].flatMap((m) =>
      literalKeys(m.source)
        .filter((key) => moved.some(({ ns, section }) => key.startsWith(`${section}.`) && !lookedUpIn(m).has(ns) && !mainKeys.has(key)))
        .map((key) => `${path.relative(CLIENT_SRC, m.file)}: ${key}`),
    );
    expect(wrong).toEqual([]);
  });
});
