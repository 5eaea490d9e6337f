// The project's own typed client (@aurora/sdk, decision 098) against a test app listening on a
// free port: each client from an address of its own (per-address limits couple no tests).
import { type AuroraClient, createAuroraClient } from '@aurora/sdk';
import { nextIp } from './accounts.ts';
import { APP_KEY, type TestApp } from './app.ts';
import { baseUrlOf } from './ccxt.ts';

export async function typedClient(t: TestApp, session: { token?: string; locale?: string } = {}): Promise<AuroraClient> {
  return createAuroraClient({ baseUrl: await baseUrlOf(t), appKey: APP_KEY, headers: { 'X-Forwarded-For': nextIp() }, ...session });
}
