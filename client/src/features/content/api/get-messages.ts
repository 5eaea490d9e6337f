// GET /api/message → Message[]: broadcasts, plus the user's own messages when logged in
// (the token is sent when stored, so the cache is keyed by the viewer).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Message as MessageSchema } from '../../../../../shared/schemas/content.ts';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';

export type Message = z.infer<typeof MessageSchema>;
export type Viewer = number | 'guest';

export function getMessages(signal?: AbortSignal): Promise<Message[]> {
  return http.get<Message[]>('/api/message', { signal });
}

export const messagesQueryOptions = (viewer: Viewer) =>
  queryOptions({ queryKey: ['messages', viewer], queryFn: ({ signal }) => getMessages(signal), staleTime: 60_000 });

export function useMessages() {
  const { user, token } = useSession();
  return useQuery(messagesQueryOptions(token ? (user?.userId ?? 0) : 'guest'));
}
