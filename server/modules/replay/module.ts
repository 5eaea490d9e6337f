// The replay module (issue 43 point 1, decisions 105 and 106): replay sessions of revealed
// market periods, the replay wallet, and the practice wallets' one order API (PracticeService)
// that the classes module trades its class wallets through. The engine's job processes every
// running session every second; reads and orders process their session first.
import type { AppContext } from '../../context.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import { ReplayPaths } from '../../engine/price-source.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { ContractService } from '../contract/service.ts';
import type { FastService } from '../fast/service.ts';
import type { FastSettlement } from '../fast/settlement.ts';
import type { CurrencyBook } from '../funds/currencies.ts';
import { PracticeService } from './practice.ts';
import type { PracticeApi, ScenarioSessions, SpotPracticeApi } from './practice-api.ts';
import { ReplayRepository } from './repository.ts';
import { replayRoutes } from './routes.ts';
import { ReplayService } from './service.ts';

/** How often the engine processes the running sessions (platform clock). */
export const REPLAY_POLL_MS = 1000;

export function replayModule(
  ctx: AppContext,
  deps: {
    market: MarketEngine;
    fast: FastService;
    fastSettlement: FastSettlement;
    contract: ContractService;
    /** Spot in practice wallets (the spot module's); null while it offers none (spot orders are refused). */
    spotPractice: () => SpotPracticeApi | null;
    book: CurrencyBook;
    log: { error(obj: object, msg: string): void };
  },
) {
  const repo = new ReplayRepository(ctx.sqlite);
  const paths = new ReplayPaths(deps.market);
  const practiceService = new PracticeService(ctx, deps.market, deps.fast, deps.contract, deps.spotPractice, repo, deps.book);
  const replay = new ReplayService(
    ctx,
    deps.market,
    paths,
    repo,
    practiceService,
    deps.fastSettlement,
    deps.contract,
    deps.spotPractice,
    deps.log,
  );
  practiceService.sessions = replay;
  const practice: PracticeApi = practiceService;
  const scenarios: ScenarioSessions = replay.scenarios;
  return {
    name: 'replay',
    // (processing a session moves money: the engine's instance does it, as the job runs there)
    engineRoutes: ['/api/replay'],
    replay,
    /** The practice wallets' order API (the classes module's). */
    practice,
    /** A class's shared scenario sessions (the classes module's). */
    scenarios,
    /** The revealed periods' paths (one memo for every module that asks). */
    paths,
    jobs: [{ name: 'replay-sessions', everyMs: REPLAY_POLL_MS, run: (now: number) => replay.processAll(now) }],
    routes: async (app) => {
      await app.register(replayRoutes, { replay });
    },
  } satisfies AppModule & Record<string, unknown>;
}
