// Who runs the engine (issue 36, decision 082), for the back office: one process runs it itself;
// in a cluster, this instance's part in the election and the lease read from PostgreSQL.
import type { AdminEngineStatus } from '../../../shared/schemas/engine-status.ts';
import type { EngineStatusSource } from '../../cluster/engine-status.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export class EngineStatusService {
  /** `source`: null on one process (SQLite or PostgreSQL without Redis): no election, no lease to read. */
  constructor(private readonly source: EngineStatusSource | null) {}

  status(): AdminEngineStatus {
    if (!this.source) {
      return { mode: 'single', self: { instanceId: 'single', role: 'single', state: 'leading', epoch: null }, lease: null };
    }
    const self = this.source.self();
    const { lease, now } = this.source.lease();
    return {
      mode: 'cluster',
      self,
      lease: lease && {
        epoch: lease.epoch,
        holder: lease.holder,
        url: lease.url,
        expiresAt: iso(lease.expiresAt),
        takenAt: iso(lease.takenAt),
        renewedAt: iso(lease.renewedAt),
        live: lease.expiresAt > now,
        expiresInMs: lease.expiresAt - now,
      },
    };
  }
}
