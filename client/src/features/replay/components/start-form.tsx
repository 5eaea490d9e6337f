// Start a replay: a revealed period, one of its products, a speed.
import { Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useReplayPeriods } from '../../../lib/api/replay-periods';
import { useStartReplay } from '../api/start-session';
import { type ReplaySession, type ReplaySpeed, SPEEDS } from '../types';

export function StartForm({ onStarted, compact }: { onStarted: (session: ReplaySession) => void; compact: boolean }) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const periods = useReplayPeriods();
  const start = useStartReplay();
  const [periodStart, setPeriodStart] = useState<string | null>(null);
  const [productId, setProductId] = useState<string | null>(null);
  const [speed, setSpeed] = useState<ReplaySpeed>(20);
  const items = periods.data?.items ?? [];
  const period = items.find((p) => String(p.start) === periodStart) ?? items[0];
  const product = period?.products.find((p) => String(p.productId) === productId) ?? period?.products[0];
  const span = (start: number, end: number) => `${f.dateTime(new Date(start).toISOString())} – ${f.time(end)}`;
  return (
    <Paper withBorder radius="md" p={compact ? 'sm' : 'md'} data-testid="replay-start">
      <Stack gap="sm">
        <Text fw={600}>{t('replay.startTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('replay.intro')}
        </Text>
        {items.length === 0 && !periods.isPending ? (
          <Text size="sm" data-testid="replay-no-periods">
            {t('replay.noPeriods')}
          </Text>
        ) : (
          <>
            <Select
              label={t('replay.period')}
              data={items.map((p) => ({ value: String(p.start), label: span(p.start, p.end) }))}
              value={period ? String(period.start) : null}
              onChange={(v) => {
                setPeriodStart(v);
                setProductId(null);
              }}
              allowDeselect={false}
              data-testid="replay-period"
            />
            <Select
              label={t('replay.product')}
              data={(period?.products ?? []).map((p) => ({ value: String(p.productId), label: p.symbol }))}
              value={product ? String(product.productId) : null}
              onChange={setProductId}
              allowDeselect={false}
              data-testid="replay-product"
            />
            <div>
              <Text size="sm" fw={500} mb={4}>
                {t('replay.speed')}
              </Text>
              <SegmentedControl
                value={String(speed)}
                onChange={(v) => setSpeed(Number(v) as ReplaySpeed)}
                data={SPEEDS.map((s) => ({ value: String(s), label: <span data-testid={`replay-speed-${s}`}>{`${s}×`}</span> }))}
                fullWidth={compact}
                data-testid="replay-speed"
              />
            </div>
            <Group justify="flex-end">
              <Button
                disabled={!period || !product}
                loading={start.isPending}
                onClick={() =>
                  period &&
                  product &&
                  start.mutate({ periodStart: period.start, productId: product.productId, speed }, { onSuccess: onStarted })
                }
                data-testid="replay-start-button"
              >
                {t('replay.start')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
