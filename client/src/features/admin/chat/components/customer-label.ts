import type { TFunction } from 'i18next';
import type { ChatConversationItem } from '../../../../../../shared/schemas/chat.ts';

/** A conversation's customer as the inbox names them: the account, or "Visitor 1a2b3c". */
export function customerLabel(t: TFunction<'chat'>, customer: ChatConversationItem['customer']): string {
  return customer.kind === 'visitor' ? t('chat.admin.visitor', { id: customer.label }) : customer.label;
}
