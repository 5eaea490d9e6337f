// The count of staff messages the customer has not read, on our own chat's floating icon
// (decision 055). Loaded on its own (customer-service-float.tsx), only for someone who has a
// conversation to ask about: the first page of a new visitor carries none of the chat's code.
import { useChatUnread } from '../hooks/use-chat-unread';

export default function ChatUnreadBadge() {
  const unread = useChatUnread(true);
  if (unread <= 0) return null;
  return (
    <span className="kefu-dock-badge" data-testid="kefu-unread">
      {unread > 99 ? '99+' : unread}
    </span>
  );
}
