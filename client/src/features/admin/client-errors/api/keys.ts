// Query keys of the client error reports, under the back office's root.
import { ADMIN_KEY } from '../../keys';

export const CLIENT_ERRORS_KEY = [...ADMIN_KEY, 'client-errors'] as const;
