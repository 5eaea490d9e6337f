// The create-class form as the body of POST /api/classes: times from the browser's local
// date-time inputs, the balance as typed (the server checks 100–10,000,000 USDT).
import type { ClassBody, ClassKind } from './types';

export interface ClassDraft {
  name: string;
  /** `datetime-local` values: "2026-11-30T14:00" in the browser's time zone. */
  startAt: string;
  endAt: string;
  startingBalance: string;
  productIds: string[];
  kinds: ClassKind[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` value of the epoch ms `ms` in the browser's time zone. */
export function localInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A new class's form: starting now, for a week, 10,000 USDT, every kind. */
export function newDraft(now: number): ClassDraft {
  return {
    name: '',
    startAt: localInput(now),
    endAt: localInput(now + 7 * 86_400_000),
    startingBalance: '10000',
    productIds: [],
    kinds: ['fast', 'contract', 'spot'],
  };
}

/** The body, or null while a time is not a valid date (the inputs say so themselves). */
export function classBody(draft: ClassDraft): ClassBody | null {
  const startAt = new Date(draft.startAt).getTime();
  const endAt = new Date(draft.endAt).getTime();
  if (!Number.isFinite(startAt) || !Number.isFinite(endAt)) return null;
  return {
    name: draft.name.trim(),
    startAt,
    endAt,
    startingBalance: draft.startingBalance.trim(),
    productIds: draft.productIds.map(Number),
    kinds: draft.kinds,
  };
}
