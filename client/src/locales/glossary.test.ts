// The glossaries (docs/glossary/<locale>.md, decision 074) are what the screens say: each row
// that names a locale key has its term in that key's text, in every locale; a row naming
// `product:<symbol>` is that seeded product's display name (prisma/seed-i18n.ts). And English reads
// as English traders speak: no "entrust" or "deal" translated word for word.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/locales.ts';
import { enUS as serverEnglish } from '../../../shared/i18n/server/en-US.ts';
import { products } from '../../../prisma/seed-data.ts';
import { productVersions } from '../../../prisma/seed-i18n.ts';

const dir = path.dirname(new URL(import.meta.url).pathname);
const GLOSSARY = path.resolve(dir, '../../../docs/glossary');

const load = (ns: string, locale: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, ns ? `${ns}/${locale}.json` : `${locale}.json`), 'utf8')) as Record<string, unknown>;
/** Every text of a (nested) messages object, without its keys. */
const texts = (v: unknown): string[] => (typeof v === 'string' ? [v] : Object.values(v as object).flatMap(texts));
const textAt = (obj: unknown, key: string) => key.split('.').reduce((o, k) => (o as Record<string, unknown>)?.[k], obj) as string;

/** The rows of a glossary's table that name a locale key: [id, term, key]. */
function checkedRows(locale: string): [string, string, string][] {
  const md = fs.readFileSync(path.join(GLOSSARY, `${locale}.md`), 'utf8');
  return md
    .split('\n')
    .filter((line) => line.startsWith('| ') && line.includes('`'))
    .map((line) => line.split('|').map((c) => c.trim()))
    .map(([, id, , term, key]) => [id as string, term as string, (key as string).replaceAll('`', '')]);
}

/** A seeded product's display name in a locale (English: the product's own name). */
function productName(symbol: string, locale: string) {
  const english = products.find((p) => p.symbol === symbol)?.name ?? '';
  return locale === 'en-US' ? english : (productVersions[english]?.[locale]?.name ?? '');
}

describe.each(LOCALES)('the %s glossary', (locale) => {
  it('is what the locale files say', () => {
    const rows = checkedRows(locale);
    expect(rows.length).toBeGreaterThan(15);
    for (const [id, term, key] of rows) {
      const [ns, k] = key.includes(':') ? key.split(':') : ['', key];
      const text = ns === 'product' ? productName(k as string, locale) : textAt(load(ns as string, locale), k as string);
      expect(text?.toLowerCase(), `${locale} ${id} (${key})`).toContain(term.toLowerCase());
    }
  });
});

it('English says "order price" and "filled", never "entrust" or "deal"', () => {
  const namespaces = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const english = [serverEnglish, ...['', ...namespaces].map((ns) => load(ns, 'en-US'))].flatMap(texts);
  for (const text of english) expect(text).not.toMatch(/entrust|\bdeal\b|\bdeals\b/i);
  expect(textAt(load('trade', 'en-US'), 'spot.entrustPrice')).toBe('Order price');
});

it('no tab or message tells an English or German reader about Chinese characters they did not type', () => {
  expect(textAt(load('', 'en-US'), 'validation.passwordFormat')).not.toMatch(/Chinese/);
  expect(textAt(load('', 'de-DE'), 'validation.passwordFormat')).not.toMatch(/chinesisch/);
  expect(textAt(load('', 'de-DE'), 'tabs.my')).not.toBe('Ich');
});
