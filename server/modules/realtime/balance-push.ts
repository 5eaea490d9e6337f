// Live balances (issue 37): after every committed ledger transaction that changed users'
// balances, each of those users hears `{kind:'balance', modes, currencies}` on the private
// channel (every instance, through the bus): their open pages read their balances again. The
// ledger is the only code that moves money, so every path (deposits, withdrawals, exchanges,
// trades, settlements, mining, bonuses, staff adjustments) is covered by this one listener.
import type { z } from 'zod';
import type { BalanceChangedMessage } from '../../../shared/schemas/funds.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { WsHub } from './hub.ts';

export function pushBalanceChanges(ledger: Pick<Ledger, 'onBalancesChanged'>, hub: Pick<WsHub, 'sendToUser'>): () => void {
  return ledger.onBalancesChanged((changes) => {
    for (const { userId, modes, currencies } of changes) {
      hub.sendToUser(userId, { kind: 'balance', modes, currencies } satisfies z.infer<typeof BalanceChangedMessage>);
    }
  });
}
