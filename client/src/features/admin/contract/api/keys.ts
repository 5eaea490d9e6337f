// Query keys of the contract back office, under the back office's root.
import { ADMIN_KEY } from '../../keys';

export const CONTRACT_ADMIN_KEY = [...ADMIN_KEY, 'contract'] as const;
export const CONTRACT_SETTINGS_KEY = [...CONTRACT_ADMIN_KEY, 'settings'] as const;
export const CONTRACT_POSITIONS_KEY = [...CONTRACT_ADMIN_KEY, 'positions'] as const;
