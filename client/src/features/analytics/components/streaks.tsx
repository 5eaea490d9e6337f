import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { Report } from '../types';
import { Figure } from './figure';
import type { OpenTrades } from './summary-figures';

/** The longest winning and losing streaks, each a click away from its trades. */
export function Streaks({ report, onOpen }: { report: Report; onOpen: OpenTrades }) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const day = (ms: number | null) => (ms === null ? '—' : f.date(new Date(ms).toISOString()));
  return (
    <SimpleGrid cols={2} spacing="sm" data-testid="analytics-streaks">
      {(['winning', 'losing'] as const).map((k) => {
        const s = report.streaks[k];
        const title = t(`analytics.streak.${k}`);
        return (
          <Figure
            key={k}
            label={title}
            value={f.integer(s.length)}
            raw={s.length}
            color={s.length === 0 ? undefined : k === 'winning' ? 'teal' : 'red'}
            note={s.length === 0 ? '—' : s.from === s.to || day(s.from) === day(s.to) ? day(s.from) : `${day(s.from)} – ${day(s.to)}`}
            testId={`analytics-streak-${k}`}
            onOpen={s.length === 0 ? undefined : () => onOpen({ ids: s.tradeIds.join(',') }, title)}
          />
        );
      })}
    </SimpleGrid>
  );
}
