// Query keys of the bonus back office, under the back office's root.
import { ADMIN_KEY } from '../../keys';

export const BONUS_ADMIN_KEY = [...ADMIN_KEY, 'bonus'] as const;
export const BONUS_SETTINGS_KEY = [...BONUS_ADMIN_KEY, 'settings'] as const;
export const BONUS_GRANTS_KEY = [...BONUS_ADMIN_KEY, 'grants'] as const;
