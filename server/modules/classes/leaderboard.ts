// A class's leaderboard (decision 106), pure: each learner's analytics figures of their class
// wallet since the last reset, their return over the starting balance in exact decimal
// arithmetic, ranked by return (highest first), then fewer trades, then user id.
import { formatAmount, unitsOf } from '../../../shared/money.ts';

export interface LeaderboardInput {
  userId: number;
  name: string;
  left: boolean;
  /** The analytics report's figures (decimal strings of the currency). */
  netPnl: string;
  trades: number;
  winRate: string | null;
  maxDrawdownPercent: string | null;
  /** Minor units: the class wallet's available + held. */
  equity: bigint;
  scenarioTrades: number;
}

/** numerator ÷ denominator rounded half away from zero (denominator > 0). */
function roundDiv(numerator: bigint, denominator: bigint): bigint {
  const q = numerator / denominator;
  const r = numerator % denominator;
  if (2n * (r < 0n ? -r : r) >= denominator) return numerator < 0n ? q - 1n : q + 1n;
  return q;
}

/** net P/L ÷ starting balance × 100 in hundredths of a percent (both in minor units of the same scale). */
export const returnHundredths = (netPnlUnits: bigint, startingBalance: bigint) => roundDiv(netPnlUnits * 10_000n, startingBalance);

export function leaderboardRows(inputs: readonly LeaderboardInput[], startingBalance: bigint, scale: number) {
  const rows = inputs.map((m) => {
    const net = unitsOf(m.netPnl, scale);
    const hundredths = returnHundredths(net, startingBalance);
    return { m, net, hundredths };
  });
  rows.sort((a, b) =>
    a.hundredths !== b.hundredths ? (b.hundredths > a.hundredths ? 1 : -1) : a.m.trades - b.m.trades || a.m.userId - b.m.userId,
  );
  return rows.map(({ m, net, hundredths }, i) => ({
    rank: i + 1,
    userId: m.userId,
    name: m.name,
    status: m.left ? ('left' as const) : ('active' as const),
    returnPercent: formatAmount(hundredths, 2),
    netPnl: formatAmount(net, scale),
    maxDrawdownPercent: m.maxDrawdownPercent,
    trades: m.trades,
    winRate: m.winRate,
    equity: formatAmount(m.equity, scale),
    scenarioTrades: m.scenarioTrades,
  }));
}
