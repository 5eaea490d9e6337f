// The general endpoints (issue 39): connectivity and the server's time, which clients use to
// adjust their timestamps (CCXT's adjustForTimeDifference); the spot API's below its base, the
// futures API's (issue 40) at their own paths (/fapi/v1/ping, /fapi/v1/time).
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import type { BinanceRoute } from './api.ts';

const None = z.strictObject({});

/** Below the spot base, or at `absoluteBase` + /ping and /time (e.g. /fapi/v1). */
export function generalRoutes(clock: Clock, absoluteBase?: string): BinanceRoute[] {
  const at = (path: string) => (absoluteBase === undefined ? { path } : { path: `${absoluteBase}${path}`, absolute: true });
  return [
    {
      method: 'GET',
      ...at('/ping'),
      weight: 1,
      security: 'NONE',
      params: None,
      summary: 'Test connectivity: {}',
      response: z.object({}),
      handler: () => ({}),
    },
    {
      method: 'GET',
      ...at('/time'),
      weight: 1,
      security: 'NONE',
      params: None,
      summary: "The server's time (ms): signed requests' timestamps are checked against it",
      response: z.object({ serverTime: z.number().int() }),
      handler: () => ({ serverTime: clock.now() }),
    },
  ];
}
