import { Badge, Card, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconChevronRight } from '@tabler/icons-react';
import { memo, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { OPEN_ORDERS_PAGE_SIZE, useFastOrders } from '../api/get-orders';
import { useFastStats } from '../api/get-stats';
import { useTickerPrice } from '../../../lib/api/live-quotes';
import { useTradeEnv } from '../../../lib/trading/env';
import { refreshFast } from '../api/keys';
import { useNow } from '../hooks/use-now';
import { signOf } from '../../../../../shared/money.ts';
import { wouldBe, wouldBeProfit } from '../money';
import type { FastOrder, TradeMode } from '../types';
import { DurationText } from './countdown';
import { OrderDetail } from './order-detail';

/** A titled list of order rows, or "no orders yet". */
function OrderList({ title, testId, children }: { title: string; testId: string; children: ReactNode[] }) {
  const { t } = useTranslation('trade');
  return (
    <>
      <Text fw={600}>{title}</Text>
      {children.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="xs">
          {t('fast.noOrders')}
        </Text>
      ) : (
        <Stack gap="xs" data-testid={testId}>
          {children}
        </Stack>
      )}
    </>
  );
}

const RESULT_COLOR = { win: 'green', loss: 'red', tie: 'gray' } as const;

const OpenOrderRow = memo(function OpenOrderRow({ order, onOpen }: { order: FastOrder; onOpen: (o: FastOrder) => void }) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const now = useNow(true, 250);
  const price = useTickerPrice(order.symbol);
  const left = Math.ceil((order.expiresAt - now) / 1000);
  const result = wouldBe(order.direction, order.entryPrice, price);
  return (
    <UnstyledButton onClick={() => onOpen(order)} data-testid={`fast-open-order-${order.id}`} w="100%">
      <Card withBorder padding="sm">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2}>
            <Group gap={6}>
              <Text fw={600}>{order.symbol}</Text>
              <Badge size="sm" color={order.direction === 'up' ? 'green' : 'red'}>
                {order.direction === 'up' ? t('fast.dirUp') : t('fast.dirDown')}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {fmt.money(order.amount, order.currency)} {order.currency} · {t('fast.entryPrice')} {fmt.decimal(order.entryPrice)}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end">
            {left > 0 ? (
              <Text fw={600} ff="monospace" data-testid={`fast-countdown-${order.id}`}>
                <DurationText seconds={left} />
              </Text>
            ) : (
              <Text size="sm" c="orange" data-testid={`fast-settling-${order.id}`}>
                {t('fast.settling')}
              </Text>
            )}
            {result && price && (
              <Text size="xs" c={RESULT_COLOR[result]} data-testid={`fast-live-pl-${order.id}`}>
                {fmt.decimal(price)} · {t(`fast.${result}`)}{' '}
                {fmt.money(wouldBeProfit(result, order.amount, order.profitRate), order.currency, { signed: true })}
              </Text>
            )}
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
});

function SettledOrderRow({ order, onOpen }: { order: FastOrder; onOpen: (o: FastOrder) => void }) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const result = order.result ?? 'tie';
  return (
    // opens the settlement proof: looks and acts like something to open (hover, focus, chevron)
    <UnstyledButton onClick={() => onOpen(order)} data-testid={`fast-settled-order-${order.id}`} w="100%" className="proof-row">
      <Card withBorder padding="sm">
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2}>
            <Group gap={6}>
              <Text fw={600}>{order.symbol}</Text>
              <Badge size="sm" variant="light" color={order.direction === 'up' ? 'green' : 'red'}>
                {order.direction === 'up' ? t('fast.dirUp') : t('fast.dirDown')}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {fmt.money(order.amount, order.currency)} {order.currency} · {fmt.decimal(order.entryPrice)} →{' '}
              {order.exitPrice ? fmt.decimal(order.exitPrice) : '—'}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end">
            <Badge color={RESULT_COLOR[result]} data-testid={`fast-result-${order.id}`} data-result={result}>
              {t(`fast.${result}`)}
            </Badge>
            <Text size="xs">
              {t('fast.payout')} {fmt.money(order.payout ?? '0', order.currency)} · {t('fast.profit')}{' '}
              <Text span c={RESULT_COLOR[result]} inherit>
                {fmt.money(order.profit ?? '0', order.currency, { signed: true })}
              </Text>
            </Text>
          </Stack>
          <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0, opacity: 0.6 }} />
        </Group>
      </Card>
    </UnstyledButton>
  );
}

function Stats({ mode }: { mode: TradeMode }) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const { data } = useFastStats(mode);
  return (
    <SimpleGrid cols={3} data-testid="fast-stats" data-mode={mode}>
      <Stack gap={0} align="center">
        <Text size="xs" c="dimmed">
          {t('fast.count')}
        </Text>
        <Text fw={600}>{data ? fmt.integer(data.count) : '—'}</Text>
      </Stack>
      <Stack gap={0} align="center">
        <Text size="xs" c="dimmed">
          {t('fast.winRate')}
        </Text>
        <Text fw={600}>{data ? fmt.percent(data.winRate, false) : '—'}</Text>
      </Stack>
      <Stack gap={0} align="center">
        <Text size="xs" c="dimmed">
          {t('fast.totalProfit')}
        </Text>
        <Text fw={600} c={data && signOf(data.profit) < 0 ? 'red' : data && signOf(data.profit) > 0 ? 'green' : undefined}>
          {data ? `${fmt.money(data.profit, data.currency, { signed: true })} ${data.currency}` : '—'}
        </Text>
      </Stack>
    </SimpleGrid>
  );
}

/** Open orders (countdown, live would-be result), settled orders (result, payout) and stats. */
export function FastOrders({ mode }: { mode: TradeMode }) {
  const { t } = useTranslation('trade');
  const [detail, setDetail] = useState<FastOrder | null>(null);
  const open = useFastOrders({ status: 'open', mode, pageSize: OPEN_ORDERS_PAGE_SIZE });
  const settled = useFastOrders({ status: 'settled', mode, pageSize: 20 });
  const openItems = open.data?.items ?? [];
  const settledItems = settled.data?.items ?? [];
  const env = useTradeEnv();
  const client = useQueryClient();
  const openIds = openItems.map((o) => o.id).join(',');
  const settledIds = settledItems.map((o) => o.id).join(',');
  const previous = useRef(openIds);
  useEffect(() => {
    const before = previous.current.split(',').filter(Boolean);
    previous.current = openIds;
    const now = new Set([...openIds.split(','), ...settledIds.split(',')]);
    // an order left the open list without its settlement arriving (the push writes it into
    // the settled list, see use-fast-settlement.ts): refresh settled orders, stats, balances
    if (before.some((id) => !now.has(id))) void refreshFast(client, env);
  }, [openIds, settledIds, client, env]);
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Stats mode={mode} />
        <OrderList title={`${t('fast.openOrders')} (${open.data?.total ?? 0})`} testId="fast-open-orders">
          {openItems.map((o) => (
            <OpenOrderRow key={o.id} order={o} onOpen={setDetail} />
          ))}
        </OrderList>
        <OrderList title={t('fast.settledOrders')} testId="fast-settled-orders">
          {settledItems.map((o) => (
            <SettledOrderRow key={o.id} order={o} onOpen={setDetail} />
          ))}
        </OrderList>
      </Stack>
      <OrderDetail order={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
