// GET /api/admin/chat/images/{id} (chat.answer) → an image of a conversation, as an object URL
// (fetched with the staff token, which an <img src> could not send).
import { privateImageUrl, usePrivateImage } from '../../../../lib/private-image';
import { getStaffSession } from '../../staff-session';
import { adminKeys } from '../../api/keys';

export function getStaffChatImage(id: number, signal?: AbortSignal): Promise<string> {
  return privateImageUrl(`/api/admin/chat/images/${id}`, { Authorization: getStaffSession()?.token ?? '' }, signal);
}

export function useStaffChatImage(id: number) {
  return usePrivateImage(adminKeys.chatImage(id), (signal) => getStaffChatImage(id, signal));
}
