import { filters, loadMigrations, withEngine } from './schema-engine.ts';

/** Applies pending migrations to the SQLite file (created when missing); returns their names. */
export async function migrateDeploy(databaseFile: string): Promise<string[]> {
  const { appliedMigrationNames } = await withEngine(`file:${databaseFile}`, (engine) =>
    engine.applyMigrations({ migrationsList: loadMigrations(), filters }),
  );
  return appliedMigrationNames;
}
