// The trade history of /pc/userCenter/tradeHistory and /wp/tradeHistory: the list of the
// trade-history feature, each row opening the detail its product already has (the fast order's
// settlement proof, the contract position with its events, the coin order with its fills). The
// Results' lists of trades open the same details.
import { PositionDetail } from '../../features/contract/components/position-detail';
import { OrderDetailById } from '../../features/fast/components/order-detail';
import { SpotOrderFills } from '../../features/spot/components/spot-order-fills';
import { Results } from '../../features/analytics/components/results';
import { TradeHistory } from '../../features/trade-history/components/trade-history';
import type { TradeRow } from '../../features/trade-history/types';
import { TradeEnvProvider } from '../../lib/trading/trade-env-provider';

/** A trade's own detail (the fast order's proof, the contract position, the coin order's fills). */
export function productDetail(compact: boolean) {
  return (row: TradeRow, onClose: () => void) => {
    if (row.kind === 'fast') return <OrderDetailById id={row.id} onClose={onClose} />;
    if (row.kind === 'contract') return <PositionDetail id={row.id} onClose={onClose} compact={compact} />;
    return <SpotOrderFills id={row.id} onClose={onClose} compact={compact} apiKey={row.apiKey} />;
  };
}

export function TradeHistoryScreen({ layout }: { layout: 'table' | 'cards' }) {
  return (
    <TradeEnvProvider>
      <TradeHistory layout={layout} detail={productDetail(layout === 'cards')} />
    </TradeEnvProvider>
  );
}

/** Results (/pc/userCenter/analytics, /wp/analytics): a trade behind a figure opens the same detail. */
export function ResultsScreen({ compact, tradePath }: { compact: boolean; tradePath: string }) {
  return (
    <TradeEnvProvider>
      <Results compact={compact} tradePath={tradePath} detail={productDetail(compact)} />
    </TradeEnvProvider>
  );
}
