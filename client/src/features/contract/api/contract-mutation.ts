// The mutation every contract action uses: sent with the environment's Authorization (the
// guest token on /demo), then the contract lists, statistics and balances are read again.
// An error is toasted by the http layer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTradeEnv } from '../../../lib/trading/env';
import { refreshContract } from './keys';

export function useContractMutation<V, R>(send: (vars: V, authorization?: string) => Promise<R>) {
  const env = useTradeEnv();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => send(vars, env.authorization),
    onSuccess: () => refreshContract(client, env),
  });
}
