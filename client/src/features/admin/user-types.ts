// What the back office's customer pages read (issue 14.3).
import type { z } from 'zod';
import type { LoginEventPage, UserDetail, UserSearchPage } from '../../../../shared/schemas/admin-users.ts';
import type { FastOrderPage } from '../../../../shared/schemas/fast.ts';
import type { FlowPage } from '../../../../shared/schemas/funds.ts';

export type UserSearchPageData = z.infer<typeof UserSearchPage>;
export type UserDetailData = z.infer<typeof UserDetail>;
export type LoginEventPageData = z.infer<typeof LoginEventPage>;
export type UserFlowPageData = z.infer<typeof FlowPage>;
export type UserOrderPageData = z.infer<typeof FastOrderPage>;
export type TradeMode = 'real' | 'demo';

/** The paged lists of one customer, by name (GET /api/admin/users/{id}/{list}). */
export interface UserLists {
  flow: UserFlowPageData;
  orders: UserOrderPageData;
  logins: LoginEventPageData;
}
