// Back office, customers (issue 14.3): search, detail (profile, balances real and demo,
// sessions), fund flow, fast orders, login history, sign out everywhere.
import { z } from 'zod';
import { LoginResult, UserInfo } from './auth.ts';
import { appKeyParam, IsoDate, Paged, pageParams } from './common.ts';
import { TradeMode } from './fast.ts';
import { Assets, BankCardView, FlowQuery, StaffDepositAddress } from './funds.ts';

/** Search by id, e-mail, phone or invitation code; without `q`, every customer, newest first. */
export const UserSearchQuery = z.strictObject({
  ...appKeyParam,
  ...pageParams,
  // what ids, e-mail addresses, phone numbers and invitation codes are made of
  q: z
    .string()
    .trim()
    .regex(/^[\p{L}\p{N}@.+_ -]{1,100}$/u)
    .optional(),
});
export const UserSummary = UserInfo.meta({ id: 'StaffUserSummary' });
export const UserSearchPage = Paged(UserSummary);

export const UserSessionView = z
  .object({
    id: z.string().meta({ description: 'the first characters of the session id' }),
    createdAt: IsoDate,
    expiresAt: IsoDate,
    ip: z.string(),
    userAgent: z.string(),
  })
  .meta({ id: 'StaffUserSession' });

export const UserDetail = z
  .object({
    profile: UserInfo.extend({
      invitedById: z.number().int().nullable(),
      passwordChangedAt: IsoDate.nullable(),
    }),
    balances: z.object({ real: Assets, demo: Assets }),
    bankCard: BankCardView.nullable(),
    depositAddresses: z
      .array(StaffDepositAddress)
      .meta({ description: 'the own deposit addresses the customer has been given, one per network asked for (issue 38)' }),
    sessions: z.array(UserSessionView).meta({ description: 'open sessions (not revoked, not expired)' }),
  })
  .meta({ id: 'StaffUserDetail' });

export const UserFlowQuery = FlowQuery.extend({ mode: TradeMode.optional() });

export const LoginEventView = z
  .object({
    id: z.number().int(),
    createdAt: IsoDate,
    ip: z.string(),
    userAgent: z.string(),
    result: LoginResult,
  })
  .meta({ id: 'LoginEvent' });
export const LoginEventPage = Paged(LoginEventView);
export const LoginEventQuery = z.strictObject({ ...appKeyParam, ...pageParams });

export const SignOutResult = z.object({ revoked: z.number().int() }).meta({ id: 'StaffSignOutResult' });
