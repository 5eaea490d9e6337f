// The mutation every copy-trading action uses: sent with the environment's Authorization (the
// guest token on /demo), then copy trading's queries are read again. An error is toasted by
// the http layer with the server's localized message, as the other forms show them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTradeEnv } from '../../../lib/trading/env';
import { refreshCopy } from './keys';

export function useCopyMutation<V, R>(send: (vars: V, authorization?: string) => Promise<R>) {
  const env = useTradeEnv();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => send(vars, env.authorization),
    onSuccess: () => refreshCopy(client, env.scope),
  });
}
