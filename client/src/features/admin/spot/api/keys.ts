// Query keys of the spot back office, under the back office's root.
import { ADMIN_KEY } from '../../keys';

export const SPOT_ADMIN_KEY = [...ADMIN_KEY, 'spot'] as const;
export const SPOT_MARKETS_KEY = [...SPOT_ADMIN_KEY, 'markets'] as const;
export const SPOT_ORDERS_KEY = [...SPOT_ADMIN_KEY, 'orders'] as const;
