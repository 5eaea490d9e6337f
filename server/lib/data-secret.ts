// Secrets the server generates once and keeps in its data folder (the session-token key, the
// certification key): read when present, created (random, owner-only) when missing. A secret
// given in the environment is used instead (a cluster must give them all: config.ts).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** `<dataDir>/<name>`'s secret, created at first use. */
export function dataDirSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The configured secret (from the environment) when there is one, else `<dataDir>/<name>`'s. */
export function configuredSecret(configured: string | null, dataDir: string, name: string): string {
  return configured || dataDirSecret(dataDir, name);
}
