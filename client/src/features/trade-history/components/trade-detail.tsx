import { walletModeKey } from '../../../lib/trading/wallet-mode.ts';
import { Drawer, Stack } from '@mantine/core';
import { grossShown } from '../../../../../shared/money.ts';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '../../../components/detail-row';
import { useFormat } from '../../../lib/format';
import type { TradeKind, TradeRow } from '../types';

/** One transaction of the trade history: every figure of its row. */
export function TradeDetail({ row, onClose, compact }: { row: TradeRow | null; onClose: () => void; compact: boolean }) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const time = (ms: number | null) => (ms === null ? '—' : f.dateTime(new Date(ms).toISOString()));
  const money = (v: string | null, currency: string) => (v === null ? '—' : f.moneyCode(v, currency));
  const dec = (v: string | null) => (v === null ? '—' : f.decimal(v));
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position={compact ? 'bottom' : 'right'}
      title={row ? `${t(`tradeHistory.kind.${row.kind as TradeKind}`, { defaultValue: row.kind })} #${row.id}` : ''}
      data-testid="trade-detail"
    >
      {row && (
        <Stack gap={6}>
          <DetailRow label={t('tradeHistory.col.symbol')}>{row.symbol}</DetailRow>
          <DetailRow label={t('tradeHistory.col.mode')}>{t(`tradeHistory.mode.${walletModeKey(row.mode)}`)}</DetailRow>
          <DetailRow label={t('tradeHistory.col.side')}>{t(`tradeHistory.side.${row.side}`)}</DetailRow>
          <DetailRow label={t('tradeHistory.col.status')}>{t(`tradeHistory.status.${row.status}`)}</DetailRow>
          {row.orderType && <DetailRow label={t('tradeHistory.col.orderType')}>{t(`tradeHistory.orderType.${row.orderType}`)}</DetailRow>}
          {row.amount !== null && <DetailRow label={t('tradeHistory.col.amount')}>{money(row.amount, row.currency)}</DetailRow>}
          {row.quantity !== null && <DetailRow label={t('tradeHistory.col.quantity')}>{dec(row.quantity)}</DetailRow>}
          <DetailRow label={t('tradeHistory.col.openPrice')}>{dec(row.openPrice)}</DetailRow>
          <DetailRow label={t('tradeHistory.col.closePrice')}>{dec(row.closePrice)}</DetailRow>
          <DetailRow label={t('tradeHistory.col.profit')}>{money(row.profit, row.currency)}</DetailRow>
          {row.grossProfit !== null && (
            <DetailRow label={t('tradeHistory.col.grossProfit')}>
              {money(
                row.profit !== null && row.fee !== null ? grossShown(row.profit, row.fee, row.currency) : row.grossProfit,
                row.currency,
              )}
            </DetailRow>
          )}
          <DetailRow label={t('tradeHistory.col.fee')}>{money(row.fee, row.currency)}</DetailRow>
          <DetailRow label={t('tradeHistory.col.time')}>{time(row.createdAt)}</DetailRow>
          <DetailRow label={t('tradeHistory.col.closedAt')}>{time(row.closedAt)}</DetailRow>
          {row.copiedFrom && (
            <DetailRow label={t('tradeHistory.copiedFromLabel')} testId="trade-detail-copied">
              {row.copiedFrom}
            </DetailRow>
          )}
          {row.apiKey !== null && (
            <DetailRow label={t('apiOrders.placedBy')} testId="trade-detail-api-key">
              {t('apiOrders.byKey', { label: row.apiKey })}
            </DetailRow>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
