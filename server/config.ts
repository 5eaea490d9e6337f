// Configuration is parsed once, here, with zod; the rest of the server receives a Config.
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TIER_LIMITS, type KycTier, type TierLimits } from '../shared/kyc.ts';
import type { Synchronous } from './db/sqlite.ts';

const yesNo = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).default('file:./data/platform.db'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_SYNCHRONOUS: z.enum(['FULL', 'NORMAL']).optional(),
  IMAGE_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(2_592_000)
    .default(7 * 24 * 3600),
  APP_KEYS: list.default(['tradeweb']),
  CORS_ORIGINS: list.default([]),
  DEV_ENDPOINTS: yesNo.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_048_576),
  UPLOAD_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(5_242_880),
  MARKET_SEED: z.string().min(1).max(64).optional(),
  // secrets every instance of a deployment must share (issue 35): one instance reads or creates
  // them in DATA_DIR when they are not given; a cluster must be given them (loadConfig)
  MARKET_SECRET: z.string().trim().min(32).optional(),
  KYC_SECRET: z.string().trim().min(32).optional(),
  KYC_SEAL_KEY: z.string().trim().min(32).optional(),
  DEPOSIT_KEY: z.string().trim().min(32).optional(),
  API_KEY_SEAL_KEY: z.string().trim().min(32).optional(),
  MARKET_DEMO_ONLY: yesNo.optional(),
  MARKET_TICK_MS: z.coerce
    .number()
    .int()
    .min(50)
    .max(60_000)
    .refine((ms) => 60_000 % ms === 0, 'must divide a minute (e.g. 250, 500, 1000)')
    .default(1000),
  FAST_ORDERS_PER_10S: z.coerce.number().int().min(1).max(1_000_000).default(20),
  CONTRACT_OVERNIGHT_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .default('00:00'),
  MINING_PAYOUT_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .default('00:00'),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(1200),
  API_WEIGHT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000_000).default(6000),
  API_ORDERS_PER_10S: z.coerce.number().int().min(1).max(1_000_000_000).default(100),
  API_ORDERS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000_000).default(200_000),
  SPOT_MARKET_MAKER: yesNo.optional(),
  SPOT_MM_LEVELS: z.coerce.number().int().min(1).max(50).default(10),
  SPOT_MM_SPACING_BPS: z.coerce.number().int().min(1).max(1000).default(5),
  KYC_WITHDRAW_GATE: yesNo.optional(),
  // "junior=2000/20000,advanced=100000/1000000": a tier's daily/monthly withdrawal limits in USDT
  KYC_WITHDRAW_LIMITS: z
    .string()
    .regex(
      /^(none|junior|advanced)=\d{1,12}(\.\d{1,6})?\/\d{1,12}(\.\d{1,6})?(,(none|junior|advanced)=\d{1,12}(\.\d{1,6})?\/\d{1,12}(\.\d{1,6})?)*$/,
    )
    .optional(),
  REFERRAL_REWARD_RATE: z
    .string()
    .regex(/^(0(\.\d{1,6})?|1(\.0{1,6})?)$/, 'a decimal fraction from 0 to 1, e.g. 0.1')
    .default('0.1'),
  ACCOUNT_RELEASE_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  CLIENT_SOURCEMAP_DIR: z.string().min(1).optional(),
  // several instances of one deployment (decision 081): Redis between them, one engine instance
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be redis://host:port[/db]')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/)
    .default('tradeplatform'),
  INSTANCE_ID: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/)
    .optional(),
  // candidate (the default): stands for the engine's lease; gateway: never leads (decision 082)
  CLUSTER_ROLE: z.enum(['candidate', 'gateway']).optional(),
  // how the other instances reach this one (engine work is forwarded to the leader's)
  INSTANCE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, 'must be http(s)://host:port')
    .optional(),
  ENGINE_LEASE_MS: z.coerce.number().int().min(600).max(60_000).default(3000),
  // behind a balancer: trust X-Forwarded-For from these addresses (true, false, or a list of addresses/CIDRs)
  TRUST_PROXY: z.string().min(1).optional(),
  // a sandbox client developers script (issue 41, decision 097): its real wallet holds test money
  SANDBOX: yesNo.optional(),
  // the secret of the sandbox's control API (header X-Sandbox-Token); never logged
  SANDBOX_TOKEN: z.string().trim().min(32, 'must be at least 32 characters').optional(),
});

