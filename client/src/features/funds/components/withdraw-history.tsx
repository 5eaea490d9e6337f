import { Group, Stack, Text } from '@mantine/core';
import { useWithdrawHistory } from '../api/get-withdraw-history';
import type { Withdrawal } from '../types';
import { HistoryCard, type HistoryColumn, HistoryList, useHistory } from './history-list';
import { FundsStateBadge, WithdrawStatusBadge } from './status-badge';

/** Your withdrawals: status, where the money is (frozen, paid, thawed) and the reason of a rejection. */
export function WithdrawHistory({ layout }: { layout: 'table' | 'cards' }) {
  const { t, f, paging, time } = useHistory<Withdrawal>();
  const list = { paging, query: useWithdrawHistory(paging.page, paging.pageSize) };
  const amount = (w: Withdrawal) => `${f.money(w.amount, w.currency)} ${w.currency}`;
  const status = (w: Withdrawal) => <WithdrawStatusBadge status={w.status} testId={`withdrawal-status-${w.id}`} />;
  const funds = (w: Withdrawal) => <FundsStateBadge state={w.fundsState} testId={`withdrawal-funds-${w.id}`} />;
  const reason = (w: Withdrawal) =>
    w.rejectReason && (
      <Text fz="xs" c="red">
        {t('funds.common.reason', { reason: w.rejectReason })}
      </Text>
    );
  const columns: HistoryColumn<Withdrawal>[] = [
    time,
    { id: 'amount', header: t('funds.common.amount'), cell: amount, numeric: true, className: 'num strong nowrap' },
    { id: 'fee', header: t('funds.common.fee'), cell: (w) => f.money(w.fee, w.currency), numeric: true, className: 'num nowrap' },
    {
      id: 'arrival',
      header: t('funds.withdraw.arrival'),
      cell: (w) => f.money(w.arrival, w.currency),
      numeric: true,
      className: 'num nowrap',
    },
    {
      id: 'destination',
      header: t('funds.withdraw.destination'),
      cell: (w) => (
        <>
          <Text fz="xs" c="dimmed">
            {t(`funds.withdraw.${w.method}`)}
          </Text>
          <Text fz="sm" className="break-all">
            {w.destination}
          </Text>
        </>
      ),
    },
    {
      id: 'status',
      header: t('funds.common.status'),
      cell: (w) => (
        <Stack gap={4} align="flex-start">
          {status(w)}
          {funds(w)}
          {reason(w)}
        </Stack>
      ),
    },
  ];
  const card = (w: Withdrawal) => (
    <HistoryCard title={amount(w)} aside={status(w)}>
      <Stack gap={2} mt={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fz="xs" c="dimmed">
            {t('funds.common.fee')} {f.money(w.fee, w.currency)} · {t('funds.withdraw.arrival')} {f.money(w.arrival, w.currency)}
          </Text>
          {funds(w)}
        </Group>
        <Text fz="xs" c="dimmed" className="break-all">
          {t(`funds.withdraw.${w.method}`)}: {w.destination}
        </Text>
        <Text fz="xs" c="dimmed">
          {f.dateTime(w.createdAt)}
        </Text>
        {reason(w)}
      </Stack>
    </HistoryCard>
  );
  return <HistoryList {...list} layout={layout} columns={columns} card={card} rowTestId="withdrawal-row" testId="withdraw-history" />;
}
