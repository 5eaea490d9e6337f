// What the back office's engine page reads in a cluster (issue 36, decision 082): this
// instance's part in the election, and the lease as PostgreSQL holds it (read on each call,
// not the election's last look).
import type { EngineLeaseRow, LeaseStore } from '../db/store/engine-lease.ts';
import type { EngineElection, EngineState } from './election.ts';

export interface EngineStatusSource {
  self(): { instanceId: string; role: 'candidate' | 'gateway'; state: EngineState; epoch: number | null };
  /** The lease row (null: nobody ever led) and the database's time now, in milliseconds. */
  lease(): { lease: EngineLeaseRow | null; now: number };
}

export function engineStatusSource(election: EngineElection, leases: LeaseStore): EngineStatusSource {
  return {
    self: () => ({ instanceId: election.instanceId, role: election.role, state: election.state, epoch: election.epoch }),
    lease: () => leases.read(),
  };
}
