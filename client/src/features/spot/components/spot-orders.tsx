import { Badge, Box, Button, Card, Group, Pagination, Stack, Table, Tabs, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOf } from '../../../../../shared/money.ts';
import { ConfirmPrompt } from '../../../components/confirm-prompt';
import { DetailRow } from '../../../components/detail-row';
import { useFormat } from '../../../lib/format';
import { toast } from '../../../lib/notify';
import type { TradeMode } from '../../../lib/trading/mode';
import { useCancelSpotOrder } from '../api/cancel-order';
import { useSpotOrders } from '../api/get-orders';
import type { SpotOrderList } from '../api/keys';
import type { SpotOrder } from '../types';
import { SpotOrderFills } from './spot-order-fills';
import { SPOT_SIDE_COLOR } from './spot-order-form';

const LISTS: SpotOrderList[] = ['open', 'history'];
const PAGE_SIZE: Record<SpotOrderList, number> = { open: 50, history: 10 };
const STATUS_COLOR: Record<SpotOrder['status'], string> = { unfilled: 'blue', partially_filled: 'cyan', filled: 'teal', cancelled: 'gray' };

/** Shown in a mobile card's first and last lines rather than as rows. */
const CARD_HEADER = ['time', 'symbol', 'side', 'status', 'actions'];

interface Column {
  key: string;
  label: string;
  cell: (o: SpotOrder) => ReactNode;
}

