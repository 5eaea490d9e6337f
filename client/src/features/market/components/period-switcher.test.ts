// Issue 12.12: "1M" (minute) and "1Mo" (month) were easy to confuse. In every locale the chart
// periods read differently, and the minute periods cannot be taken for the month.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../../shared/locales.ts';
import { CHART_PERIODS, PERIOD_LABELS } from './period-switcher.tsx';

// the chart's strings are in the trade namespace (client/src/locales/trade)
const localeDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../locales');
const labelsOf = (locale: string) => {
  const messages = JSON.parse(fs.readFileSync(path.join(localeDir, 'trade', `${locale}.json`), 'utf8'));
  return Object.fromEntries(
    CHART_PERIODS.map((p) => [p, PERIOD_LABELS[p].split('.').reduce((o, k) => o[k], messages) as unknown as string]),
  );
};
/** What a label says besides its number: "1 Min." → "min", "1Mo" → "mo", "月足" → "月足". */
const unitOf = (label: string) => label.replace(/[\d\s.]/g, '').toLowerCase();

describe.each(LOCALES)('%s', (locale) => {
  const labels = labelsOf(locale);
  it('every chart period has a label of its own, whatever the letter case', () => {
    const folded = Object.values(labels).map((l) => l.replace(/[\s.]/g, '').toLowerCase());
    expect(new Set(folded).size, JSON.stringify(labels)).toBe(CHART_PERIODS.length);
  });

  it('the minute periods share one unit that no longer period uses, and that cannot be read as the month', () => {
    const minute = unitOf(labels['1m'] as string);
    for (const p of ['5m', '15m', '30m'] as const) expect(unitOf(labels[p] as string)).toBe(minute);
    for (const p of ['1h', '4h', '1d', '1w', '1M', '1Q', '1Y'] as const)
      expect(unitOf(labels[p] as string), `${labels['1m']} / ${labels[p]}`).not.toBe(minute);
    const month = unitOf(labels['1M'] as string);
    expect(month.startsWith(minute) || minute.startsWith(month), `${labels['1m']} / ${labels['1M']}`).toBe(false);
  });
});
