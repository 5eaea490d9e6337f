// Types of the API keys feature (shared schemas, type-only).
export type { ApiKeyCreateBody, ApiKeyCreated, ApiKeyPermission, ApiKeyView } from '../../../../shared/schemas/api-keys.ts';
