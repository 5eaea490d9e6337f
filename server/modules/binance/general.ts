// The general endpoints (issue 39): connectivity and the server's time, which clients use to
// adjust their timestamps (CCXT's adjustForTimeDifference).
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import type { BinanceRoute } from './api.ts';

const None = z.strictObject({});

export function generalRoutes(clock: Clock): BinanceRoute[] {
  return [
    {
      method: 'GET',
      path: '/ping',
      weight: 1,
      security: 'NONE',
      params: None,
      summary: 'Test connectivity: {}',
      response: z.object({}),
      handler: () => ({}),
    },
    {
      method: 'GET',
      path: '/time',
      weight: 1,
      security: 'NONE',
      params: None,
      summary: "The server's time (ms): signed requests' timestamps are checked against it",
      response: z.object({ serverTime: z.number().int() }),
      handler: () => ({ serverTime: clock.now() }),
    },
  ];
}
