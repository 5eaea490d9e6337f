import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useWithdrawHistory } from '../api/get-withdraw-history';
import { PAGE_SIZE } from '../types';
import { HistoryFrame } from './history-frame';
import { FundsStateBadge, WithdrawStatusBadge } from './status-badge';

/** Your withdrawals: status, where the money is (frozen, paid, thawed) and the reason of a rejection. */
export function WithdrawHistory({ layout }: { layout: 'table' | 'cards' }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [page, setPage] = useState(1);
  const query = useWithdrawHistory(page, PAGE_SIZE);
  const items = query.data?.items ?? [];
  return (
    <HistoryFrame query={query} page={page} pageSize={PAGE_SIZE} onPage={setPage} testId="withdraw-history">
      {layout === 'table' ? (
        <div className="fund-table-wrap">
          <table className="fund-table">
            <thead>
              <tr>
                <th>{t('funds.common.time')}</th>
                <th className="num-col">{t('funds.common.amount')}</th>
                <th className="num-col">{t('funds.common.fee')}</th>
                <th className="num-col">{t('funds.withdraw.arrival')}</th>
                <th>{t('funds.withdraw.destination')}</th>
                <th>{t('funds.common.status')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((w) => (
                <tr key={w.id} data-testid={`withdrawal-row-${w.id}`}>
                  <td className="nowrap">{f.dateTime(w.createdAt)}</td>
                  <td className="num-col num strong nowrap">
                    {f.money(w.amount, w.currency)} {w.currency}
                  </td>
                  <td className="num-col num nowrap">{f.money(w.fee, w.currency)}</td>
                  <td className="num-col num nowrap">{f.money(w.arrival, w.currency)}</td>
                  <td>
                    <Text fz="xs" c="dimmed">
                      {t(`funds.withdraw.${w.method}`)}
                    </Text>
                    <Text fz="sm" className="break-all">
                      {w.destination}
                    </Text>
                  </td>
                  <td>
                    <Stack gap={4} align="flex-start">
                      <WithdrawStatusBadge status={w.status} testId={`withdrawal-status-${w.id}`} />
                      <FundsStateBadge state={w.fundsState} testId={`withdrawal-funds-${w.id}`} />
                      {w.rejectReason && (
                        <Text fz="xs" c="red">
                          {t('funds.common.reason', { reason: w.rejectReason })}
                        </Text>
                      )}
                    </Stack>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        items.map((w) => (
          <div key={w.id} className="list-row" data-testid={`withdrawal-row-${w.id}`}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={700} className="num">
                {f.money(w.amount, w.currency)} {w.currency}
              </Text>
              <WithdrawStatusBadge status={w.status} testId={`withdrawal-status-${w.id}`} />
            </Group>
            <Stack gap={2} mt={4}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fz="xs" c="dimmed">
                  {t('funds.common.fee')} {f.money(w.fee, w.currency)} · {t('funds.withdraw.arrival')} {f.money(w.arrival, w.currency)}
                </Text>
                <FundsStateBadge state={w.fundsState} testId={`withdrawal-funds-${w.id}`} />
              </Group>
              <Text fz="xs" c="dimmed" className="break-all">
                {t(`funds.withdraw.${w.method}`)}: {w.destination}
              </Text>
              <Text fz="xs" c="dimmed">
                {f.dateTime(w.createdAt)}
              </Text>
              {w.rejectReason && (
                <Text fz="xs" c="red">
                  {t('funds.common.reason', { reason: w.rejectReason })}
                </Text>
              )}
            </Stack>
          </div>
        ))
      )}
    </HistoryFrame>
  );
}
