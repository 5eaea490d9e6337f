// GET /api/copy/subscriptions → my subscriptions (active first, then stopped), each with the
// margin its open copies hold, its open copies and its copied and skipped jobs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type TradeEnv, useTradeEnv } from '../../../lib/trading/env';
import type { CopySubscriptionList } from '../types';
import { copyKeys } from './keys';

export function getSubscriptions(authorization?: string, signal?: AbortSignal): Promise<CopySubscriptionList> {
  return http.get<CopySubscriptionList>('/api/copy/subscriptions', { authorization, signal });
}

export const subscriptionsQueryOptions = (env: Pick<TradeEnv, 'scope' | 'authorization'>) =>
  queryOptions({
    queryKey: copyKeys.subscriptions(env.scope),
    queryFn: ({ signal }) => getSubscriptions(env.authorization, signal),
    // the copies open and close with the leader's positions: read again while the page is open
    refetchInterval: 5000,
  });

export function useSubscriptions() {
  const env = useTradeEnv();
  return useQuery({ ...subscriptionsQueryOptions(env), enabled: env.ready });
}
