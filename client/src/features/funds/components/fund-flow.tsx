import { Anchor, Badge, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiKeyBadge } from '../../../components/api-key-badge';
import { useFlow } from '../api/get-flow';
import { useFormat } from '../../../lib/format';
import { flowTitleKey } from '../../../lib/flow-title';
import { type FundsLinks, useFundsLinks } from '../links';
import { CURRENCIES, FLOW_TYPES, type FlowEntry, type FlowOrderKind, PAGE_SIZE } from '../types';
import { HistoryCard, type HistoryColumn, HistoryList, useHistory } from './history-list';

/** The page that lists an order of each kind, on the current interface. */
const ORDER_PAGES: Record<FlowOrderKind, Exclude<keyof FundsLinks, 'contactSupport'>> = {
  deposit: 'rechargeHistory',
  withdrawal: 'withdrawHistory',
  exchange: 'transferHistory',
  fast: 'fastTrade',
  mining: 'miningHistory',
  spot: 'tradeHistory',
};

/** The amount as the user reads it: + in, − out; a freeze or thaw moves money inside the balance. */
function Amount({ e }: { e: FlowEntry }) {
  const f = useFormat();
  const tone = e.direction === 'in' ? 'text-rise' : e.direction === 'out' ? 'text-fall' : undefined;
  const moved = e.direction === 'in' || e.direction === 'out';
  const text = moved
    ? f.money(e.direction === 'out' ? `-${e.amount}` : e.amount, e.currency, { signed: true })
    : f.money(e.amount, e.currency);
  return (
    <Text
      component="span"
      fw={600}
      className={['num', 'nowrap', tone].filter(Boolean).join(' ')}
      data-value={e.amount}
      data-testid={`flow-amount-${e.id}`}
    >
      {text} {e.currency}
    </Text>
  );
}

/** "Frozen" or "Thawed": the money stayed in the balance and moved between available and frozen. */
function MovementBadge({ e }: { e: FlowEntry }) {
  const { t } = useTranslation('funds');
  if (e.direction !== 'freeze' && e.direction !== 'thaw') return null;
  return (
    <Badge
      size="sm"
      variant="light"
      color={e.direction === 'freeze' ? 'yellow' : 'gray'}
      radius="sm"
      tt="none"
      className="flow-badge"
      data-testid={`flow-badge-${e.id}`}
    >
      {t(e.direction === 'freeze' ? 'funds.withdraw.funds.frozen' : 'funds.withdraw.funds.thawed')}
    </Badge>
  );
}

/** "Withdrawal #12", linking to where that order is listed; a coin order placed by API key marked so. */
function OrderLink({ e }: { e: FlowEntry }) {
  const { t } = useTranslation('funds');
  const links = useFundsLinks();
  if (!e.order) return null;
  const { kind, id, more, apiKey } = e.order;
  const name = kind === 'spot' ? t('apiOrders.flowOrder', { id }) : t(`funds.flow.order.${kind}`, { id });
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Anchor component={Link} to={links[ORDER_PAGES[kind]]} fz="xs" className="nowrap" data-testid={`flow-order-${e.id}`}>
        {more > 0 ? t('funds.flow.orderMore', { order: name, count: more }) : name}
      </Anchor>
      {apiKey != null && <ApiKeyBadge label={apiKey} />}
    </Group>
  );
}

/** The fund flow: each movement of your balances once, titled by what caused it, filtered by currency and type, paged. */
export function FundFlow({ layout }: { layout: 'table' | 'cards' }) {
  const { t, f, paging, time } = useHistory<FlowEntry>(layout === 'table' ? 15 : PAGE_SIZE);
  const [currency, setCurrency] = useState('');
  const [type, setType] = useState('');
  const query = useFlow({ currency: currency || undefined, type: type || undefined, page: paging.page, pageSize: paging.pageSize });
  const title = (e: FlowEntry) => t(flowTitleKey(e.type));
  const columns: HistoryColumn<FlowEntry>[] = [
    time,
    {
      id: 'type',
      header: t('funds.property.type'),
      cell: (e) => (
        <Group gap={6} wrap="nowrap">
          <span data-testid={`flow-title-${e.id}`}>{title(e)}</span>
          <MovementBadge e={e} />
        </Group>
      ),
    },
    { id: 'reference', header: t('funds.property.reference'), cell: (e) => <OrderLink e={e} /> },
    { id: 'change', header: t('funds.property.change'), cell: (e) => <Amount e={e} />, numeric: true },
  ];

  const card = (e: FlowEntry) => (
    <HistoryCard
      align="flex-start"
      title={
        <Text fz="sm" fw={600} style={{ minWidth: 0 }} data-testid={`flow-title-${e.id}`}>
          {title(e)}
        </Text>
      }
      aside={<Amount e={e} />}
    >
      <Group gap={8} mt={4} wrap="wrap">
        <MovementBadge e={e} />
        <OrderLink e={e} />
        <Text fz="xs" c="dimmed" className="nowrap">
          {f.dateTime(e.createdAt)}
        </Text>
      </Group>
    </HistoryCard>
  );
  return (
    <Stack gap="sm" data-testid="fund-flow">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={4}>{t('funds.property.flow')}</Title>
        <Group gap="xs" wrap="nowrap">
          <NativeSelect
            size="xs"
            aria-label={t('funds.common.currency')}
            data={[{ value: '', label: t('funds.property.allCurrencies') }, ...CURRENCIES.map((c) => ({ value: c, label: c }))]}
            value={currency}
            onChange={(e) => {
              setCurrency(e.currentTarget.value);
              paging.onPage(1);
            }}
            data-testid="flow-currency"
          />
          <NativeSelect
            size="xs"
            aria-label={t('funds.property.type')}
            data={[
              { value: '', label: t('funds.property.allTypes') },
              ...FLOW_TYPES.map((ty) => ({ value: ty, label: t(`funds.flowType.${ty}`) })),
            ]}
            value={type}
            onChange={(e) => {
              setType(e.currentTarget.value);
              paging.onPage(1);
            }}
            data-testid="flow-type"
          />
        </Group>
      </Group>
      <HistoryList
        query={query}
        paging={paging}
        layout={layout}
        columns={columns}
        card={card}
        rowTestId="flow-row"
        rowAttributes={(e) => ({ 'data-type': e.type, 'data-direction': e.direction })}
        testId="flow-list"
        emptyText={t('funds.property.noFlow')}
      />
    </Stack>
  );
}
