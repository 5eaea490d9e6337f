// When the engine's lease runs out, as the engine page says it (issue 36): in whole seconds by
// the database's clock (the server's expiresInMs), never by the browser's.
import type { AdminEngineLease } from '../../../../shared/schemas/engine-status.ts';

export type LeaseExpiry = { kind: 'in'; seconds: number } | { kind: 'ago'; seconds: number } | { kind: 'released' };

export function leaseExpiry(lease: Pick<AdminEngineLease, 'live' | 'expiresAt' | 'expiresInMs'>): LeaseExpiry {
  // (a part of a second left still counts as a second: "in 0 s" would read as run out)
  if (lease.live) return { kind: 'in', seconds: Math.max(1, Math.ceil(lease.expiresInMs / 1000)) };
  // a clean stop gives the lease up by setting its expiry to 0 (decision 082)
  if (Date.parse(lease.expiresAt) === 0) return { kind: 'released' };
  return { kind: 'ago', seconds: Math.max(0, Math.floor(-lease.expiresInMs / 1000)) };
}
