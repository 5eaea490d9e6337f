// Query keys of the mining back office, under the back office's root.
import { ADMIN_KEY } from '../../keys';

export const MINING_ADMIN_KEY = [...ADMIN_KEY, 'mining'] as const;
export const MINING_PRODUCTS_KEY = [...MINING_ADMIN_KEY, 'products'] as const;
export const MINING_ORDERS_KEY = [...MINING_ADMIN_KEY, 'orders'] as const;
