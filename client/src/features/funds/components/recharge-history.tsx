import { Stack, Text } from '@mantine/core';
import { useRechargeHistory } from '../api/get-recharge-history';
import type { Deposit } from '../types';
import { HistoryCard, type HistoryColumn, HistoryList, useHistory } from './history-list';
import { DepositStatusBadge } from './status-badge';

/** Your deposits with their review status (the reason of a rejection, a bank transfer's reference code). */
export function RechargeHistory({ layout }: { layout: 'table' | 'cards' }) {
  const { t, f, paging, time } = useHistory<Deposit>();
  const list = { paging, query: useRechargeHistory(paging.page, paging.pageSize) };
  const amount = (d: Deposit) => `${f.money(d.amount, d.currency)} ${d.currency}`;
  const status = (d: Deposit) => <DepositStatusBadge status={d.status} testId={`deposit-status-${d.id}`} />;
  const reason = (d: Deposit) => (d.status === 'rejected' && d.rejectReason ? t('funds.common.reason', { reason: d.rejectReason }) : null);
  const columns: HistoryColumn<Deposit>[] = [
    time,
    { id: 'method', header: t('funds.common.method'), cell: (d) => t(`funds.recharge.${d.channel}`) },
    { id: 'amount', header: t('funds.common.amount'), cell: amount, numeric: true, className: 'num strong' },
    { id: 'reference', header: t('bankReference.column'), cell: (d) => d.reference ?? t('common.dash'), className: 'mono nowrap' },
    { id: 'status', header: t('funds.common.status'), cell: status },
    { id: 'remark', header: t('funds.common.remark'), cell: (d) => reason(d) ?? t('common.dash'), className: 'reason' },
  ];
  const card = (d: Deposit) => (
    <HistoryCard title={amount(d)} aside={status(d)}>
      <Stack gap={2} mt={4}>
        <Text fz="xs" c="dimmed">
          {t(`funds.recharge.${d.channel}`)} · {f.dateTime(d.createdAt)}
        </Text>
        {d.reference && (
          <Text fz="xs" data-testid={`deposit-reference-${d.id}`}>
            {t('bankReference.inHistory', { code: d.reference })}
          </Text>
        )}
        {reason(d) && (
          <Text fz="xs" c="red">
            {reason(d)}
          </Text>
        )}
      </Stack>
    </HistoryCard>
  );
  return <HistoryList {...list} layout={layout} columns={columns} card={card} rowTestId="deposit-row" testId="recharge-history" />;
}
