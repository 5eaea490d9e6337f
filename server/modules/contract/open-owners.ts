// On a gateway (decision 081) the risk index, which knows who holds open positions, is in the
// engine's memory. Whether a user connected here has any is read from the database instead,
// at most once every few seconds per user, and again at once when one of their positions
// changed (the change's push passes through the bus to every instance).
import type { BusEntry, ClusterBus } from '../../cluster/bus.ts';
import type { ContractRepository } from './repository.ts';

/** How long a user's "has open positions" is taken as known. */
export const OPEN_OWNER_TTL_MS = 5000;

export class GatewayOpenOwners {
  private readonly known = new Map<number, { open: boolean; until: number }>();

  constructor(
    private readonly repo: Pick<ContractRepository, 'userOpen'>,
    private readonly now: () => number,
    bus: ClusterBus,
  ) {
    bus.subscribe<{ user?: number; data?: { kind?: string } }>('push', (e: BusEntry<{ user?: number; data?: { kind?: string } }>) => {
      if (e.data.user !== undefined && e.data.data?.kind === 'contract-position') this.known.delete(e.data.user);
    });
  }

  readonly hasOpen = (userId: number): boolean => {
    const now = this.now();
    const k = this.known.get(userId);
    if (k && k.until > now) return k.open;
    const open = this.repo.userOpen(userId, 'real').length > 0 || this.repo.userOpen(userId, 'demo').length > 0;
    this.known.set(userId, { open, until: now + OPEN_OWNER_TTL_MS });
    if (this.known.size > 10_000) this.known.clear();
    return open;
  };
}
