// Query keys of the site settings pages.
import { ADMIN_KEY } from '../../keys';

export const CONFIG_KEY = [...ADMIN_KEY, 'config'] as const;
export const LANGUAGES_KEY = [...ADMIN_KEY, 'languages'] as const;
