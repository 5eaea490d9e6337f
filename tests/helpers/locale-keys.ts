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
