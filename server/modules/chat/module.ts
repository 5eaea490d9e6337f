// The chat module (issue 19.1, decision 055): customers' and visitors' conversations with
// customer service, the back office's inbox, and their websocket channels.
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { AuditService } from '../audit/service.ts';
import type { WsHub } from '../realtime/hub.ts';
import type { StaffAuthService } from '../staff/service.ts';
import { chatChannels } from './channels.ts';
import { ChatPush } from './push.ts';
import { ChatRepository } from './repository.ts';
import { chatRoutes } from './routes.ts';
import { ChatService } from './service.ts';
import type { ChatVisitorTokens } from './visitor-tokens.ts';

export function chatModule(
  ctx: AppContext,
  deps: { audit: AuditService; hub: WsHub; chatVisitors: ChatVisitorTokens; staffAuth: StaffAuthService },
) {
  const push = new ChatPush(deps.hub, (sessionId) => deps.staffAuth.sessionMay(sessionId, 'chat.answer'));
  const chat = new ChatService(ctx, new ChatRepository(ctx.sqlite), deps.chatVisitors, push, deps.audit);
  return {
    name: 'chat',
    chat,
    /** The chat's websocket channels (a visitor's, a customer's, the staff inbox). */
    channels: chatChannels(chat, deps.staffAuth),
    routes: async (app) => {
      await app.register(chatRoutes, { chat });
    },
  } satisfies AppModule & Record<string, unknown>;
}
