// Price alerts (issue 37 point 3, docs/decisions/): the kinds, the windows a percent move is
// measured over, the per-user cap and how a threshold is read. Shared by the server (which
// decides) and the client (which offers the same choices and reads the same rule).

export const ALERT_KINDS = ['above', 'below', 'move'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The windows a `move` alert looks back over: ±p % from the lowest or highest tick within it. */
export const MOVE_WINDOWS = { '15m': 15 * 60_000, '1h': 60 * 60_000, '24h': 24 * 60 * 60_000 } as const;
export type MoveWindow = keyof typeof MOVE_WINDOWS;
export const MOVE_WINDOW_NAMES = Object.keys(MOVE_WINDOWS) as MoveWindow[];

export function windowName(ms: number): MoveWindow | undefined {
  return MOVE_WINDOW_NAMES.find((w) => MOVE_WINDOWS[w] === ms);
}

/** Active alerts one user may hold at once (demo visitors too). */
export const MAX_ACTIVE_ALERTS = 50;

/** A move's percent: 0.1 to 50, at most two decimals; held as basis points (hundredths of a percent). */
export const MOVE_MIN_BP = 10;
export const MOVE_MAX_BP = 5000;

/** "3" → 300, "2.5" → 250, "0.25" → 25; undefined for anything else (not a decimal, three decimals). */
export function percentToBp(text: string): number | undefined {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 300 → "3", 250 → "2.5", 25 → "0.25". */
export function bpToPercent(bp: number): string {
  const whole = Math.floor(bp / 100);
  const frac = (bp % 100).toString().padStart(2, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : `${whole}`;
}

/** The alert's rule in symbols, the same in every language: "≥ 95000.00", "≤ 1.0800", "±3% / 1h". */
export function alertRule(kind: AlertKind, threshold: string, windowMs: number | null): string {
  if (kind === 'above') return `≥ ${threshold}`;
  if (kind === 'below') return `≤ ${threshold}`;
  return `±${threshold}% / ${windowName(windowMs ?? 0) ?? ''}`;
}
