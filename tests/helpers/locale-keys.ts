import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.ts';

export const LOCALE_DIR = path.join(ROOT, 'client/src/locales');

export function flattenKeys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => flattenKeys(v, prefix ? `${prefix}.${k}` : k));
}

export function localeKeys(locale: string): string[] {
  return flattenKeys(JSON.parse(fs.readFileSync(path.join(LOCALE_DIR, `${locale}.json`), 'utf8')));
}

/** The keys of every route-loaded namespace's file in `locale` (client/src/locales/<namespace>/). */
export function namespaceKeys(locale: string): string[] {
  return fs
    .readdirSync(LOCALE_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) => flattenKeys(JSON.parse(fs.readFileSync(path.join(LOCALE_DIR, e.name, `${locale}.json`), 'utf8'))));
}
