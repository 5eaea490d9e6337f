// Price alerts' API (issue 37 point 3): create, list (active and the latest fired or
// cancelled), cancel. A price threshold is exact decimal text at the product's precision; a
// move's threshold is a percent (0.1 to 50) over one of the windows of shared/price-alerts.ts.
import { z } from 'zod';
import { ALERT_KINDS, MOVE_WINDOW_NAMES } from '../price-alerts.ts';
import { Dec, err } from './common.ts';

export const AlertKind = z.enum(ALERT_KINDS, err('ALERT_KIND_INVALID'));
export const AlertStatus = z.enum(['active', 'fired', 'cancelled']);
export const AlertWindow = z.enum(MOVE_WINDOW_NAMES as [string, ...string[]], err('ALERT_WINDOW_INVALID'));

export const AlertCreateBody = z.strictObject({
  symbol: z.string(err('SYMBOL_UNKNOWN')).trim().min(1, err('SYMBOL_UNKNOWN')).max(32, err('SYMBOL_UNKNOWN')),
  kind: AlertKind,
  /** A price (above, below) or a percent (move), as typed. */
  threshold: z.string(err('ALERT_THRESHOLD_REQUIRED')).trim().min(1, err('ALERT_THRESHOLD_REQUIRED')).max(40, err('ALERT_PRICE_INVALID')),
  /** A move's window (move only). */
  window: AlertWindow.optional(),
});
export type AlertCreateBody = z.infer<typeof AlertCreateBody>;

/** The tick an outcome used: its time and price. */
export const AlertTick = z.object({ time: z.number().int(), price: Dec });

export const AlertView = z
  .object({
    id: z.number().int(),
    symbol: z.string(),
    kind: AlertKind,
    threshold: z.string().meta({ description: 'a price (above, below) or a percent (move)' }),
    window: AlertWindow.nullable(),
    status: AlertStatus,
    createdAt: z.number().int(),
    /** The tick the alert was checked against when it was set (it applies to every tick after it). */
    armedAt: AlertTick,
    firedAt: z.number().int().nullable(),
    /** The recorded tick that crossed it. */
    firedTick: AlertTick.nullable(),
    cancelledAt: z.number().int().nullable(),
  })
  .meta({ id: 'PriceAlert' });
export type AlertView = z.infer<typeof AlertView>;

export const AlertList = z
  .object({
    active: z.array(AlertView),
    /** The latest fired and cancelled alerts, newest first. */
    recent: z.array(AlertView),
    max: z.number().int().meta({ description: 'active alerts one user may hold at once' }),
  })
  .meta({ id: 'PriceAlertList' });
export type AlertList = z.infer<typeof AlertList>;

/** A customer's alerts in the back office (read only): the active ones, the latest fired (with the tick that crossed each) and cancelled, and how many of each there are. */
export const AdminAlertList = AlertList.omit({ max: true })
  .extend({ counts: z.object({ active: z.number().int(), fired: z.number().int(), cancelled: z.number().int() }) })
  .meta({ id: 'AdminPriceAlertList' });
export type AdminAlertList = z.infer<typeof AdminAlertList>;

/** The private channel's event when an alert fires. */
export const AlertFiredEvent = z.object({ kind: z.literal('price-alert'), alert: AlertView });
export type AlertFiredEvent = z.infer<typeof AlertFiredEvent>;
