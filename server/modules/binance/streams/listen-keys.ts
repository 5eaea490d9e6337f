// listenKeys (issue 40, docs/decisions/096-binance-streams.md): what a key creates to open a user
// data stream of its account, spot or futures, as Binance's POST /api/v3/userDataStream and
// /fapi/v1/listenKey. One live listenKey per key and market: a second create answers the same one
// and extends it. Valid 60 minutes after its creation or its last keep-alive (the injected
// clock); a closed one is gone for good. Kept in the ListenKey table, so every instance of a
// cluster knows every listenKey; whoever closes one tells the others through `changed`.
import type { Clock } from '../../../lib/clock.ts';
import { type KeyInUse, randomToken } from '../../api-keys/service.ts';
import { BinanceError } from '../errors.ts';
import type { ListenKeyRepository, ListenKeyRow } from './repository.ts';
import type { StreamMarket } from './paths.ts';

/** A listenKey lives this long after its creation or last keep-alive (Binance: 60 minutes). */
export const LISTEN_KEY_TTL_MS = 60 * 60_000;
/** Closed and expired listenKeys are deleted a day after they ended. */
const KEPT_AFTER_END_MS = 24 * 60 * 60_000;

/** Binance's refusal of a listenKey that is not (or no longer) the caller's live one. */
export const noSuchListenKey = () => new BinanceError(-1125, 'This listenKey does not exist.');

/** Whether a listenKey's row is live at `now`: not closed, not expired. */
export const isLive = (row: Pick<ListenKeyRow, 'closedAt' | 'expiresAt'>, now: number) => row.closedAt === null && row.expiresAt > now;

export class ListenKeyService {
  constructor(
    private readonly repo: ListenKeyRepository,
    private readonly clock: Clock,
    /** Tells every instance that listenKeys ended (their streams close): called after the change commits. */
    private readonly changed: () => void,
  ) {}

  /** The key's live listenKey of `market`, extended for another 60 minutes, or a new one. */
  open(key: KeyInUse, market: StreamMarket): string {
    const now = this.clock.now();
    return this.repo.db
      .transaction(() => {
        const live = this.repo.liveOf(key.id, market, now);
        if (live) {
          this.repo.extend(live.id, now + LISTEN_KEY_TTL_MS);
          return live.listenKey;
        }
        const listenKey = randomToken(64);
        const row = { listenKey, apiKeyId: key.id, userId: key.userId, mode: key.mode, market, createdAt: now };
        this.repo.insert({ ...row, expiresAt: now + LISTEN_KEY_TTL_MS });
        return listenKey;
      })
      .immediate();
  }

  /** Extends the key's live listenKey of `market` (the one named, when named) for 60 minutes; -1125 if none. */
  keepAlive(key: KeyInUse, market: StreamMarket, listenKey?: string): string {
    const row = this.ownLive(key, market, listenKey);
    this.repo.extend(row.id, this.clock.now() + LISTEN_KEY_TTL_MS);
    return row.listenKey;
  }

  /** Closes the key's live listenKey of `market` (the one named, when named): its streams end; -1125 if none. */
  close(key: KeyInUse, market: StreamMarket, listenKey?: string): void {
    const row = this.ownLive(key, market, listenKey);
    this.repo.close(row.id, this.clock.now());
    this.changed();
  }

  /** A listenKey's row while it is live (anyone's: the listenKey itself is what a stream's URL proves). */
  live(listenKey: string): ListenKeyRow | undefined {
    const row = this.repo.byKey(listenKey);
    return row && isLive(row, this.clock.now()) ? row : undefined;
  }

  /** Forgets the listenKeys that ended over a day ago (a periodic job). */
  sweep(now: number): number {
    return this.repo.sweep(now - KEPT_AFTER_END_MS);
  }

  /** The key's live listenKey of the market, or of the one named (another key's, or one of another market, is unknown). */
  private ownLive(key: KeyInUse, market: StreamMarket, listenKey: string | undefined): ListenKeyRow {
    const now = this.clock.now();
    const row = listenKey === undefined ? this.repo.liveOf(key.id, market, now) : this.repo.byKey(listenKey);
    if (!row || row.apiKeyId !== key.id || row.market !== market || !isLive(row, now)) throw noSuchListenKey();
    return row;
  }
}
