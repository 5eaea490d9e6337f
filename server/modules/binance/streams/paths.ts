// Where the Binance-compatible websocket streams are served (issue 40, docs/decisions/096-binance-streams.md).
// Binance serves them on hosts of their own (stream.binance.com, fstream.binance.com,
// ws-api.binance.com); on the platform's one port each is a prefix, with Binance's paths below it:
//   <spot base>/ws, /ws/<stream>[/<stream>…], /ws/<listenKey>, /stream?streams=a/b
//   <futures base>/ws…, /stream…, and the categories CCXT (and Binance since 2026) address:
//   <futures base>/public/ws…, /market/ws…, /private/ws?listenKey=…
//   <ws-api base>: the WebSocket API (requests with ids; the spot user data stream by signature)
// The real wallet's at these prefixes, the demo wallet's below /demo (as testnet hosts are apart).
import { API_ENDPOINTS } from '../../../../shared/api-keys.ts';
import type { TradeMode as Mode } from '../../../ledger/ledger.ts';

const both = ({ real, demo }: { real: string; demo: string }): Record<Mode, string> => ({ real, demo });

export type StreamMarket = 'spot' | 'futures';

export const STREAM_BASES: Record<StreamMarket, Record<Mode, string>> = {
  spot: both(API_ENDPOINTS.spotStreams),
  futures: both(API_ENDPOINTS.futuresStreams),
};

/** Binance's futures stream categories (fstream.binance.com/public/ws, /market/ws, /private/ws). */
export const FUTURES_CATEGORIES = ['public', 'market', 'private'] as const;

/** The spot WebSocket API (ws-api.binance.com/ws-api/v3). */
export const WS_API_BASES: Record<Mode, string> = both(API_ENDPOINTS.webSocketApi);

/** The futures REST API's bases (fapi.binance.com/fapi and testnet.binancefuture.com/fapi). */
export const FAPI_BASES: Record<Mode, string> = both(API_ENDPOINTS.futures);
