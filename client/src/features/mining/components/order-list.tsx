import { Badge, Button, Card, Code, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rateRange } from '../../../../../shared/mining.ts';
import { QueryState } from '../../../components/query-state';
import { useFormat } from '../../../lib/format';
import { Pager } from '../../../components/pager';
import { useMiningOrders } from '../api/get-orders';
import { type MiningLayout, type MiningOrderStatus, type MiningOrderView, PAGE_SIZE } from '../types';
import { RedeemPrompt } from './redeem-prompt';

function OrderCard({ o, onRedeem, layout }: { o: MiningOrderView; onRedeem: (id: number) => void; layout: MiningLayout }) {
  const { t } = useTranslation('funds');
  const f = useFormat();
  const c = o.currency;
  const open = o.status === 'in_progress';
  const figures: [string, string, string][] = [
    ['amount', t('mining.amount'), f.moneyCode(o.amount, c)],
    ['expected', t('mining.earnings.expected'), f.moneyCode(o.expected, c)],
    ['accumulated', t('mining.earnings.accumulated'), f.moneyCode(o.accumulated, c)],
    ['today', t('mining.earnings.today'), f.moneyCode(o.today, c)],
  ];
  return (
    <Card withBorder radius="md" padding="md" data-testid={`mining-order-${o.id}`} data-status={o.status}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>
            {o.productName}{' '}
            <Text span c="dimmed" size="xs">
              #{o.id}
            </Text>
          </Text>
          <Badge color={open ? 'yellow' : 'gray'} variant="light" data-testid={`mining-order-${o.id}-status`}>
            {open ? t('mining.status.in_progress') : t(`mining.status.${o.redeemKind === 'early' ? 'early' : 'matured'}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={layout === 'pc' ? 4 : 2} spacing="xs">
          {figures.map(([key, label, value]) => (
            <Stack key={key} gap={0}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" fw={600} data-testid={`mining-order-${o.id}-${key}`}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('mining.orderTerms', {
            rate: rateRange(o.minRate, o.maxRate),
            count: o.periodDays,
            from: f.dateTime(o.interestFrom),
            to: f.dateTime(o.finishAt),
          })}
        </Text>
        {open ? (
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {o.nextPayoutAt ? t('mining.nextPayout', { at: f.dateTime(o.nextPayoutAt), days: o.remainingDays }) : ''}
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => onRedeem(o.id)} data-testid={`mining-order-${o.id}-redeem`}>
              {t('mining.redeem')}
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed" data-testid={`mining-order-${o.id}-outcome`}>
            {t('mining.redeemedOutcome', {
              at: o.redeemedAt ? f.dateTime(o.redeemedAt) : '',
              refund: f.moneyCode(o.refund, c),
              penalty: f.moneyCode(o.penalty, c),
            })}
          </Text>
        )}
        {/* how the day's rate is drawn, with the seed to check it by, on demand: never a bare hex as a label */}
        <details className="mining-rate-proof" data-testid={`mining-order-${o.id}-rate-proof`}>
          <summary>
            <Text span size="xs" c="dimmed">
              {t('mining.rateDrawn')}
            </Text>
          </summary>
          <Text size="xs" c="dimmed" mt={4}>
            {t('mining.seedHelp')}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {t('mining.seedLabel')}{' '}
            <Code style={{ wordBreak: 'break-all' }} data-testid={`mining-order-${o.id}-seed`}>
              {o.seed}
            </Code>
          </Text>
        </details>
      </Stack>
    </Card>
  );
}

/** The customer's orders with their earnings and a redeem button; `fixed` shows one status only, else a filter. */
export function MiningOrderList({ layout, fixed }: { layout: MiningLayout; fixed?: MiningOrderStatus }) {
  const { t } = useTranslation('funds');
  const [status, setStatus] = useState<'all' | MiningOrderStatus>(fixed ?? 'all');
  const [page, setPage] = useState(1);
  const [redeeming, setRedeeming] = useState<number | null>(null);
  const orders = useMiningOrders({ status: status === 'all' ? undefined : status, page, pageSize: PAGE_SIZE });
  return (
    <Stack gap="sm" data-testid="mining-orders">
      {!fixed && (
        <SegmentedControl
          value={status}
          onChange={(v) => {
            setStatus(v as typeof status);
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('mining.filter.all') },
            { value: 'in_progress', label: t('mining.status.in_progress') },
            { value: 'redeemed', label: t('mining.filter.redeemed') },
          ]}
          data-testid="mining-orders-filter"
        />
      )}
      <QueryState
        isPending={orders.isPending}
        isError={orders.isError}
        isEmpty={orders.data?.items.length === 0}
        emptyText={t('mining.noOrders')}
        onRetry={() => orders.refetch()}
      >
        <Stack gap="sm">
          {orders.data?.items.map((o) => (
            <OrderCard key={o.id} o={o} onRedeem={setRedeeming} layout={layout} />
          ))}
        </Stack>
      </QueryState>
      {orders.data && <Pager page={page} total={orders.data.total} pageSize={PAGE_SIZE} onChange={setPage} testId="mining-orders-pager" />}
      <RedeemPrompt orderId={redeeming} onClose={() => setRedeeming(null)} />
    </Stack>
  );
}
