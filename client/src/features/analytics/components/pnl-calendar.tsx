import { ActionIcon, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOf } from '../../../../../shared/money.ts';
import { useFormat } from '../../../lib/format';
import { addMonths, type Month, monthGrid, monthOf, todayIn } from '../calendar';
import type { Report } from '../types';
import type { OpenTrades } from './summary-figures';

const CELL_BG = {
  '-1': 'var(--mantine-color-red-light)',
  '0': 'var(--mantine-color-gray-light)',
  '1': 'var(--mantine-color-teal-light)',
} as const;
const CELL_FG = { '-1': 'var(--mantine-color-red-text)', '0': undefined, '1': 'var(--mantine-color-teal-text)' } as const;

/** A month of daily P/L (days in the customer's time zone), each day with trades a click away from them. */
export function PnlCalendar({ report, onOpen, compact, now }: { report: Report; onOpen: OpenTrades; compact: boolean; now: number }) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const byDay = useMemo(() => new Map(report.calendar.map((d) => [d.day, d])), [report.calendar]);
  const today = todayIn(report.timeZone, now);
  const first = report.calendar[0]?.day;
  const last = report.calendar.at(-1)?.day;
  const [shown, setShown] = useState<Month | null>(null);
  const month = shown ?? monthOf(last ?? today);
  const earliest = monthOf(first ?? today);
  const latest = monthOf(today) > monthOf(last ?? today) ? monthOf(today) : monthOf(last ?? today);
  const utc = (day: string) => new Date(`${day}T12:00:00Z`);
  const title = new Intl.DateTimeFormat(f.locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(utc(`${month}-01`));
  // 2026-11-30 is a Monday: the week's narrow names from there
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(f.locale, { weekday: 'narrow', timeZone: 'UTC' }).format(utc(`2026-11-${String(30 - 7 + i).padStart(2, '0')}`)),
  );
  return (
    <Paper withBorder radius="md" p="sm" data-testid="analytics-calendar">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={600}>{t('analytics.calendar')}</Text>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('analytics.previousMonth')}
            disabled={month <= earliest}
            onClick={() => setShown(addMonths(month, -1))}
            data-testid="analytics-calendar-prev"
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          <Text fz="sm" data-testid="analytics-calendar-month" data-value={month} miw={compact ? 90 : 120} ta="center">
            {title}
          </Text>
          <ActionIcon
            variant="subtle"
            aria-label={t('analytics.nextMonth')}
            disabled={month >= latest}
            onClick={() => setShown(addMonths(month, 1))}
            data-testid="analytics-calendar-next"
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 }}>
        {weekdays.map((w, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the weekday's place is its identity (narrow names repeat)
          <Text key={i} fz="xs" c="dimmed" ta="center">
            {w}
          </Text>
        ))}
        {monthGrid(month)
          .flat()
          .map((day, i) => {
            // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell has no day, only its place
            if (day === null) return <div key={`blank-${i}`} />;
            const d = byDay.get(day);
            const sign = d ? signOf(d.pnl) : 0;
            const label = d
              ? `${day}: ${f.money(d.pnl, report.currency, { signed: true })} (${t('analytics.tradeCountShort', { count: d.trades })})`
              : day;
            return (
              <UnstyledButton
                key={day}
                disabled={!d}
                onClick={() => d && onOpen({ day }, t('analytics.trades.day', { date: f.date(utc(day).toISOString()) }))}
                title={label}
                aria-label={label}
                data-testid={`analytics-day-${day}`}
                data-value={d?.pnl ?? ''}
                style={{
                  borderRadius: 6,
                  minHeight: compact ? 40 : 52,
                  padding: 4,
                  background: d ? CELL_BG[sign] : undefined,
                  outline: day === today ? '1px solid var(--mantine-color-default-border)' : undefined,
                  cursor: d ? 'pointer' : 'default',
                  overflow: 'hidden',
                }}
              >
                <Text fz="xs" c={d ? undefined : 'dimmed'}>
                  {Number(day.slice(8))}
                </Text>
                {d && (
                  <Text fz={compact ? 9 : 11} fw={600} c={CELL_FG[sign]} className="num" truncate>
                    {compact ? f.compact(d.pnl) : f.money(d.pnl, report.currency, { signed: true })}
                  </Text>
                )}
              </UnstyledButton>
            );
          })}
      </div>
    </Paper>
  );
}