/** Where the client build leaves its source maps: beside the served folder, never in it (client/vite.config.ts). */
export const DEFAULT_CLIENT_SOURCEMAP_DIR = path.resolve(import.meta.dirname, '../client/dist-sourcemaps');

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Path of the SQLite file (DATABASE_URL without its "file:" prefix; empty on PostgreSQL). */
  databaseFile: string;
  /** DATABASE_URL when it names PostgreSQL (postgresql://…); null on SQLite (decision 080). */
  postgresUrl: string | null;
  /**
   * SQLite's `synchronous` on the server's connections (decision 072): FULL, a commit (and so
   * every answer after it) is on disk; NORMAL only for the test suite (its default under
   * NODE_ENV=test), refused in production.
   */
  databaseSynchronous: Synchronous;
  dataDir: string;
  imageDir: string;
  /** Null means: read or create `<dataDir>/jwt-secret`. */
  jwtSecret: string | null;
  jwtTtlSeconds: number;
  appKeys: string[];
  corsOrigins: string[];
  devEndpoints: boolean;
  logLevel: string;
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  /**
   * A fixed market seed: every price is then computable in advance by anyone, so only tests,
   * benchmarks and demo-only deployments use one. Null: the secret in `<dataDir>/market-secret`.
   */
  marketSeed: string | null;
  /** The market secret every period's seed derives from; null: `<dataDir>/market-secret` (created at first start). */
  marketSecret: string | null;
  /** The key of certification document hashes; null: `<dataDir>/kyc-secret`. */
  kycSecret: string | null;
  /** The key document numbers are sealed with for compliance (decision 070); null: `<dataDir>/kyc-seal-key`. */
  kycSealKey: string | null;
  /** The key users' own deposit addresses are derived from (issue 38); null: `<dataDir>/deposit-key`. */
  depositKey: string | null;
  /** The key API key secrets are sealed with (issue 39); null: `<dataDir>/api-key-seal-key`. */
  apiKeySealKey: string | null;
  /** Real-money trading is refused: the deployment trades demo money only (a fixed seed is allowed then). */
  marketDemoOnly: boolean;
  marketTickMs: number;
  /** Fast orders one user may place per 10 seconds (the bench raises it to measure the path). */
  fastOrdersPer10s: number;
  /** The platform time (UTC, HH:MM) the daily overnight fee of contract positions is charged. */
  contractOvernightTime: string;
  /** The platform time (UTC, HH:MM) mining interest is paid each day (decision 049). */
  miningPayoutTime: string;
  /**
   * The ceiling of /api requests one client address may send per minute (@fastify/rate-limit,
   * plugins/rate-limits.ts); 0 turns it off (the benchmarks, which send all from one address).
   */
  apiRateLimitPerMinute: number;
  /** The Binance-compatible API's request weight per IP and minute (REQUEST_WEIGHT, issue 39). */
  apiWeightPerMinute: number;
  /** The Binance-compatible API's new orders per account and wallet: per 10 seconds and per day (Binance's ORDERS limits). */
  apiOrdersPer10s: number;
  apiOrdersPerDay: number;
  /**
   * The house market maker (decision 039): on by default, off by default under NODE_ENV=test so
   * integration tests keep a quiet book unless they ask for it (browser tests turn it on).
   */
  spotMarketMaker: { enabled: boolean; levels: number; spacingBps: number };
  /**
   * Withdrawal limits per certification tier (decision 043), in USDT per UTC day and month:
   * above them a withdrawal waits for a second staff member's approval. On by default, off by
   * default under NODE_ENV=test (tests of other features withdraw as uncertified users) unless
   * a test asks for it.
   */
  kycWithdrawLimits: { enabled: boolean; tiers: Record<KycTier, TierLimits> };
  /** The inviter's share of an invitee's real-mode trading fees, a decimal fraction ("0.1" = 10 %; decision 045). */
  referralRewardRate: string;
  /** Days after a cancellation before its e-mail or phone can register again (decision 047). */
  accountReleaseDays: number;
  /** The client build's source maps (not served), read to map the stacks of client error reports. */
  clientSourceMapDir: string;
  /**
   * One of several instances of a deployment (decisions 081, 082), or null (one process, as before).
   * One instance at a time, the holder of the engine's lease, runs the market, the books,
   * settlement and every job; the others serve everything else and forward engine work to it.
   */
  cluster: ClusterConfig | null;
  /** Fastify's trustProxy: true, false, or the addresses/CIDRs of the balancers. */
  trustProxy: boolean | string[];
  /**
   * A sandbox (issue 41, decision 097): the real wallet holds valueless test money, every page
   * says so, and the control API (/api/sandbox, the sandbox module) exists. SQLite only; the
   * database records the mode it was created in and refuses the other (server/db/store/deployment-mode.ts).
   */
  sandbox: boolean;
  /** The control API's secret (X-Sandbox-Token), at least 32 characters; null outside sandbox mode. Never logged. */
  sandboxToken: string | null;
}

