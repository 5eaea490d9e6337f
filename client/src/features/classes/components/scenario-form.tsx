// The teacher's shared scenario: a revealed period, a product, a speed and a start (now or
// later); every learner's replay starts at that moment. A running one can be ended.
import { Badge, Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { useReplayPeriods } from '../../../lib/api/replay-periods';
import { useFormat } from '../../../lib/format';
import { REPLAY_SPEEDS, type ReplaySpeedChoice } from '../../../lib/trading/practice';
import { useEndScenario } from '../api/end-scenario';
import { useStartScenario } from '../api/start-scenario';
import type { ClassScenarioBody, TradingClass } from '../types';

export function ScenarioPanel({ c, compact }: { c: TradingClass; compact: boolean }) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const periods = useReplayPeriods();
  const start = useStartScenario();
  const end = useEndScenario();
  const [periodStart, setPeriodStart] = useState<string | null>(null);
  const [productId, setProductId] = useState<string | null>(null);
  const [speed, setSpeed] = useState<ReplaySpeedChoice>(20);
  const [startsAt, setStartsAt] = useState('');
  const items = periods.data?.items ?? [];
  const period = items.find((p) => String(p.start) === periodStart) ?? items[0];
  const products = (period?.products ?? []).filter((p) => c.productIds.includes(p.productId));
  const product = products.find((p) => String(p.productId) === productId) ?? products[0];
  const scenario = c.scenario;
  const live = scenario !== null && scenario.status !== 'ended';
  const at = startsAt === '' ? undefined : new Date(startsAt).getTime();
  const body: ClassScenarioBody | null =
    period && product
      ? {
          periodStart: period.start,
          productId: product.productId,
          speed,
          ...(at !== undefined && Number.isFinite(at) ? { startsAt: at } : {}),
        }
      : null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="class-scenario">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{t('classes.scenario')}</Text>
          {scenario && (
            <Badge
              variant="light"
              color={scenario.status === 'running' ? 'teal' : scenario.status === 'scheduled' ? 'blue' : 'gray'}
              data-testid="class-scenario-status"
            >
              {t(`classes.scenarioStatus.${scenario.status}`)}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('classes.scenarioHint')}
        </Text>
        {live && scenario ? (
          <Group justify="space-between">
            <Text size="sm">
              {t('classes.scenarioLine', {
                symbol: scenario.symbol,
                speed: scenario.speed,
                start: f.time(scenario.startsAt),
                end: f.time(scenario.endsAt),
              })}
            </Text>
            <ConfirmButton
              label={t('classes.endScenario')}
              title={t('classes.endScenario')}
              text={t('classes.endScenarioText')}
              color="red"
              variant="light"
              size="compact-sm"
              loading={end.isPending}
              onConfirm={(done) => end.mutate(c.id, { onSuccess: done })}
              testId="class-scenario-end"
            />
          </Group>
        ) : (
          <>
            <SimpleGrid cols={compact ? 1 : 2} spacing="xs">
              <Select
                size="sm"
                label={t('replay.period')}
                data={items.map((p) => ({
                  value: String(p.start),
                  label: `${f.dateTime(new Date(p.start).toISOString())} – ${f.time(p.end)}`,
                }))}
                value={period ? String(period.start) : null}
                onChange={(v) => {
                  setPeriodStart(v);
                  setProductId(null);
                }}
                allowDeselect={false}
                data-testid="class-scenario-period"
              />
              <Select
                size="sm"
                label={t('replay.product')}
                data={products.map((p) => ({ value: String(p.productId), label: p.symbol }))}
                value={product ? String(product.productId) : null}
                onChange={setProductId}
                allowDeselect={false}
                data-testid="class-scenario-product"
              />
              <TextInput
                size="sm"
                type="datetime-local"
                label={t('classes.scenarioStart')}
                description={t('classes.scenarioStartHint')}
                value={startsAt}
                onChange={(e) => setStartsAt(e.currentTarget.value)}
                data-testid="class-scenario-start"
              />
              <div>
                <Text size="sm" fw={500} mb={4}>
                  {t('replay.speed')}
                </Text>
                <SegmentedControl
                  size="sm"
                  value={String(speed)}
                  onChange={(v) => setSpeed(Number(v) as ReplaySpeedChoice)}
                  data={REPLAY_SPEEDS.map((s) => ({ value: String(s), label: `${s}×` }))}
                  data-testid="class-scenario-speed"
                />
              </div>
            </SimpleGrid>
            <Group justify="flex-end">
              <Button
                size="sm"
                disabled={body === null || c.status === 'ended'}
                loading={start.isPending}
                onClick={() => body && start.mutate({ id: c.id, body })}
                data-testid="class-scenario-start-button"
              >
                {t('classes.startScenario')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
