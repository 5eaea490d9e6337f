// Which fired alerts a client has not yet announced, for a viewer without a private channel:
// the demo page's guest (its token lives in the tab's sessionStorage and goes only with the demo
// page's calls; the one socket carries the stored login), whose client reads its alert list
// while it has active alerts. Pure: hooks/use-guest-alert-poll.ts runs it.
import type { AlertList, AlertView } from './types';

/** How often a guest's list is read while one of its alerts is active (none active: not at all). */
export const GUEST_POLL_MS = 15_000;

export function guestPollInterval(list: AlertList | undefined): number | false {
  return list && list.active.length > 0 ? GUEST_POLL_MS : false;
}

/**
 * The fired alerts of `list` not in `seen` (the ids announced or known already), oldest first,
 * and the ids known after it. With no `seen` yet (the first list read) nothing is new: what had
 * fired before the page opened is not announced again.
 */
export function newlyFired(seen: ReadonlySet<number> | undefined, list: AlertList): { fresh: AlertView[]; seen: Set<number> } {
  const fired = list.recent.filter((a) => a.status === 'fired' && a.firedTick !== null);
  const next = new Set(seen ?? []);
  const fresh: AlertView[] = [];
  for (const a of fired) {
    if (next.has(a.id)) continue;
    next.add(a.id);
    if (seen) fresh.push(a);
  }
  fresh.sort((a, b) => (a.firedAt ?? 0) - (b.firedAt ?? 0) || a.id - b.id);
  return { fresh, seen: next };
}
