// Products as the home and watch-list screens show them. Prices are decimal strings.
import { z } from 'zod';
import { Optional, Text, Translations } from './admin-content.ts';
import { appKeyParam } from './common.ts';

export const ProductCategory = z.enum(['crypto', 'forex', 'stock', 'commodity']);

const DecimalString = z.string().regex(/^-?\d+(\.\d+)?$/);

export const ProductSummary = z
  .object({
    id: z.number().int(),
    symbol: z.string(),
    name: z.string().meta({ description: 'display name in the reader’s locale (Accept-Language), else English' }),
    category: ProductCategory,
    pricePrecision: z.number().int(),
    price: DecimalString,
    open: DecimalString.meta({ description: 'price 24 hours ago' }),
    high: DecimalString,
    low: DecimalString,
    volume: DecimalString.meta({ description: '24-hour traded quantity in the base asset' }),
    change: DecimalString.meta({ description: 'price - open (24 hours)' }),
    changePercent: DecimalString.meta({ description: '(price - open) / open x 100, two decimals' }),
    turnover: DecimalString.meta({ description: '24-hour traded value in the quote asset' }),
    baseAsset: z.string(),
    quoteAsset: z.string(),
    tickSize: DecimalString,
    tradeModes: z.array(z.enum(['fast', 'contract', 'spot'])),
    time: z.number().int().meta({ description: 'epoch ms of the quote' }),
    isOptional: z.boolean().meta({ description: 'on the caller’s watch list' }),
  })
  .meta({ id: 'ProductSummary' });
export type ProductSummary = z.infer<typeof ProductSummary>;

export const ProductListQuery = z.strictObject({ ...appKeyParam, category: ProductCategory.optional() });
export const ProductList = z.array(ProductSummary);

export const WatchBody = z.strictObject({ productId: z.number().int().positive().max(2_147_483_647) });
export const WatchResult = z.object({ productId: z.number().int(), isOptional: z.boolean() }).meta({ id: 'WatchResult' });

/**
 * A product's display names as staff edit them (decision 074): English in `name`, the other
 * locales' in `i18n` (a blank one reads English). The symbol is the ticker and stays.
 */
export const ProductNamesBody = z
  .strictObject({
    name: Text(100),
    i18n: Translations({ name: Optional(100) }).default({}),
  })
  .meta({ id: 'ProductNamesBody' });
export type ProductNamesBody = z.infer<typeof ProductNamesBody>;
export const StaffProductNames = ProductNamesBody.extend({
  id: z.number().int(),
  symbol: z.string(),
  category: ProductCategory,
  enabled: z.boolean().meta({ description: 'changed by a four-eyes `product` proposal, not here' }),
}).meta({ id: 'StaffProductNames' });
export type StaffProductNames = z.infer<typeof StaffProductNames>;