export interface ClusterConfig {
  redisUrl: string;
  /** Prefix of every Redis key of this deployment (tests give each file its own). */
  redisPrefix: string;
  instanceId: string;
  /** candidate: stands for the engine's lease; gateway: never leads. */
  role: 'candidate' | 'gateway';
  /** How the other instances reach this one (null: http://127.0.0.1:<port it listens on>). */
  instanceUrl: string | null;
  /** How long a lease lasts without a heartbeat (the leader renews it six times as often). */
  leaseMs: number;
}

/** The default tier limits with the configured ones over them. */
function tierLimits(text: string | undefined): Record<KycTier, TierLimits> {
  const tiers = { ...DEFAULT_TIER_LIMITS };
  for (const part of text ? text.split(',') : []) {
    const [tier, limits] = part.split('=') as [KycTier, string];
    const [daily, monthly] = limits.split('/') as [string, string];
    tiers[tier] = { daily, monthly };
  }
  return tiers;
}

/** DATABASE_URL names PostgreSQL (the second store, decision 080) rather than a SQLite file. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export function databaseFileFromUrl(url: string): string {
  const file = url.startsWith('file:') ? url.slice('file:'.length) : url;
  if (!file || file.includes('?')) throw new Error(`DATABASE_URL must be file:<path>, got ${url}`);
  return file;
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  // an empty variable counts as unset
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${detail}`);
  }
  const e = parsed.data;
  const sandbox = sandboxConfig(e);
  const cluster = clusterConfig(e);
  // (a sandbox's money is test money: a price anyone can compute wins nothing)
  if (e.MARKET_SEED && e.NODE_ENV === 'production' && !e.MARKET_DEMO_ONLY && !sandbox) {
    throw new Error(
      'Invalid configuration: MARKET_SEED fixes every future price, so anyone who knows it can win every trade. ' +
        'It is refused for a real deployment; unset it (the market secret is generated in DATA_DIR), ' +
        'or set MARKET_DEMO_ONLY=true for a deployment that only trades demo money (or SANDBOX=true for a sandbox of test money).',
    );
  }
  if (cluster) {
    // every instance must sign, draw and hash alike: a secret an instance made in its own data
    // folder would be another instance's stranger (sessions refused, another market, KYC
    // numbers that no longer match)
    const missing = [
      ['JWT_SECRET', e.JWT_SECRET],
      // (a fixed seed stands for the market secret: tests and demo-only deployments)
      ['MARKET_SECRET', e.MARKET_SECRET ?? e.MARKET_SEED],
      ['KYC_SECRET', e.KYC_SECRET],
      ['KYC_SEAL_KEY', e.KYC_SEAL_KEY],
      ['DEPOSIT_KEY', e.DEPOSIT_KEY],
      ['API_KEY_SEAL_KEY', e.API_KEY_SEAL_KEY],
    ].flatMap(([name, value]) => (value ? [] : [name]));
    if (missing.length > 0) {
      throw new Error(
        `Invalid configuration: several instances (REDIS_URL) share their secrets, so each must be given them; missing: ${missing.join(', ')} ` +
          '(at least 32 characters each, the same on every instance). A deployment that ran as one instance has them in its data folder: ' +
          'the files jwt-secret, market-secret, kyc-secret, kyc-seal-key, deposit-key and api-key-seal-key hold the values to keep.',
      );
    }
  }
  if (e.DATABASE_SYNCHRONOUS === 'NORMAL' && e.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration: DATABASE_SYNCHRONOUS=NORMAL acknowledges transactions before they are on disk, ' +
        'so a power cut can lose money customers were told had moved. It is refused in production; unset it.',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseFile: isPostgresUrl(e.DATABASE_URL) ? '' : databaseFileFromUrl(e.DATABASE_URL),
    postgresUrl: isPostgresUrl(e.DATABASE_URL) ? e.DATABASE_URL : null,
    databaseSynchronous: e.DATABASE_SYNCHRONOUS ?? (e.NODE_ENV === 'test' ? 'NORMAL' : 'FULL'),
    dataDir: e.DATA_DIR,
    imageDir: e.IMAGE_DIR ?? path.join(e.DATA_DIR, 'images'),
    jwtSecret: e.JWT_SECRET ?? null,
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    appKeys: e.APP_KEYS,
    corsOrigins: e.CORS_ORIGINS,
    // (a sandbox's developers read their verification codes there)
    devEndpoints: e.DEV_ENDPOINTS ?? (e.NODE_ENV !== 'production' || sandbox !== null),
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploadLimitBytes: e.UPLOAD_LIMIT_BYTES,
    marketSeed: e.MARKET_SEED ?? null,
    marketSecret: e.MARKET_SECRET ?? null,
    kycSecret: e.KYC_SECRET ?? null,
    kycSealKey: e.KYC_SEAL_KEY ?? null,
    depositKey: e.DEPOSIT_KEY ?? null,
    apiKeySealKey: e.API_KEY_SEAL_KEY ?? null,
    marketDemoOnly: e.MARKET_DEMO_ONLY ?? false,
    marketTickMs: e.MARKET_TICK_MS,
    fastOrdersPer10s: e.FAST_ORDERS_PER_10S,
    contractOvernightTime: e.CONTRACT_OVERNIGHT_TIME,
    miningPayoutTime: e.MINING_PAYOUT_TIME,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    apiWeightPerMinute: e.API_WEIGHT_PER_MINUTE,
    apiOrdersPer10s: e.API_ORDERS_PER_10S,
    apiOrdersPerDay: e.API_ORDERS_PER_DAY,
    spotMarketMaker: {
      enabled: e.SPOT_MARKET_MAKER ?? e.NODE_ENV !== 'test',
      levels: e.SPOT_MM_LEVELS,
      spacingBps: e.SPOT_MM_SPACING_BPS,
    },
    kycWithdrawLimits: { enabled: e.KYC_WITHDRAW_GATE ?? e.NODE_ENV !== 'test', tiers: tierLimits(e.KYC_WITHDRAW_LIMITS) },
    referralRewardRate: e.REFERRAL_REWARD_RATE,
    accountReleaseDays: e.ACCOUNT_RELEASE_DAYS,
    clientSourceMapDir: e.CLIENT_SOURCEMAP_DIR ?? DEFAULT_CLIENT_SOURCEMAP_DIR,
    cluster,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    sandbox: sandbox !== null,
    sandboxToken: sandbox?.token ?? null,
  };
}

/** Sandbox mode's settings, refused where a sandbox cannot be one (decision 097); null outside it. */
function sandboxConfig(e: z.infer<typeof EnvSchema>): { token: string } | null {
  if (!e.SANDBOX) return null;
  if (isPostgresUrl(e.DATABASE_URL)) {
    throw new Error(
      'Invalid configuration: SANDBOX=true runs on SQLite only (one process on a database file of its own), but DATABASE_URL names PostgreSQL. ' +
        'Give it a file:<path> of its own (npm run start:sandbox uses file:./data/sandbox/platform.db when DATABASE_URL is unset), or unset SANDBOX.',
    );
  }
  if (e.MARKET_DEMO_ONLY) {
    throw new Error(
      'Invalid configuration: SANDBOX=true lets the real wallet hold test money, and MARKET_DEMO_ONLY=true refuses real money: ' +
        'a sandbox is tested as a real deployment runs. Unset one of them.',
    );
  }
  if (!e.SANDBOX_TOKEN) {
    throw new Error(
      'Invalid configuration: SANDBOX=true needs SANDBOX_TOKEN, the secret the sandbox control API (/api/sandbox) is called with ' +
        'in the X-Sandbox-Token header: at least 32 characters (npm run start:sandbox generates one into its data folder).',
    );
  }
  return { token: e.SANDBOX_TOKEN };
}

function trustProxyOf(value: string | undefined): boolean | string[] {
  if (value === undefined || ['false', '0', 'no'].includes(value)) return false;
  if (['true', '1', 'yes'].includes(value)) return true;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The cluster settings, refused when they cannot make one deployment (decision 081). */
function clusterConfig(e: z.infer<typeof EnvSchema>): ClusterConfig | null {
  if (!e.REDIS_URL) {
    if (e.CLUSTER_ROLE || e.INSTANCE_URL) {
      throw new Error('Invalid configuration: CLUSTER_ROLE and INSTANCE_URL belong to a cluster, which needs REDIS_URL.');
    }
    return null;
  }
  if (!isPostgresUrl(e.DATABASE_URL)) {
    throw new Error(
      'Invalid configuration: several instances (REDIS_URL) share one PostgreSQL database; set DATABASE_URL=postgresql://… ' +
        '(a SQLite file belongs to one process).',
    );
  }
  return {
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    instanceId: e.INSTANCE_ID ?? `${os.hostname()}:${e.PORT}:${process.pid}`,
    role: e.CLUSTER_ROLE ?? 'candidate',
    instanceUrl: e.INSTANCE_URL ?? null,
    leaseMs: e.ENGINE_LEASE_MS,
  };
}
