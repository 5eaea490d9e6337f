// Query keys of responsible trading: the caller's settings under ['responsible', <owner>].
import type { QueryClient } from '@tanstack/react-query';
import type { Owner } from './keys';

const all = ['responsible'] as const;

export const responsibleKeys = {
  all,
  mine: (owner: Owner) => [...all, owner] as const,
};

export function invalidateResponsible(client: QueryClient): Promise<unknown> {
  return client.invalidateQueries({ queryKey: all });
}
