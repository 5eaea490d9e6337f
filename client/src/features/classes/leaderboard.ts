// The leaderboard as the table shows it: learners still in the class by rank, then those who
// left (kept, marked); each row's return and P/L tone; the scenario's trades flagged.
import type { LeaderboardRow } from './types';

export type Tone = 'teal' | 'red' | undefined;

/** The tone of a signed decimal: green above zero, red below, none at zero. */
export function tone(value: string | null): Tone {
  if (value === null) return undefined;
  if (value.trim().startsWith('-')) return /[1-9]/.test(value) ? 'red' : undefined;
  return /[1-9]/.test(value) ? 'teal' : undefined;
}

export interface BoardRow extends LeaderboardRow {
  left: boolean;
  tone: Tone;
  /** Some of the trades were made in a shared scenario (decision 105: for teaching, never prizes). */
  inScenario: boolean;
}

export function boardRows(rows: readonly LeaderboardRow[]): BoardRow[] {
  return [...rows]
    .sort((a, b) => Number(a.status === 'left') - Number(b.status === 'left') || a.rank - b.rank)
    .map((r) => ({ ...r, left: r.status === 'left', tone: tone(r.returnPercent), inScenario: r.scenarioTrades > 0 }));
}
