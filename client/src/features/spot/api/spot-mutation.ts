// The mutation every spot action uses: sent with the environment's Authorization (the guest
// token on /demo), then the orders and balances are read again. An error is toasted by the
// http layer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTradeEnv } from '../../../lib/trading/env';
import { refreshSpot } from './keys';

export function useSpotMutation<V, R>(send: (vars: V, authorization?: string) => Promise<R>) {
  const env = useTradeEnv();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => send(vars, env.authorization),
    onSuccess: () => refreshSpot(client, env),
  });
}
