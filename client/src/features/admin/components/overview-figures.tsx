// Today's figures as cards: amounts per currency, counts, the queues waiting.
import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayAmount, signOf } from '../../../../../shared/money.ts';
import type { AdminOverview, CurrencyFigure } from '../../../../../shared/schemas/overview.ts';

function Card({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} mb={6}>
        {title}
      </Text>
      {children}
    </Paper>
  );
}

function Amounts({ rows }: { rows: CurrencyFigure[] }) {
  const { t } = useTranslation('admin');
  if (rows.length === 0)
    return (
      <Text fz="xl" fw={700}>
        0
      </Text>
    );
  return (
    <Stack gap={2}>
      {rows.map((r) => (
        <Group key={r.currency} justify="space-between" gap="xs" wrap="nowrap">
          <Text fz="lg" fw={700} ff="monospace">
            {displayAmount(r.amount, r.currency)}{' '}
            <Text span fz="sm" c="dimmed">
              {r.currency}
            </Text>
          </Text>
          <Text fz="xs" c="dimmed">
            {t('admin.overview.count', { count: r.count })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

export function OverviewFigures({ data }: { data: AdminOverview }) {
  const { t } = useTranslation('admin');
  return (
    <SimpleGrid cols={4} spacing="md">
      <Card title={t('admin.overview.depositsToday')} testId="overview-deposits">
        <Amounts rows={data.deposits} />
      </Card>
      <Card title={t('admin.overview.withdrawalsToday')} testId="overview-withdrawals">
        <Amounts rows={data.withdrawals} />
      </Card>
      <Card title={t('admin.overview.newUsersToday')} testId="overview-new-users">
        <Text fz="xl" fw={700}>
          {data.newUsers}
        </Text>
      </Card>
      {data.openPositions && (
        <Card title={t('admin.overview.openPositions')} testId="overview-positions">
          <Amounts rows={data.openPositions} />
          <Text fz="xs" c="dimmed" mt={4}>
            {t('admin.overview.demoPositions', { count: data.openDemoPositions ?? 0 })}
          </Text>
        </Card>
      )}
      {data.contract?.map((c) => (
        <Card
          key={c.mode}
          title={`${t('admin.nav.contract')} · ${t(`admin.contract.modes.${c.mode}`)}`}
          testId={`overview-contract-${c.mode}`}
        >
          <Text fz="xl" fw={700}>
            {t('admin.overview.contractOpen', { count: c.open })}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('admin.overview.contractPending', { count: c.pending })}
          </Text>
          <Text fz="sm" mt={4}>
            {t('admin.overview.contractMargin', { amount: c.marginHeld, currency: c.currency })}
          </Text>
          <Text fz="sm">{t('admin.overview.contractInsurance', { amount: c.insurance, currency: c.currency })}</Text>
        </Card>
      ))}
      {data.spot?.map((c) => (
        <Card key={c.mode} title={`${t('admin.nav.spot')} · ${t(`admin.contract.modes.${c.mode}`)}`} testId={`overview-spot-${c.mode}`}>
          <Text fz="xl" fw={700}>
            {t('admin.overview.spotOpen', { count: c.open })}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('admin.overview.spotHouse', { count: c.houseOpen })}
          </Text>
          <Text fz="sm" mt={4} data-testid={`overview-spot-${c.mode}-frozen`}>
            {t('admin.overview.spotFrozen', { amounts: amountsOf(c.frozen) })}
          </Text>
          <Text fz="sm" data-testid={`overview-spot-${c.mode}-fees`}>
            {t('admin.overview.spotFees', { amounts: amountsOf(c.fees) })}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** Amounts per coin on one line ("12.5 USDT, 0.003 BTC"), or 0. */
const amountsOf = (rows: { currency: string; amount: string }[]) =>
  rows.map((r) => `${displayAmount(r.amount, r.currency)} ${r.currency}`).join(', ') || '0';

export function OverviewQueues({ queues }: { queues: AdminOverview['queues'] }) {
  const { t } = useTranslation('admin');
  return (
    <Card title={t('admin.overview.queues')} testId="overview-queues">
      <Stack gap={4}>
        {queues.map((q) => (
          <Group key={q.queue} justify="space-between" data-testid={`overview-queue-${q.queue}`}>
            <Text fz="sm">{t(`admin.overview.queue.${q.queue}`)}</Text>
            <Text fw={700} c={q.pending > 0 ? 'yellow' : 'dimmed'}>
              {q.pending}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** Every trading product's open business per mode (issue 31): how many are open, what they hold. */
export function OverviewTrading({ trading }: { trading: AdminOverview['trading'] }) {
  const { t } = useTranslation('admin');
  return (
    <Card title={t('admin.overview.trading')} testId="overview-trading">
      <Table striped fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.overview.tradingProduct')}</Table.Th>
            <Table.Th>{t('admin.overview.tradingMode')}</Table.Th>
            <Table.Th ta="right">{t('admin.overview.tradingOpen')}</Table.Th>
            <Table.Th ta="right">{t('admin.overview.tradingHeld')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trading.map((f) => (
            <Table.Tr key={`${f.product}-${f.mode}`} data-testid={`overview-trading-${f.product}-${f.mode}`}>
              {/* a product without a translated name shows its own */}
              <Table.Td>{t(`admin.overview.products.${f.product}`, { defaultValue: f.product })}</Table.Td>
              <Table.Td>{t(`admin.contract.modes.${f.mode}`)}</Table.Td>
              <Table.Td ta="right">{f.open}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {amountsOf(f.held)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/** The platform's fast-trade result per product (real money): today and since the start. */
export function OverviewResults({ data }: { data: AdminOverview }) {
  const { t } = useTranslation('admin');
  const color = (v: string) => (signOf(v) > 0 ? 'teal' : signOf(v) < 0 ? 'red' : undefined);
  const results = data.platformResult ?? [];
  return (
    <Card title={t('admin.overview.platformResult')} testId="overview-results">
      {results.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('admin.overview.noResults')}
        </Text>
      ) : (
        <Table striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.overview.product')}</Table.Th>
              <Table.Th ta="right">{t('admin.overview.settledToday')}</Table.Th>
              <Table.Th ta="right">{t('admin.overview.today')}</Table.Th>
              <Table.Th ta="right">{t('admin.overview.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {results.map((r) => (
              <Table.Tr key={`${r.productId}-${r.currency}`}>
                <Table.Td>{r.symbol}</Table.Td>
                <Table.Td ta="right">{r.settledToday}</Table.Td>
                <Table.Td ta="right" ff="monospace" c={color(r.today)}>
                  {displayAmount(r.today, r.currency)} {r.currency}
                </Table.Td>
                <Table.Td ta="right" ff="monospace" c={color(r.total)}>
                  {displayAmount(r.total, r.currency)} {r.currency}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text fz="xs" c="dimmed" mt="xs">
        {t('admin.overview.houseBalance', {
          amounts: amountsOf(data.houseBalance ?? []),
        })}
      </Text>
    </Card>
  );
}
