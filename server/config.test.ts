// The secrets every instance of a cluster must share (issue 35): with REDIS_URL each comes from
// the environment or the server refuses to start, naming what is missing; one instance keeps
// reading or creating them in its data folder unless given them. What is configured is what
// the services sign, draw and hash with.
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { resolveMarketSecret } from './engine/market-period.ts';
import { resolveJwtSecret } from './modules/auth/tokens.ts';
import { KycService } from './modules/kyc/service.ts';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'config-secrets-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
let dirs = 0;
const freshDir = () => path.join(work, `data-${++dirs}`);

const CLUSTER = { REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/platform' };
const SECRETS = {
  JWT_SECRET: 'j'.repeat(40),
  MARKET_SECRET: 'm'.repeat(64),
  KYC_SECRET: 'k'.repeat(48),
  KYC_SEAL_KEY: 's'.repeat(48),
  DEPOSIT_KEY: 'd'.repeat(48),
  API_KEY_SEAL_KEY: 'a'.repeat(48),
};
const ALL = ['JWT_SECRET', 'MARKET_SECRET', 'KYC_SECRET', 'KYC_SEAL_KEY', 'DEPOSIT_KEY', 'API_KEY_SEAL_KEY'];

/** What loadConfig refuses with, or null. */
function refusal(env: Record<string, string>): string | null {
  try {
    loadConfig(env);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

/** The certification service's document hash and its sealing, built on `config` as the composition builds it. */
function kycOn(config: ReturnType<typeof loadConfig>) {
  // (a connection for the service's tier copies, decision 108: the one table they watch)
  const sqlite = new Database(':memory:');
  sqlite.exec('CREATE TABLE "KycSubmission" (userId INTEGER)');
  const kyc = new KycService({ config, sqlite } as AppContext, {} as never, {} as never, {} as never, {} as never, () => [], console);
  // (sealing is the service's own business: reached here to see which key it holds)
  const sealing = kyc as unknown as { seal(n: string): string; unseal(s: string): string };
  return { hash: (n: string) => kyc.documentHash(n), seal: (n: string) => sealing.seal(n), unseal: (s: string) => sealing.unseal(s) };
}

describe('a cluster (REDIS_URL) refuses to start without its secrets', () => {
  it('names every missing variable', () => {
    const message = refusal({ ...CLUSTER, DATA_DIR: freshDir() });
    expect(message).toMatch(/several instances \(REDIS_URL\) share their secrets/);
    expect(message).toContain(`missing: ${ALL.join(', ')}`);
  });

  it('names only those missing', () => {
    for (const name of ALL) {
      const env: Record<string, string> = { ...CLUSTER, ...SECRETS };
      delete env[name];
      expect(refusal(env), name).toContain(`missing: ${name} (`);
    }
  });

  it('does not count an empty or short value as given', () => {
    expect(refusal({ ...CLUSTER, ...SECRETS, KYC_SEAL_KEY: '' })).toContain('missing: KYC_SEAL_KEY (');
    expect(refusal({ ...CLUSTER, ...SECRETS, KYC_SECRET: 'short' })).toMatch(/KYC_SECRET: Too small/);
    expect(refusal({ ...CLUSTER, ...SECRETS, MARKET_SECRET: `   ${'x'.repeat(10)}   ` })).toMatch(/MARKET_SECRET: Too small/);
  });

  it('starts with all four, and writes none of them into its data folder', () => {
    const dataDir = freshDir();
    const config = loadConfig({ ...CLUSTER, ...SECRETS, DATA_DIR: dataDir });
    expect(config.cluster).not.toBeNull();
    expect({ jwt: config.jwtSecret, market: config.marketSecret, kyc: config.kycSecret, seal: config.kycSealKey }).toEqual({
      jwt: SECRETS.JWT_SECRET,
      market: SECRETS.MARKET_SECRET,
      kyc: SECRETS.KYC_SECRET,
      seal: SECRETS.KYC_SEAL_KEY,
    });
    expect(resolveJwtSecret(config.jwtSecret, config.dataDir)).toBe(SECRETS.JWT_SECRET);
    expect(resolveMarketSecret(config)).toBe(SECRETS.MARKET_SECRET);
    kycOn(config);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('takes a fixed market seed (tests, demo-only deployments) for the market secret', () => {
    const { MARKET_SECRET: _, ...others } = SECRETS;
    expect(resolveMarketSecret(loadConfig({ ...CLUSTER, ...others, MARKET_SEED: 'demo-seed' }))).toBe('demo-seed');
    // (a seed makes every period public: it wins over a secret given beside it)
    expect(resolveMarketSecret(loadConfig({ ...CLUSTER, ...SECRETS, MARKET_SEED: 'demo-seed' }))).toBe('demo-seed');
  });
});

describe('the configured secrets are what the services use', () => {
  it('two instances given the same values hash and seal alike, whatever their data folders hold', () => {
    const a = kycOn(loadConfig({ ...CLUSTER, ...SECRETS, DATA_DIR: freshDir() }));
    const b = kycOn(loadConfig({ ...CLUSTER, ...SECRETS, DATA_DIR: freshDir() }));
    expect(a.hash('AB 123-456')).toBe(b.hash('ab123456'));
    expect(a.hash('AB123456')).toBe(createHmac('sha256', SECRETS.KYC_SECRET).update('kyc-document:AB123456').digest('hex'));
    expect(b.unseal(a.seal('AB123456'))).toBe('AB123456');
    const other = kycOn(loadConfig({ ...CLUSTER, ...SECRETS, KYC_SECRET: 'o'.repeat(48), KYC_SEAL_KEY: 'p'.repeat(48) }));
    expect(other.hash('AB123456')).not.toBe(a.hash('AB123456'));
    expect(() => other.unseal(a.seal('AB123456'))).toThrow();
  });
});

describe('one instance (no REDIS_URL)', () => {
  it('needs none: it creates them in its data folder once and reads them from there after', () => {
    const dataDir = freshDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.cluster).toBeNull();
    expect([config.jwtSecret, config.marketSecret, config.kycSecret, config.kycSealKey]).toEqual([null, null, null, null]);
    const jwt = resolveJwtSecret(config.jwtSecret, config.dataDir);
    const market = resolveMarketSecret(config);
    const kyc = kycOn(config);
    const sealed = kyc.seal('X1');
    expect(fs.readdirSync(dataDir).sort()).toEqual(['jwt-secret', 'kyc-seal-key', 'kyc-secret', 'market-secret']);
    // the same files at the next start
    const again = loadConfig({ DATA_DIR: dataDir });
    expect(resolveJwtSecret(again.jwtSecret, again.dataDir)).toBe(jwt);
    expect(resolveMarketSecret(again)).toBe(market);
    expect(kycOn(again).hash('X1')).toBe(kyc.hash('X1'));
    expect(kycOn(again).unseal(sealed)).toBe('X1');
  });

  it('uses a secret given in the environment rather than its file', () => {
    const dataDir = freshDir();
    const config = loadConfig({ DATA_DIR: dataDir, ...SECRETS });
    expect(resolveMarketSecret(config)).toBe(SECRETS.MARKET_SECRET);
    expect(kycOn(config).hash('X1')).toBe(createHmac('sha256', SECRETS.KYC_SECRET).update('kyc-document:X1').digest('hex'));
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});

// Sandbox mode (issue 41, decision 097): SQLite only, with a token of at least 32 characters that
// no refusal repeats; a fixed market seed is allowed in production there, as its money is test money.
describe('sandbox mode (SANDBOX=true)', () => {
  const TOKEN = `${'t'.repeat(31)}X`;
  const SANDBOX = { SANDBOX: 'true', SANDBOX_TOKEN: TOKEN, DATA_DIR: freshDir() };

  it('refuses to start without SANDBOX_TOKEN, naming it and the header it is for', () => {
    const message = refusal({ SANDBOX: 'true' });
    expect(message).toMatch(/SANDBOX=true needs SANDBOX_TOKEN/);
    expect(message).toContain('X-Sandbox-Token');
    expect(message).toContain('at least 32 characters');
  });

  it('refuses a token under 32 characters without repeating it', () => {
    const short = 'secret-'.repeat(4); // 28 characters
    const message = refusal({ SANDBOX: 'true', SANDBOX_TOKEN: short });
    expect(message).toMatch(/SANDBOX_TOKEN: must be at least 32 characters/);
    expect(message).not.toContain('secret-');
    // (spaces around a token do not count towards its length)
    expect(refusal({ SANDBOX: 'true', SANDBOX_TOKEN: `  ${'t'.repeat(31)}  ` })).toMatch(/SANDBOX_TOKEN: must be at least 32/);
  });

  it('refuses PostgreSQL, a sandbox runs on a SQLite file of its own', () => {
    const message = refusal({ ...SANDBOX, DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/platform' });
    expect(message).toMatch(/SANDBOX=true runs on SQLite only/);
    expect(message).toContain('DATABASE_URL names PostgreSQL');
    expect(message).not.toContain(TOKEN);
  });

  it('refuses MARKET_DEMO_ONLY, which refuses the real money a sandbox lets programs use', () => {
    expect(refusal({ ...SANDBOX, MARKET_DEMO_ONLY: 'true' })).toMatch(/SANDBOX=true lets the real wallet hold test money/);
  });

  it('starts with a token: a fixed seed in production, the dev endpoints on unless turned off', () => {
    const config = loadConfig({ ...SANDBOX, NODE_ENV: 'production', MARKET_SEED: 'sandbox' });
    expect(config).toMatchObject({ sandbox: true, sandboxToken: TOKEN, marketSeed: 'sandbox', devEndpoints: true, postgresUrl: null });
    expect(loadConfig({ ...SANDBOX, NODE_ENV: 'production', DEV_ENDPOINTS: 'false' }).devEndpoints).toBe(false);
  });

  it('outside it: no sandbox whatever SANDBOX_TOKEN says, and a fixed seed is still refused in production', () => {
    expect(loadConfig({ SANDBOX_TOKEN: TOKEN, DATA_DIR: freshDir() })).toMatchObject({ sandbox: false, sandboxToken: null });
    expect(loadConfig({ SANDBOX: 'false', SANDBOX_TOKEN: TOKEN })).toMatchObject({ sandbox: false, sandboxToken: null });
    expect(refusal({ NODE_ENV: 'production', MARKET_SEED: 'sandbox' })).toMatch(/MARKET_SEED fixes every future price/);
    expect(loadConfig({ NODE_ENV: 'production' }).devEndpoints).toBe(false);
  });
});
