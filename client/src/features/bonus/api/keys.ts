// Query keys of the bonus feature, under ['bonus'].
import type { Owner } from '../../../lib/api/keys';

const all = ['bonus'] as const;

export const bonusKeys = {
  all,
  summary: (owner: Owner) => [...all, owner] as const,
};
