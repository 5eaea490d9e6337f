// Every locale file has exactly the keys of en-US, with the same {{placeholders}}.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/locales.ts';
import { flattenKeys } from '../../../tests/helpers/locale-keys.ts';

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
