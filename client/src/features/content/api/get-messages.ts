// GET /api/message → Message[]: broadcasts, plus the user's own messages when logged in
// (the token is sent when stored, so the cache is keyed by the viewer). The server words
// the user's own messages in the request's language, so the cache is keyed by it too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Message as MessageSchema } from '../../../../../shared/schemas/content.ts';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { contentKeys, type Viewer } from './keys';

export type Message = z.infer<typeof MessageSchema>;

/** Who reads, and in which language: the key under which messages are cached. */
export function useViewer(): { viewer: Viewer; language: string } {
  const { user, token } = useSession();
  const { i18n } = useTranslation();
  return { viewer: token ? (user?.userId ?? 0) : 'guest', language: i18n.language };
}

export function getMessages(signal?: AbortSignal): Promise<Message[]> {
  return http.get<Message[]>('/api/message', { signal });
}

export const messagesQueryOptions = ({ viewer, language }: ReturnType<typeof useViewer>) =>
  queryOptions({ queryKey: contentKeys.messages(viewer, language), queryFn: ({ signal }) => getMessages(signal), staleTime: 60_000 });

export function useMessages() {
  return useQuery(messagesQueryOptions(useViewer()));
}
