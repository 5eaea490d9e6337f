// Query keys of the price-alerts feature: the viewer's alerts sit under ['alerts', <owner>];
// setting, cancelling and a fired alert's push invalidate them.
import type { QueryClient } from '@tanstack/react-query';
import type { Owner } from '../../../lib/api/keys';

const all = ['alerts'] as const;

export const alertKeys = {
  all,
  list: (owner: Owner) => [...all, owner, 'list'] as const,
};

export function invalidateAlerts(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: all });
}
