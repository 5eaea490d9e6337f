// POST /api/demo/guest (no login) → a guest demo session; the token is in the Authorization
// response header. Sending the current guest token renews it in place (same guest, same demo
// wallet), also after it has expired. Kept in sessionStorage by the demo page
// (hooks/use-guest-token.ts) and sent only by its calls.
import { requestWithHeaders } from '../../../lib/http';
import type { GuestSession } from '../types';

export interface StartedGuestSession extends GuestSession {
  token: string;
}

/** A new guest session, or the renewal of `current` (quiet: a failed renewal keeps the old token). */
export async function startGuestSession(current?: string): Promise<StartedGuestSession> {
  const { data, headers } = await requestWithHeaders<GuestSession>('POST', '/api/demo/guest', {
    // '' sends no Authorization at all (not the stored login of the app)
    authorization: current ?? '',
    silent: current !== undefined,
  });
  const token = headers.get('Authorization');
  if (!token) throw new Error('no guest token');
  return { ...data, token };
}
