// Helpers for the kinds that change a setting, which the owning modules build their kinds
// with: a settings kind checks on approval that the target still looks as it did when
// proposed, so an approver never applies a change to values they were not shown.
import type { z } from 'zod';
import { parseAmount } from '../../../shared/money.ts';
import type { Snapshot } from '../../../shared/schemas/approvals.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProposalKindDef } from './registry.ts';

/** The same snapshot (a setting unchanged since it was proposed). */
function sameSnapshot(a: Snapshot, b: Snapshot): boolean {
  return JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
}

/**
 * A kind that changes a setting: refused when it changes nothing (PROPOSAL_NO_CHANGE); on
 * approval, refused as stale (PROPOSAL_STALE, final) when the target's current snapshot is no
 * longer the one the approver was shown.
 */
export function settingsKind<S extends z.ZodType>(
  s: Pick<ProposalKindDef<S>, 'name' | 'permissions' | 'payload' | 'afterCommit' | 'finalFailures' | 'describe'> & {
    target: (p: z.output<S>) => { type: string; id: string | number };
    current: (p: z.output<S>) => Snapshot;
    proposed: (p: z.output<S>) => Snapshot;
    apply: (p: z.output<S>) => void;
  },
): ProposalKindDef<S> {
  return {
    name: s.name,
    permissions: s.permissions,
    payload: s.payload,
    finalFailures: s.finalFailures,
    describe: s.describe,
    preview(p) {
      const before = s.current(p);
      const after = s.proposed(p);
      if (sameSnapshot(before, after)) throw new AppError('PROPOSAL_NO_CHANGE');
      const target = s.target(p);
      return { targetType: target.type, targetId: String(target.id), before, after };
    },
    execute(p, { before }) {
      if (!sameSnapshot(s.current(p), before)) throw new AppError('PROPOSAL_STALE');
      s.apply(p);
      return '';
    },
    afterCommit: s.afterCommit,
  };
}

/** Units of a typed amount at `scale`, zero allowed (a maximum or threshold of none): AMOUNT_INVALID when it is not one. */
export function settingUnits(value: string, scale: number): bigint {
  if (/^0+(\.0*)?$/.test(value.trim())) return 0n;
  const parsed = parseAmount(value, scale);
  if ('problem' in parsed) throw new AppError('AMOUNT_INVALID', { scale });
  return parsed.units;
}

/** Who proposes and approves a settings kind: an administrator, and a second one. */
export const SETTINGS_PERMISSIONS = { propose: 'settings.write', approve: 'settings.write' } as const;