/** The columns of a list: the same for the desktop table and the mobile cards. */
function useColumns(list: SpotOrderList, onCancel: (o: SpotOrder) => void, onFills: (id: number) => void): Column[] {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const columns: (Column | false)[] = [
    { key: 'time', label: t('spot.placedAt'), cell: (o) => fmt.dateTime(new Date(o.createdAt).toISOString()) },
    { key: 'symbol', label: t('spot.pair'), cell: (o) => o.symbol },
    {
      key: 'side',
      label: t('spot.sideType'),
      cell: (o) => (
        <Text span fz="sm" fw={600} c={SPOT_SIDE_COLOR[o.side]}>
          {t(`spot.side.${o.side}`)} · {t(`spot.${o.type}`)}
        </Text>
      ),
    },
    {
      key: 'price',
      label: t('spot.entrustPrice'),
      cell: (o) => (
        <span data-testid={`spot-order-price-${o.id}`} data-value={o.price ?? ''}>
          {o.price ? fmt.decimal(o.price) : t('spot.marketPrice')}
        </span>
      ),
    },
    {
      key: 'size',
      label: t('spot.ordered'),
      cell: (o) => (o.quantity ? `${fmt.decimal(o.quantity)} ${o.base}` : o.amount ? fmt.moneyCode(o.amount, o.quote) : '—'),
    },
    list === 'history' && {
      key: 'dealPrice',
      label: t('spot.dealPrice'),
      cell: (o) => (
        <span data-testid={`spot-deal-price-${o.id}`} data-value={o.avgPrice ?? ''}>
          {o.avgPrice ? fmt.decimal(o.avgPrice) : '—'}
        </span>
      ),
    },
    {
      key: 'dealCount',
      label: t('spot.dealCount'),
      cell: (o) => (
        <span data-testid={`spot-deal-count-${o.id}`} data-value={o.dealCount}>
          {fmt.decimal(o.dealCount)} {o.base}
        </span>
      ),
    },
    list === 'history' && { key: 'value', label: t('spot.tradeAmount'), cell: (o) => fmt.moneyCode(o.tradeAmount, o.quote) },
    list === 'history' && { key: 'fee', label: t('spot.fee'), cell: (o) => fmt.moneyCode(o.fee, o.quote) },
    list === 'open' && { key: 'frozen', label: t('spot.frozen'), cell: (o) => fmt.moneyCode(o.frozen, o.frozenCurrency) },
    {
      key: 'status',
      label: t('spot.status'),
      cell: (o) => (
        <Stack gap={0} align="flex-start">
          <Badge size="sm" variant="light" color={STATUS_COLOR[o.status]} data-testid={`spot-status-${o.id}`} data-value={o.status}>
            {t(`spot.statusName.${o.status}`)}
          </Badge>
          {o.cancelReason && o.cancelReason !== 'user' && (
            <Text fz="xs" c="dimmed">
              {t(`spot.cancelReason.${o.cancelReason}`)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'actions',
      label: '',
      cell: (o) =>
        list === 'open' ? (
          <Button size="compact-xs" color="red" variant="light" onClick={() => onCancel(o)} data-testid={`spot-cancel-${o.id}`}>
            {t('spot.cancel')}
          </Button>
        ) : (
          <Button
            size="compact-xs"
            variant="default"
            disabled={signOf(o.dealCount) === 0}
            onClick={() => onFills(o.id)}
            data-testid={`spot-fills-open-${o.id}`}
          >
            {t('spot.fills')}
          </Button>
        ),
    },
  ];
  return columns.filter((c): c is Column => c !== false);
}

function OrderList({
  list,
  mode,
  compact,
  onCancel,
  onFills,
}: {
  list: SpotOrderList;
  mode: TradeMode;
  compact: boolean;
  onCancel: (o: SpotOrder) => void;
  onFills: (id: number) => void;
}) {
  const { t } = useTranslation('trade');
  const [page, setPage] = useState(1);
  const pageSize = PAGE_SIZE[list];
  const { data, isPending } = useSpotOrders({ status: list, mode, page, pageSize });
  const columns = useColumns(list, onCancel, onFills);
  const items = data?.items ?? [];
  let body: ReactNode;
  if (items.length === 0)
    body = (
      <Text size="sm" c="dimmed" ta="center" py="md" data-testid={`spot-empty-${list}`}>
        {isPending ? t('common.loading') : t(`spot.empty.${list}`)}
      </Text>
    );
  else if (compact)
    body = items.map((o) => {
      const cell = (key: string) => columns.find((c) => c.key === key)?.cell(o);
      return (
        <Card key={o.id} withBorder padding="xs" data-testid={`spot-order-${o.id}`}>
          <Group justify="space-between" wrap="nowrap" mb={4}>
            <Text fz="sm" fw={600}>
              {o.symbol} {cell('side')}
            </Text>
            {/* the status whole, however long the side and type read */}
            <Box style={{ flexShrink: 0 }}>{cell('status')}</Box>
          </Group>
          {columns
            .filter((c) => !CARD_HEADER.includes(c.key))
            .map((c) => (
              <DetailRow key={c.key} label={c.label} fz="sm">
                {c.cell(o)}
              </DetailRow>
            ))}
          <Group justify="space-between" mt={4}>
            <Text fz="xs" c="dimmed">
              {cell('time')}
            </Text>
            {cell('actions')}
          </Group>
        </Card>
      );
    });
  else
    body = (
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing={6} fz="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key} fz="xs" c="dimmed">
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((o) => (
              <Table.Tr key={o.id} data-testid={`spot-order-${o.id}`}>
                {columns.map((c) => (
                  <Table.Td key={c.key}>{c.cell(o)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  return (
    <Stack gap="xs" data-testid={`spot-list-${list}`}>
      {body}
      {list === 'history' && data && data.total > pageSize && (
        <Group justify="center">
          <Pagination size="sm" total={Math.ceil(data.total / pageSize)} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}

/** How many orders rest on the book, beside the tab's name. */
function OpenCount({ mode }: { mode: TradeMode }) {
  const { data } = useSpotOrders({ status: 'open', mode, page: 1, pageSize: PAGE_SIZE.open });
  return data && data.total > 0 ? <span data-testid="spot-count-open"> ({data.total})</span> : null;
}

/** Below the panel: open orders (each can be cancelled through a prompt) and the order history with each order's fills. */
export function SpotOrders({ mode, compact }: { mode: TradeMode; compact: boolean }) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const [tab, setTab] = useState<string>('open');
  const [cancelling, setCancelling] = useState<SpotOrder | null>(null);
  const [fills, setFills] = useState<number | null>(null);
  const cancel = useCancelSpotOrder();
  const c = cancelling;
  return (
    <Card withBorder padding={compact ? 'sm' : 'md'} data-testid="spot-orders">
      <Tabs value={tab} onChange={(v) => v && setTab(v)} keepMounted={false}>
        <Tabs.List>
          {LISTS.map((l) => (
            <Tabs.Tab key={l} value={l} data-testid={`spot-tab-${l}`}>
              {t(`spot.list.${l}`)}
              {l === 'open' && <OpenCount mode={mode} />}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LISTS.map((l) => (
          <Tabs.Panel key={l} value={l} pt="sm">
            <OrderList list={l} mode={mode} compact={compact} onCancel={setCancelling} onFills={setFills} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <ConfirmPrompt
        opened={c !== null}
        onClose={() => setCancelling(null)}
        title={t('spot.cancelTitle')}
        text={
          c
            ? t('spot.confirmCancel', {
                side: t(`spot.side.${c.side}`),
                symbol: c.symbol,
                quantity: c.quantity ? fmt.decimal(c.remaining) : '',
                base: c.base,
                price: c.price ? fmt.decimal(c.price) : t('spot.marketPrice'),
              })
            : ''
        }
        confirmLabel={t('spot.cancelTitle')}
        dismissLabel={t('spot.keep')}
        color="red"
        loading={cancel.isPending}
        onConfirm={() =>
          c &&
          cancel.mutate(
            { id: c.id },
            {
              onSuccess: () => {
                setCancelling(null);
                toast.success(t('spot.cancelled'));
              },
            },
          )
        }
        testId="spot-cancel-dialog"
      />
      <SpotOrderFills id={fills} onClose={() => setFills(null)} compact={compact} />
    </Card>
  );
}
