// Types of the price-alerts feature (shared schemas, type-only).
export type { AlertCreateBody, AlertList, AlertView } from '../../../../shared/schemas/alerts.ts';
export type { AlertKind, MoveWindow } from '../../../../shared/price-alerts.ts';
