// Mining financing as a trading product (issue 31): the principal of orders in progress is
// what it holds (real money only: mining has no demo mode), an order in progress blocks a
// cancellation, and the overview shows the orders in progress and their principal. Mining
// orders are not trades (the mining page lists them) and charge no trading fee.
import type { TradingProduct } from '../trading/products.ts';
import type { MiningProductRepository } from './product-repository.ts';
import type { MiningRepository } from './repository.ts';

export function miningProduct(repo: MiningRepository, reads: MiningProductRepository): TradingProduct {
  return {
    name: 'mining',
    held: (userId, mode) => (mode === 'real' ? repo.held(userId) : new Map()),
    cancellation: { name: 'mining-orders', blocks: (userId) => reads.userInProgress(userId) > 0 },
    overview: {
      figures: () => {
        const rows = reads.inProgress();
        // (real money only: mining has no demo mode)
        return [{ mode: 'real', open: rows.reduce((n, r) => n + Number(r.n), 0), held: new Map(rows.map((r) => [r.currency, r.held])) }];
      },
    },
  };
}
