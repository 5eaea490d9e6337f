// Query keys of the back office: everything under one root, dropped when the staff member changes.
export const ADMIN_KEY = ['admin'] as const;
export const STAFF_LIST_KEY = [...ADMIN_KEY, 'staff'] as const;
export const AUDIT_KEY = [...ADMIN_KEY, 'audit'] as const;
export const PROPOSALS_KEY = [...ADMIN_KEY, 'proposals'] as const;
export const MONEY_SETTINGS_KEY = [...ADMIN_KEY, 'money-settings'] as const;
export const QUEUES_KEY = [...ADMIN_KEY, 'queues'] as const;
export const USERS_KEY = [...ADMIN_KEY, 'users'] as const;
