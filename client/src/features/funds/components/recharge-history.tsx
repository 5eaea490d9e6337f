import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useRechargeHistory } from '../api/get-recharge-history';
import { PAGE_SIZE } from '../types';
import { HistoryFrame } from './history-frame';
import { DepositStatusBadge } from './status-badge';

/** Your deposits with their review status (and the reason of a rejection). */
export function RechargeHistory({ layout }: { layout: 'table' | 'cards' }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [page, setPage] = useState(1);
  const query = useRechargeHistory(page, PAGE_SIZE);
  const items = query.data?.items ?? [];
  return (
    <HistoryFrame query={query} page={page} pageSize={PAGE_SIZE} onPage={setPage} testId="recharge-history">
      {layout === 'table' ? (
        <div className="fund-table-wrap">
          <table className="fund-table">
            <thead>
              <tr>
                <th>{t('funds.common.time')}</th>
                <th>{t('funds.common.method')}</th>
                <th className="num-col">{t('funds.common.amount')}</th>
                <th>{t('funds.common.status')}</th>
                <th>{t('funds.common.remark')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((d) => (
                <tr key={d.id} data-testid={`deposit-row-${d.id}`}>
                  <td className="nowrap">{f.dateTime(d.createdAt)}</td>
                  <td>{t(`funds.recharge.${d.channel}`)}</td>
                  <td className="num-col num strong">
                    {f.money(d.amount, d.currency)} {d.currency}
                  </td>
                  <td>
                    <DepositStatusBadge status={d.status} testId={`deposit-status-${d.id}`} />
                  </td>
                  <td className="reason">{d.status === 'rejected' && d.rejectReason ? t('funds.common.reason', { reason: d.rejectReason }) : t('common.dash')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        items.map((d) => (
          <div key={d.id} className="list-row" data-testid={`deposit-row-${d.id}`}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={700} className="num">
                {f.money(d.amount, d.currency)} {d.currency}
              </Text>
              <DepositStatusBadge status={d.status} testId={`deposit-status-${d.id}`} />
            </Group>
            <Stack gap={2} mt={4}>
              <Text fz="xs" c="dimmed">
                {t(`funds.recharge.${d.channel}`)} · {f.dateTime(d.createdAt)}
              </Text>
              {d.status === 'rejected' && d.rejectReason && (
                <Text fz="xs" c="red">
                  {t('funds.common.reason', { reason: d.rejectReason })}
                </Text>
              )}
            </Stack>
          </div>
        ))
      )}
    </HistoryFrame>
  );
}
