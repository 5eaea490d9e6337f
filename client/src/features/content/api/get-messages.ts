// GET /api/message → Message[]: broadcasts, plus the user's own messages when logged in
// (the token is sent when stored, so the cache is keyed by the viewer). The server words
// the user's own messages in the request's language, so the cache is keyed by it too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { MessageCategory, Message as MessageSchema } from '../../../../../shared/schemas/content.ts';
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

export type MessageGroup = MessageCategory;

/** The messages, of one group (`?group=`) or all. */
export function getMessages(signal?: AbortSignal, group?: MessageGroup): Promise<Message[]> {
  return http.get<Message[]>('/api/message', { signal, params: { group } });
}

export const messagesQueryOptions = ({ viewer, language }: ReturnType<typeof useViewer>, group?: MessageGroup) =>
  queryOptions({
    queryKey: group ? [...contentKeys.messages(viewer, language), 'group', group] : contentKeys.messages(viewer, language),
    queryFn: ({ signal }) => getMessages(signal, group),
    staleTime: 60_000,
  });

export function useMessages(group?: MessageGroup) {
  return useQuery(messagesQueryOptions(useViewer(), group));
}
