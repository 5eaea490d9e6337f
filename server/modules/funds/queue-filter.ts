// A staff review queue's filters (status, currency, customer, a range of UTC days) as the
// repository's list filter: the range covers whole days, the last one included.
import type { QueueQuery } from '../../../shared/schemas/funds.ts';
import type { ListFilter } from './repository.ts';

const DAY_MS = 86_400_000;

export function queueFilter(q: Partial<QueueQuery>): ListFilter {
  return {
    status: q.status,
    currency: q.currency,
    userId: q.userId,
    fromMs: q.from === undefined ? undefined : Date.parse(`${q.from}T00:00:00Z`),
    toMs: q.to === undefined ? undefined : Date.parse(`${q.to}T00:00:00Z`) + DAY_MS,
  };
}
