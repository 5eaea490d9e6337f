// The mutation every practice action uses: then the wallet is read again. An error is toasted
// by the http layer with the server's localized message, as the other trading forms show them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '../../../lib/api/product-list';
import { refreshWallet } from './keys';

export function usePracticeMutation<V, R>(base: string, send: (base: string, vars: V) => Promise<R>) {
  const viewer = useViewer();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: V) => send(base, vars),
    onSuccess: () => refreshWallet(client, viewer, base),
  });
}
