// The mutation every class action uses; then the classes are read again. Errors are toasted by
// the http layer with the server's localized message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '../../../lib/api/product-list';
import { refreshClasses } from './keys';

export function useClassMutation<V, R>(send: (vars: V) => Promise<R>) {
  const viewer = useViewer();
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => refreshClasses(client, viewer) });
}
