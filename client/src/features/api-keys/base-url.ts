// Where a key's requests go: the site's API origin and the Binance-compatible path of its wallet.
import { apiKeyBasePath } from '../../../../shared/api-keys.ts';
import { API_BASE } from '../../lib/env';

/** The base URL a trading program is given for a key of `mode` (`/api/v3` real, `/demo/api/v3` demo). */
export function baseUrlOf(mode: 'demo' | 'real'): string {
  // (API_BASE is '' on the same origin, else absolute or a path of it)
  return new URL(`${API_BASE}${apiKeyBasePath(mode)}`, window.location.origin).href;
}
