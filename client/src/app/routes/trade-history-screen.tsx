// The trade history of /pc/userCenter/tradeHistory and /wp/tradeHistory: the list of the
// trade-history feature, each row opening the detail its product already has (the fast order's
// settlement proof, the contract position with its events, the coin order with its fills).
import { PositionDetail } from '../../features/contract/components/position-detail';
import { OrderDetailById } from '../../features/fast/components/order-detail';
import { SpotOrderFills } from '../../features/spot/components/spot-order-fills';
import { TradeHistory } from '../../features/trade-history/components/trade-history';
import type { TradeRow } from '../../features/trade-history/types';
import { TradeEnvProvider } from '../../lib/trading/trade-env-provider';

export function TradeHistoryScreen({ layout }: { layout: 'table' | 'cards' }) {
  const compact = layout === 'cards';
  const detail = (row: TradeRow, onClose: () => void) => {
    if (row.kind === 'fast') return <OrderDetailById id={row.id} onClose={onClose} />;
    if (row.kind === 'contract') return <PositionDetail id={row.id} onClose={onClose} compact={compact} />;
    return <SpotOrderFills id={row.id} onClose={onClose} compact={compact} apiKey={row.apiKey} />;
  };
  return (
    <TradeEnvProvider>
      <TradeHistory layout={layout} detail={detail} />
    </TradeEnvProvider>
  );
}
