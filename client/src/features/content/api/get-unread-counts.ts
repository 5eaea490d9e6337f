// GET /api/message/unread → the signed-in user's unread messages per group and in all (the
// bell's badge). Kept live by the private channel (use-notification-pushes): a stored message
// reads the counts again, a read on another screen brings them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCounts } from '../../../../../shared/schemas/content.ts';
import { http } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { useNotificationPushes } from '../hooks/use-notification-pushes';
import { contentKeys, type Viewer } from './keys';

export type { UnreadCounts };

export function getUnreadCounts(signal?: AbortSignal): Promise<UnreadCounts> {
  return http.get<UnreadCounts>('/api/message/unread', { signal, silent: true });
}

export const unreadCountsQueryOptions = (viewer: Viewer) =>
  queryOptions({ queryKey: contentKeys.unread(viewer), queryFn: ({ signal }) => getUnreadCounts(signal), staleTime: 60_000 });

/** The counts while signed in (undefined otherwise), followed live. */
export function useUnreadCounts(): UnreadCounts | undefined {
  const { token, user } = useSession();
  const viewer: Viewer = user?.userId ?? 0;
  useNotificationPushes(token !== null, viewer);
  return useQuery({ ...unreadCountsQueryOptions(viewer), enabled: token !== null }).data;
}
