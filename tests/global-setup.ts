// Builds the client when stale (browser tests and the start test serve it) and one
// migrated, seeded template database per test run; every test file copies the template
// to a fresh file of its own (no shared database, no truncation).
import { buildClient, clientIsStale } from '../scripts/client-build.ts';
import { createTemplateDatabase } from './helpers/template.ts';

export default async function setup() {
  if (clientIsStale()) buildClient();
  await createTemplateDatabase();
}
