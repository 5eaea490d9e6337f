// GET /api/replay/wallet → the replay wallet's balances (granted on first use) and how often it was reset.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useViewer, type Viewer } from '../../../lib/api/product-list';
import { http } from '../../../lib/http';
import type { ReplayWallet } from '../types';
import { replayKeys } from './keys';

export function getReplayWallet(signal?: AbortSignal): Promise<ReplayWallet> {
  return http.get<ReplayWallet>('/api/replay/wallet', { signal });
}

export const replayWalletQueryOptions = (viewer: Viewer) =>
  queryOptions({ queryKey: replayKeys.wallet(viewer), queryFn: ({ signal }) => getReplayWallet(signal), refetchInterval: 5000 });

export function useReplayWallet() {
  return useQuery(replayWalletQueryOptions(useViewer()));
}
