// GET /api/spot/balances?symbol=&mode= → the available and frozen base and quote coin of a
// market in a mode (real: the wallet; demo: the demo wallet). Read again every 5 s while spot
// orders hold some of it (a fill by someone else's order changes it); at once on a balance push
// for a signed-in user (lib/api/live-balances.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { signOf } from '../../../../../shared/money.ts';
import { BALANCE_QUERY, useLiveBalances } from '../../../lib/api/live-balances';
import { http } from '../../../lib/http';
import { type TradeEnv, useTradeEnv } from '../../../lib/trading/env';
import type { TradeMode } from '../../../lib/trading/mode';
import type { SpotBalances } from '../types';
import { spotKeys } from './keys';

const POLL_MS = 5_000;

export function getSpotBalances(query: { symbol: string; mode: TradeMode }, authorization?: string, signal?: AbortSignal) {
  return http.get<SpotBalances>('/api/spot/balances', { params: { ...query }, authorization, signal, silent: true });
}

export const spotBalancesQueryOptions = (env: Pick<TradeEnv, 'scope' | 'authorization'>, symbol: string | undefined, mode: TradeMode) =>
  queryOptions({
    queryKey: spotKeys.balances(env.scope, symbol, mode),
    queryFn: ({ signal }) => getSpotBalances({ symbol: symbol as string, mode }, env.authorization, signal),
    staleTime: 0,
    refetchInterval: (q) => {
      const b = q.state.data;
      return b && (signOf(b.base.frozen) !== 0 || signOf(b.quote.frozen) !== 0) ? POLL_MS : false;
    },
    meta: BALANCE_QUERY,
  });

export function useSpotBalances(symbol: string | undefined, mode: TradeMode) {
  const env = useTradeEnv();
  useLiveBalances(env.ready && !env.guest);
  return useQuery({ ...spotBalancesQueryOptions(env, symbol, mode), enabled: env.ready && symbol !== undefined });
}
