// The back office of spot (coin-to-coin) trading (issue 16, decision 041): every market's
// settings as staff read them (changes go through the `spot-market` proposal), and every
// customer's spot orders with their fills, read only.
import { z } from 'zod';
import { Holder } from './admin-contract.ts';
import { UserSearchQuery } from './admin-users.ts';
import { appKeyParam, IdText, Paged, pageParams } from './common.ts';
import { TradeMode } from './fast.ts';
import { SpotMarketView, SpotOrderDetail, SpotOrderStatus, SpotOrderView } from './spot.ts';

/** A market's settings as the customers' API serves them, with the product's name and a change pending. */
export const AdminSpotMarket = SpotMarketView.extend({
  name: z.string(),
  /** A change proposed and not yet decided, if any (the page links to it). */
  pendingProposalId: z.number().int().nullable(),
}).meta({ id: 'AdminSpotMarket' });
export type AdminSpotMarket = z.infer<typeof AdminSpotMarket>;
export const AdminSpotMarketList = z.array(AdminSpotMarket).meta({ id: 'AdminSpotMarketList' });

export const AdminSpotOrderQuery = z.strictObject({
  ...appKeyParam,
  ...pageParams,
  status: SpotOrderStatus.optional(),
  mode: TradeMode.optional(),
  marketId: IdText.optional(),
  /** A customer's id or phone number (exact), or part of their e-mail: what the customer search takes. */
  user: UserSearchQuery.shape.q,
});
export type AdminSpotOrderQuery = z.infer<typeof AdminSpotOrderQuery>;

/** Placed by API key (issue 39): the key's label (its id is the order's apiKeyId); null: placed in the app. */
const ByKey = { apiKeyLabel: z.string().nullable() };

export const AdminSpotOrder = SpotOrderView.extend(Holder).extend(ByKey).meta({ id: 'AdminSpotOrder' });
export type AdminSpotOrder = z.infer<typeof AdminSpotOrder>;
export const AdminSpotOrderPage = Paged(AdminSpotOrder).meta({ id: 'AdminSpotOrderPage' });
export type AdminSpotOrderPage = z.infer<typeof AdminSpotOrderPage>;

/** An order with who placed it and its fills, each with the ledger journal that moved its coins and fee. */
export const AdminSpotOrderDetail = SpotOrderDetail.extend(Holder).extend(ByKey).meta({ id: 'AdminSpotOrderDetail' });
export type AdminSpotOrderDetail = z.infer<typeof AdminSpotOrderDetail>;
