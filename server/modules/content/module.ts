// The content module: announcements, banners, help content and site settings as customers read
// them and staff edit them, and the messages sent to one user (their inbox).
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../../lib/app-module.ts';
import type { AuditService } from '../audit/service.ts';
import { ContentAdmin } from './admin.ts';
import { contentAdminRoutes } from './admin-routes.ts';
import { ContentRepository } from './repository.ts';
import { contentRoutes } from './routes.ts';
import { NotificationPush, type UserChannels } from './notification-push.ts';
import { ContentService } from './service.ts';
import { UserMessages } from './user-messages.ts';

export function contentModule(
  ctx: AppContext,
  deps: {
    audit: AuditService;
    hub: UserChannels;
    /** A user's anti-phishing code (the security centre's), stamped on their own messages. */
    antiPhishingOf: (userId: number) => string | null;
  },
) {
  const repo = new ContentRepository(ctx.prisma, ctx.sqlite);
  const push = new NotificationPush(deps.hub);
  const messages = new UserMessages(repo, ctx.clock, () => ctx.sqlite.inTransaction);
  messages.onStored((users) => push.stored(users));
  const content = new ContentService(repo, ctx.clock, deps.antiPhishingOf, (userId, unread) => push.read(userId, unread));
  const contentAdmin = new ContentAdmin(ctx, deps.audit, (userId) => push.staffMessage(userId));
  return {
    name: 'content',
    content,
    contentAdmin,
    messages,
    routes: async (app) => {
      await app.register(contentRoutes, { content, sandbox: ctx.config.sandbox });
      await app.register(contentAdminRoutes, { admin: contentAdmin });
    },
  } satisfies AppModule & Record<string, unknown>;
}
