// Query keys of the back office's chat inbox.
import { ADMIN_KEY } from '../../keys';

export const CHAT_ADMIN_KEY = [...ADMIN_KEY, 'chat'] as const;
export const CHAT_INBOX_KEY = [...CHAT_ADMIN_KEY, 'inbox'] as const;
export const CHAT_CONVERSATION_KEY = [...CHAT_ADMIN_KEY, 'conversation'] as const;
export const CHAT_CANNED_KEY = [...CHAT_ADMIN_KEY, 'canned'] as const;
