// POST /api/demo/guest (no login) → a guest demo session; the token is in the Authorization
// response header. Kept in sessionStorage ('guestToken'), sent only by the demo page's calls.
import { requestWithHeaders } from '../../../lib/http';
import type { GuestSession } from '../types';

export async function createGuestSession(): Promise<string> {
  const { headers } = await requestWithHeaders<GuestSession>('POST', '/api/demo/guest', { authorization: '' });
  const token = headers.get('Authorization');
  if (!token) throw new Error('no guest token');
  return token;
}
