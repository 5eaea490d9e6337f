import type { Database } from 'better-sqlite3';

export const FLOW_STEP: number;
export function flowFileOf(databaseFile: string): string;
export function openFlowConnection(databaseFile: string): Database;
export function indexedThrough(db: Database): number;
export function indexFlowStep(db: Database, maxPostings?: number): number;
export function forgetFlowIndex(db: Database, ledgerId?: string): void;
