// The mutation every replay action uses; then the replay's queries are read again (and the
// practice wallet the terminal shows). Errors are toasted by the http layer, localized.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '../../../lib/api/product-list';
import { refreshReplay } from './keys';

export function useReplayMutation<V, R>(send: (vars: V) => Promise<R>) {
  const viewer = useViewer();
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => Promise.all([refreshReplay(client, viewer), client.invalidateQueries({ queryKey: ['practice', viewer] })]),
  });
}
