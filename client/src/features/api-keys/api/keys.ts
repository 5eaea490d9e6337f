// Query keys of the API keys feature: the user's keys sit under ['api-keys', <owner>]; creating
// and revoking one invalidate them.
import type { QueryClient } from '@tanstack/react-query';
import type { Owner } from '../../../lib/api/keys';

const all = ['api-keys'] as const;

export const apiKeyKeys = {
  all,
  list: (owner: Owner) => [...all, owner, 'list'] as const,
};

export function invalidateApiKeys(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: all });
}
