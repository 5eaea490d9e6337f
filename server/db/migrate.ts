import { filters, loadMigrations, withEngine } from './schema-engine.ts';

/**
 * Applies pending migrations to the SQLite file (created when missing); returns their names.
 * `through` stops after the named migration (tests that check what a later one does to data).
 */
export async function migrateDeploy(databaseFile: string, through?: string): Promise<string[]> {
  const { appliedMigrationNames } = await withEngine(`file:${databaseFile}`, (engine) =>
    engine.applyMigrations({ migrationsList: loadMigrations(through), filters }),
  );
  return appliedMigrationNames;
}
