// POST /api/chat/visitor → { token, expiresAt }: a visitor's chat session (not logged in), kept
// in localStorage under `chatVisitor` so a visitor coming back within 30 days finds their
// conversation. A token within a day of its end is replaced (a new, empty conversation).
import type { z } from 'zod';
import type { ChatVisitorSession } from '../../../../../shared/schemas/chat.ts';
import { http } from '../../../lib/http';
import { STORAGE_KEYS, storage } from '../../../lib/storage';

type VisitorSession = z.infer<typeof ChatVisitorSession>;

const RENEW_BEFORE_MS = 86_400_000;
let starting: Promise<string> | null = null;

/** The stored visitor token while it has more than a day left, else null. */
export function storedVisitorToken(): string | null {
  const stored = storage.getJSON<VisitorSession>(STORAGE_KEYS.chatVisitor);
  if (!stored?.token || Date.parse(stored.expiresAt) - Date.now() < RENEW_BEFORE_MS) return null;
  return stored.token;
}

export function startChatVisitor(): Promise<VisitorSession> {
  return http.post<VisitorSession>('/api/chat/visitor');
}

/** The visitor token, a new session started when there is none (one request for all callers). */
export function visitorToken(): Promise<string> {
  const stored = storedVisitorToken();
  if (stored) return Promise.resolve(stored);
  starting ??= startChatVisitor()
    .then((session) => {
      storage.setJSON(STORAGE_KEYS.chatVisitor, session);
      return session.token;
    })
    .finally(() => {
      starting = null;
    });
  return starting;
}

/** Forgets a token the server refused. */
export function forgetVisitorToken() {
  storage.remove(STORAGE_KEYS.chatVisitor);
}
