// On an instance that does not lead (decisions 081, 082), the spot channels' snapshots come from
// the leader, which holds the books: the same public calls a client makes (the book at its seq,
// the recent trades), asked when a socket subscribes. Updates come through the bus like every other push; those
// older than the snapshot carry a lower seq and clients skip them.
import type { EngineLocator } from './election.ts';
import type { Mode } from '../ledger/ledger.ts';
import type { BookSnapshot, EngineBooks } from '../modules/binance/streams/spot-books.ts';
import type { ChannelResolver, ResolvedChannel } from '../modules/realtime/routes.ts';

/** A public call of the engine's platform API: its envelope's data. */
function engineCall(appKey: string) {
  return async (engineUrl: string, path: string, query: Record<string, string>) => {
    const res = await fetch(`${engineUrl}${path}?${new URLSearchParams({ ...query, appKey })}`, { signal: AbortSignal.timeout(5000) });
    const body = (await res.json()) as { code: number; data: unknown };
    if (!res.ok || body.code !== 0) throw new Error(`engine answered ${res.status} to ${path}`);
    return body.data as Record<string, unknown>;
  };
}

/** The spot books as the Binance-compatible streams of an instance that does not lead read them: snapshots from the engine (its top 100 levels). */
export function engineSpotBooks(engine: EngineLocator, appKey: string): EngineBooks {
  const get = engineCall(appKey);
  return {
    local: () => engine.local(),
    async snapshot(symbol: string, mode: Mode) {
      const engineUrl = engine.leaderUrl();
      if (!engineUrl) throw new Error('no engine leads now');
      return (await get(engineUrl, '/api/spot/book', { symbol, mode, depth: '100' })) as unknown as BookSnapshot;
    },
  };
}

export function engineSpotChannels(engine: EngineLocator, appKey: string, local: ChannelResolver): ChannelResolver {
  const get = engineCall(appKey);
  return async (m): Promise<ResolvedChannel | undefined> => {
    // the symbol and the channel's key as this instance knows them (an unknown symbol is refused here)
    const resolved = await local(m);
    if (!resolved || 'error' in resolved || (m.channel !== 'spot-depth' && m.channel !== 'spot-trades')) return resolved;
    // the leader answers from its own books; with no leader now, the client tries again
    if (engine.local()) return resolved;
    const engineUrl = engine.leaderUrl();
    if (!engineUrl) return { error: 'SERVER_BUSY', params: { seconds: 1 } };
    const query = { symbol: m.symbol, mode: m.mode };
    const base = { channel: m.channel, symbol: m.symbol, mode: m.mode };
    try {
      const book = await get(engineUrl, '/api/spot/book', query);
      const snapshot =
        m.channel === 'spot-depth'
          ? { type: 'snapshot', ...base, seq: book.seq, data: { bids: book.bids, asks: book.asks } }
          : { type: 'snapshot', ...base, seq: book.seq, data: await get(engineUrl, '/api/spot/trades', query) };
      return { key: resolved.key, snapshot: () => snapshot };
    } catch {
      return { error: 'SERVER_BUSY', params: { seconds: 1 } };
    }
  };
}
