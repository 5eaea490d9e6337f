import { Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useExchangeHistory } from '../api/get-exchange-history';
import { PAGE_SIZE } from '../types';
import { HistoryFrame } from './history-frame';

/**
 * Your exchanges. `table` and `cards` are the current views; `compact` is the classic
 * (legacy) view of /pc/handle/transfer_old: a plain dense table of the same data.
 */
export function ExchangeHistory({ layout }: { layout: 'table' | 'cards' | 'compact' }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [page, setPage] = useState(1);
  const pageSize = layout === 'compact' ? 20 : PAGE_SIZE;
  const query = useExchangeHistory(page, pageSize);
  const items = query.data?.items ?? [];
  if (layout === 'compact') {
    return (
      <HistoryFrame query={query} page={page} pageSize={pageSize} onPage={setPage} testId="exchange-history">
        <div className="fund-table-wrap">
          <table className="fund-table fund-table-compact">
            <thead>
              <tr>
                <th>{t('funds.common.number')}</th>
                <th>{t('funds.common.time')}</th>
                <th>{t('funds.exchange.from')}</th>
                <th>{t('funds.exchange.to')}</th>
                <th className="num-col">{t('funds.common.quantity')}</th>
                <th className="num-col">{t('funds.exchange.rateLabel')}</th>
                <th className="num-col">{t('funds.exchange.arrival')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((x) => (
                <tr key={x.id} data-testid={`exchange-row-${x.id}`}>
                  <td className="num">{x.id}</td>
                  <td className="nowrap">{f.dateTime(x.createdAt)}</td>
                  <td>{x.from}</td>
                  <td>{x.to}</td>
                  <td className="num-col num">{f.money(x.amount, x.from)}</td>
                  <td className="num-col num">{f.decimal(x.rate)}</td>
                  <td className="num-col num">{f.money(x.arrival, x.to)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </HistoryFrame>
    );
  }
  return (
    <HistoryFrame query={query} page={page} pageSize={pageSize} onPage={setPage} testId="exchange-history">
      {layout === 'table' ? (
        <div className="fund-table-wrap">
          <table className="fund-table">
            <thead>
              <tr>
                <th>{t('funds.common.time')}</th>
                <th className="num-col">{t('funds.exchange.paid')}</th>
                <th />
                <th className="num-col">{t('funds.exchange.received')}</th>
                <th className="num-col">{t('funds.exchange.rateLabel')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((x) => (
                <tr key={x.id} data-testid={`exchange-row-${x.id}`}>
                  <td className="nowrap">{f.dateTime(x.createdAt)}</td>
                  <td className="num-col num strong nowrap">
                    {f.money(x.amount, x.from)} {x.from}
                  </td>
                  <td className="arrow-col">
                    <IconArrowRight size={14} color="var(--mantine-color-dimmed)" />
                  </td>
                  <td className="num-col num strong nowrap">
                    {f.money(x.arrival, x.to)} {x.to}
                  </td>
                  <td className="num-col num nowrap">{t('funds.exchange.rate', { from: x.from, to: x.to, rate: f.decimal(x.rate) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        items.map((x) => (
          <div key={x.id} className="list-row" data-testid={`exchange-row-${x.id}`}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap={6} wrap="nowrap">
                <Text fw={700} className="num">
                  {f.money(x.amount, x.from)} {x.from}
                </Text>
                <IconArrowRight size={14} color="var(--mantine-color-dimmed)" />
                <Text fw={700} className="num">
                  {f.money(x.arrival, x.to)} {x.to}
                </Text>
              </Group>
            </Group>
            <Text fz="xs" c="dimmed" mt={4}>
              {t('funds.exchange.rate', { from: x.from, to: x.to, rate: f.decimal(x.rate) })} · {f.dateTime(x.createdAt)}
            </Text>
          </div>
        ))
      )}
    </HistoryFrame>
  );
}
