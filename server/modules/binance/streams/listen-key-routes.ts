// The listenKey endpoints (issue 40): spot `/api/v3/userDataStream` and futures `/fapi/v1/listenKey`
// (POST creates or extends, PUT keeps alive, DELETE closes), with the key alone as Binance asks
// (USER_STREAM: no timestamp or signature), on each wallet's base. The spot PUT and DELETE name
// the listenKey; the futures ones act on the key's own.
import type { ZodObject } from 'zod';
import { BnEmptyAnswer, BnListenKeyAnswer, BnListenKeyQuery, BnNoParams } from '../../../../shared/schemas/binance-user-data.ts';
import type { KeyInUse } from '../../api-keys/service.ts';
import type { BinanceCall, BinanceRoute } from '../api.ts';
import type { ListenKeyService } from './listen-keys.ts';

const route = <S extends ZodObject>(r: BinanceRoute<S>) => r as unknown as BinanceRoute;
const keyOf = (call: BinanceCall<unknown>) => call.key as KeyInUse;

export function listenKeyRoutes(listenKeys: ListenKeyService): BinanceRoute[] {
  const spot = { path: '/userDataStream', weight: 2, security: 'USER_STREAM' } as const;
  const futures = { path: '/fapi/v1/listenKey', absolute: true, weight: 1, security: 'USER_STREAM' } as const;
  return [
    route({
      ...spot,
      method: 'POST',
      params: BnNoParams,
      summary: 'Open a user data stream of the key’s spot wallet: its listenKey (the live one again, extended, while it lives)',
      response: BnListenKeyAnswer,
      handler: (call) => ({ listenKey: listenKeys.open(keyOf(call), 'spot') }),
    }),
    route({
      ...spot,
      method: 'PUT',
      params: BnListenKeyQuery,
      summary: 'Keep a spot listenKey alive for another 60 minutes',
      response: BnEmptyAnswer,
      handler: (call) => {
        listenKeys.keepAlive(keyOf(call), 'spot', call.params.listenKey);
        return {};
      },
    }),
    route({
      ...spot,
      method: 'DELETE',
      params: BnListenKeyQuery,
      summary: 'Close a spot listenKey: its streams end',
      response: BnEmptyAnswer,
      handler: (call) => {
        listenKeys.close(keyOf(call), 'spot', call.params.listenKey);
        return {};
      },
    }),
    route({
      ...futures,
      method: 'POST',
      params: BnNoParams,
      summary: 'Open a user data stream of the key’s futures account: its listenKey (the live one again, extended, while it lives)',
      response: BnListenKeyAnswer,
      handler: (call) => ({ listenKey: listenKeys.open(keyOf(call), 'futures') }),
    }),
    route({
      ...futures,
      method: 'PUT',
      params: BnNoParams,
      summary: 'Keep the key’s futures listenKey alive for another 60 minutes',
      response: BnListenKeyAnswer,
      handler: (call) => ({ listenKey: listenKeys.keepAlive(keyOf(call), 'futures') }),
    }),
    route({
      ...futures,
      method: 'DELETE',
      params: BnNoParams,
      summary: 'Close the key’s futures listenKey: its streams end',
      response: BnEmptyAnswer,
      handler: (call) => {
        listenKeys.close(keyOf(call), 'futures');
        return {};
      },
    }),
  ];
}
