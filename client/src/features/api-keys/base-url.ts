// Where a key's programs connect: the site's API origin and the Binance-compatible paths of its
// wallet (shared/api-keys.ts): the REST bases as https URLs, the websocket ones as wss (ws on http).
import { API_ENDPOINTS, type ApiEndpoint } from '../../../../shared/api-keys.ts';
import { API_BASE } from '../../lib/env';

/** The endpoints shown beside a new key, in the order a program usually needs them. */
export const ENDPOINTS_SHOWN: readonly ApiEndpoint[] = ['spot', 'futures', 'spotStreams', 'futuresStreams', 'webSocketApi'];

/** One endpoint's URL for a key of `mode`: streams at their `/ws` path (Binance's raw streams), websockets as ws(s). */
export function endpointUrlOf(endpoint: ApiEndpoint, mode: 'demo' | 'real'): string {
  const e = API_ENDPOINTS[endpoint];
  const path = endpoint === 'spotStreams' || endpoint === 'futuresStreams' ? `${e[mode]}/ws` : e[mode];
  // (API_BASE is '' on the same origin, else absolute or a path of it)
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  if (e.socket) url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}
