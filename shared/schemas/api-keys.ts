// API keys (issue 39, docs/decisions/092-api-keys.md): what a user creates in the security centre
// to let a program trade through the Binance-compatible API. A key has a label, permissions (read
// always; spot, contract and fast trading as chosen; never withdrawals), the one wallet it trades
// (demo or real) and an optional IP allow-list. The secret is answered once, at creation.
import { z } from 'zod';
import { API_KEY_IP, API_KEY_IPS_MAX, API_KEY_LABEL_MAX, API_KEY_PERMISSIONS } from '../api-keys.ts';
import { Holder } from './admin-contract.ts';
import { UserSearchQuery } from './admin-users.ts';
import { appKeyParam, err, IdText, Paged, pageParams } from './common.ts';
import { TradeMode } from './fast.ts';
import { SecurityPassword } from './funds.ts';
import { SecondFactorCode } from './security.ts';

export { API_KEY_IPS_MAX, API_KEY_PERMISSIONS, API_KEYS_MAX } from '../api-keys.ts';

export const ApiKeyPermission = z.enum(API_KEY_PERMISSIONS, err('API_KEY_PERMISSION_INVALID'));
export type ApiKeyPermission = z.infer<typeof ApiKeyPermission>;

/** An IPv4 or IPv6 address, or a CIDR range of either (checked again, exactly, by the server). */
export const IpOrRange = z
  .string()
  .trim()
  .min(2, err('API_KEY_IP_INVALID'))
  .max(49, err('API_KEY_IP_INVALID'))
  .regex(API_KEY_IP, err('API_KEY_IP_INVALID'));

export const ApiKeyCreateBody = z
  .strictObject({
    ...appKeyParam,
    label: z.string().trim().min(1, err('API_KEY_LABEL_INVALID')).max(API_KEY_LABEL_MAX, err('API_KEY_LABEL_INVALID')),
    permissions: z.array(ApiKeyPermission).max(API_KEY_PERMISSIONS.length).default(['read']),
    mode: TradeMode,
    ipAllowList: z.array(IpOrRange).max(API_KEY_IPS_MAX).default([]),
    /** A real-wallet key: the withdrawal (security) password, */
    securityPassword: SecurityPassword.optional(),
    /** and the authenticator (or a recovery) code when two-factor is on. */
    twoFactorCode: SecondFactorCode.optional(),
  })
  .meta({ id: 'ApiKeyCreateBody' });
export type ApiKeyCreateBody = z.infer<typeof ApiKeyCreateBody>;

export const ApiKeyStatus = z.enum(['active', 'revoked']);
export type ApiKeyStatus = z.infer<typeof ApiKeyStatus>;

const Millis = z.number().int().meta({ description: 'epoch ms' });

export const ApiKeyView = z
  .object({
    id: z.number().int(),
    label: z.string(),
    apiKey: z.string().meta({ description: 'the X-MBX-APIKEY header value' }),
    permissions: z.array(ApiKeyPermission),
    mode: TradeMode.meta({ description: 'the wallet the key trades: demo (the /demo/api/v3 base) or real (/api/v3)' }),
    ipAllowList: z.array(z.string()).meta({ description: 'addresses or CIDR ranges it may be used from; empty: any' }),
    status: ApiKeyStatus,
    createdAt: Millis,
    lastUsedAt: Millis.nullable(),
    lastUsedIp: z.string().nullable(),
    revokedAt: Millis.nullable(),
    revokeNote: z.enum(['user', 'staff', 'frozen', 'cancelled', 'password-reset']).nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKeyView = z.infer<typeof ApiKeyView>;
export const ApiKeyList = z.array(ApiKeyView);

/** A new key with its secret: shown this once, never again. */
export const ApiKeyCreated = ApiKeyView.extend({
  secret: z.string().meta({ description: 'the HMAC-SHA256 signing secret, answered only now' }),
}).meta({ id: 'ApiKeyCreated' });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreated>;

/** The back office's list of every customer's keys: by customer (their id, or what the customer search takes) and status. */
export const AdminApiKeyQuery = z.strictObject({
  ...appKeyParam,
  ...pageParams,
  userId: IdText.optional(),
  user: UserSearchQuery.shape.q,
  status: ApiKeyStatus.optional(),
});
export type AdminApiKeyQuery = z.infer<typeof AdminApiKeyQuery>;
/** A key as staff see it: as its owner does (never the secret), with who owns it. */
export const AdminApiKey = ApiKeyView.extend(Holder).meta({ id: 'AdminApiKey' });
export type AdminApiKey = z.infer<typeof AdminApiKey>;
export const AdminApiKeyPage = Paged(AdminApiKey).meta({ id: 'AdminApiKeyPage' });
export type AdminApiKeyPage = z.infer<typeof AdminApiKeyPage>;
