// The notification centre's live part: on the private channel, `notification` (a message was
// stored for the user, or staff published a broadcast) reads the counts and the open lists
// again; `notification-read` (read on another screen) brings the counts. A channel that could
// not be resumed after a reconnect reads the counts again too.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UnreadCounts } from '../../../../../shared/schemas/content.ts';
import { socket } from '../../../lib/socket';
import { contentKeys, type Viewer } from '../api/keys';

type Push = { kind?: string; unread?: UnreadCounts };

export function useNotificationPushes(enabled: boolean, viewer: Viewer) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    const refresh = () => {
      void client.invalidateQueries({ queryKey: contentKeys.unread(viewer) });
      void client.invalidateQueries({ queryKey: contentKeys.allMessages() });
    };
    return socket.subscribe({ channel: 'user' }, (frame) => {
      if (frame.type !== 'update') {
        if (frame.resync) refresh();
        return;
      }
      const data = frame.data as Push;
      if (data.kind === 'notification') refresh();
      else if (data.kind === 'notification-read' && data.unread) {
        client.setQueryData(contentKeys.unread(viewer), data.unread);
        void client.invalidateQueries({ queryKey: contentKeys.allMessages() });
      }
    });
  }, [enabled, viewer, client]);
}
