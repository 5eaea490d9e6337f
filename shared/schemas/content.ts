// Content the home screens read: banners, notices, messages, config, customer service,
// languages, area codes and currencies.
import { z } from 'zod';
import { appKeyParam, IsoDate, YesNo } from './common.ts';

export const Banner = z
  .object({
    id: z.number().int(),
    title: z.string().meta({ description: 'the headline, shown as text over the image' }),
    subtitle: z.string().meta({ description: 'a line under the headline (may be blank)' }),
    button: z.string().meta({ description: 'the label of the call-to-action button (blank: no button)' }),
    image: z.string().meta({ description: 'a background image without text' }),
    link: z.string(),
    position: z.enum(['all', 'pc', 'wp']),
    sort: z.number().int(),
  })
  .meta({ id: 'Banner' });
export const BannerQuery = z.strictObject({ ...appKeyParam, position: z.enum(['all', 'pc', 'wp']).optional() });
export const BannerList = z.array(Banner);

export const Notice = z
  .object({ id: z.number().int(), title: z.string(), content: z.string(), isDialog: z.boolean(), createdAt: IsoDate })
  .meta({ id: 'Notice' });
export const NoticeList = z.array(Notice);
/** The notice to show as a dialog, or null when there is none. */
export const DialogNotice = Notice.nullable();

/** The notification centre's groups (a message belongs to one; staff broadcasts are announcements). */
export const MESSAGE_CATEGORIES = ['orders', 'funds', 'security', 'announcements', 'alerts'] as const;
export const MessageCategory = z.enum(MESSAGE_CATEGORIES).meta({
  id: 'MessageCategory',
  description:
    'orders: orders and settlements; funds: deposits and withdrawals; security: sign-ins, password, two-factor, verification; announcements: what staff publish; alerts: price alerts',
});
export type MessageCategory = z.infer<typeof MessageCategory>;

export const Message = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    broadcast: z.boolean().meta({ description: 'true for a message sent to everyone' }),
    createdAt: IsoDate,
    category: MessageCategory,
    read: z.boolean().meta({ description: 'whether the reader has read it (always false for a visitor)' }),
  })
  .meta({ id: 'Message' });
export const MessageList = z.array(Message);
export const MessageListQuery = z.strictObject({
  ...appKeyParam,
  group: MessageCategory.optional().meta({ description: 'only this group (all groups when absent)' }),
});

/** Unread messages of the caller: per group and in all. */
export const UnreadCounts = z
  .object({
    total: z.number().int(),
    orders: z.number().int(),
    funds: z.number().int(),
    security: z.number().int(),
    announcements: z.number().int(),
    alerts: z.number().int(),
  })
  .meta({ id: 'UnreadCounts' });
export type UnreadCounts = z.infer<typeof UnreadCounts>;
export const MarkAllReadBody = z.strictObject({
  group: MessageCategory.optional().meta({ description: 'only this group (every group when absent)' }),
});

export const ConfigQuery = z.strictObject({
  ...appKeyParam,
  identify: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/),
});
export const ConfigValue = z
  .object({
    identify: z.string(),
    configValue: z.string(),
    sandbox: z.boolean().meta({
      description: 'true on a sandbox (decision 097): its real wallet holds valueless test money, and every screen says so',
    }),
  })
  .meta({ id: 'ConfigValue' });

export const CustomerService = z
  .object({
    id: z.number().int(),
    name: z.string(),
    customerLogo: z.string(),
    customerUrl: z.string(),
    levitate: YesNo,
    isEnable: YesNo,
  })
  .meta({ id: 'CustomerService' });
export const CustomerServiceList = z.array(CustomerService);

export const Language = z
  .object({
    id: z.number().int(),
    name: z.string(),
    flag: z.string(),
    isShow: z.boolean(),
    symbol: z.string(),
    logo: z.string(),
    loginBg: z.string(),
    homeUsdt: z.string(),
    buy_height: z.string(),
    buy_low: z.string(),
    on_line_customer: z.string(),
    timezone: z.string(),
  })
  .meta({ id: 'Language' });
export const LanguageList = z.array(Language);

export const AreaCode = z
  .object({ id: z.number().int(), code: z.string(), country: z.string(), name: z.string() })
  .meta({ id: 'AreaCode' });
export const AreaCodeList = z.array(AreaCode);

export const Currency = z
  .object({ code: z.string(), name: z.string(), scale: z.number().int(), symbol: z.string() })
  .meta({ id: 'Currency' });
export const CurrencyList = z.array(Currency);
