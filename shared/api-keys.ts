// API keys (issue 39, docs/decisions/092-api-keys.md): what a key may do, how many a user holds,
// the limits of its label and IP allow-list and the pattern of an entry. Shared by the server's
// schemas (which decide) and the security centre's form (which checks the same before sending),
// plain values so the client bundle needs no zod.

/** What a key may do besides reading: spot, contract (futures) and fast trading. Withdrawals: never. */
export const API_KEY_PERMISSIONS = ['read', 'spot', 'contract', 'fast'] as const;

/** Active keys per user at most. */
export const API_KEYS_MAX = 20;
/** Entries of a key's IP allow-list at most. */
export const API_KEY_IPS_MAX = 30;
/** A key's label: 1 to this many characters. */
export const API_KEY_LABEL_MAX = 40;
/** An IPv4 or IPv6 address, or a CIDR range of either, as typed (the server checks it again, exactly). */
export const API_KEY_IP = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;

/**
 * Where a key's programs connect, below the site's origin, per wallet (issues 39 and 40): Binance's
 * spot REST API, its USDⓈ-M futures REST API, the market and user data streams of each (websocket)
 * and the spot WebSocket API. The real wallet's at these paths, the demo wallet's below /demo, as
 * Binance's live hosts and its testnet's are apart.
 */
export const API_ENDPOINTS = {
  spot: { real: '/api/v3', demo: '/demo/api/v3', socket: false },
  futures: { real: '/fapi', demo: '/demo/fapi', socket: false },
  spotStreams: { real: '/market-stream', demo: '/demo/market-stream', socket: true },
  futuresStreams: { real: '/futures-stream', demo: '/demo/futures-stream', socket: true },
  webSocketApi: { real: '/ws-api/v3', demo: '/demo/ws-api/v3', socket: true },
} as const;
export type ApiEndpoint = keyof typeof API_ENDPOINTS;
