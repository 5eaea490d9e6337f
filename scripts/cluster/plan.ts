// The pure part of `npm run start:cluster` (scripts/cluster/start.ts): which instances run with
// which environment, the HAProxy configuration in front of them, and the shared secrets file.
// Nothing here starts a process or touches a file, so the unit test reads it as it is.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { EngineHealth } from '../../shared/schemas/engine-health.ts';

export type { EngineHealth };

/** Instances listen here only: HAProxy is the way in. */
export const INSTANCE_HOST = '127.0.0.1';
/** instance-1..3 (issues 35, 36: three instances, any of them may lead). */
export const INSTANCE_PORTS = [3101, 3102, 3103] as const;

/**
 * Secrets every instance must hold alike (a token signed on one is checked on another; a
 * period's seed, a document's keyed hash and a sealed number mean the same everywhere).
 */
export const CLUSTER_SECRETS = ['JWT_SECRET', 'MARKET_SECRET', 'KYC_SECRET', 'KYC_SEAL_KEY', 'DEPOSIT_KEY', 'API_KEY_SEAL_KEY'] as const;
export type ClusterSecret = (typeof CLUSTER_SECRETS)[number];
export type Secrets = Record<ClusterSecret, string>;

type Env = Record<string, string | undefined>;

export interface InstancePlan {
  /** Its INSTANCE_ID, HAProxy's server name and the prefix of its log lines. */
  name: string;
  /** Every instance stands for the engine's lease (decision 082): whoever holds it runs the engine. */
  role: 'candidate';
  host: string;
  port: number;
  env: Record<string, string>;
}

export interface ClusterLayout {
  /** The script's folder: secrets, haproxy.cfg, its own PostgreSQL and Redis, each instance's DATA_DIR. */
  dir: string;
  /** The image store all instances share (stands for a shared volume). */
  imageDir: string;
}

/** Where the cluster keeps its files: `<DATA_DIR>/cluster` (default `data/cluster`). */
export function clusterLayout(env: Env): ClusterLayout {
  const dir = path.resolve(env.DATA_DIR || 'data', 'cluster');
  return { dir, imageDir: env.IMAGE_DIR ? path.resolve(env.IMAGE_DIR) : path.join(dir, 'images') };
}

/** Variables the script decides for each instance, whatever the caller's environment says. */
const PER_INSTANCE = ['PORT', 'HOST', 'INSTANCE_ID', 'CLUSTER_ROLE', 'INSTANCE_URL', 'DATA_DIR', 'IMAGE_DIR'];

/**
 * The three instances and their environments: the caller's environment with `npm start`'s
 * defaults under it, the store, Redis and secrets over it, then each instance's own place.
 */
export function planInstances(opts: {
  env: Env;
  databaseUrl: string;
  redisUrl: string;
  secrets: Secrets;
  layout: ClusterLayout;
}): InstancePlan[] {
  const { env, layout } = opts;
  const inherited: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && !PER_INSTANCE.includes(k)) inherited[k] = v;
  const common: Record<string, string> = {
    // as `npm start`: a production server without the development endpoints, unless asked
    NODE_ENV: 'production',
    DEV_ENDPOINTS: 'false',
    // HAProxy connects from this machine; the client's address is in its X-Forwarded-For
    TRUST_PROXY: INSTANCE_HOST,
    ...inherited,
    DATABASE_URL: opts.databaseUrl,
    REDIS_URL: opts.redisUrl,
    ...opts.secrets,
  };
  const instances: Omit<InstancePlan, 'env'>[] = INSTANCE_PORTS.map((port, i) => ({
    name: `instance-${i + 1}`,
    role: 'candidate' as const,
    host: INSTANCE_HOST,
    port,
  }));
  return instances.map((instance) => ({
    ...instance,
    env: {
      ...common,
      PORT: String(instance.port),
      HOST: instance.host,
      INSTANCE_ID: instance.name,
      CLUSTER_ROLE: instance.role,
      // its own address, not the balancer's: while it leads, the others forward engine work there
      INSTANCE_URL: `http://${hostPort(instance.host, instance.port)}`,
      // a data folder per instance, as on separate machines; the image store is shared
      DATA_DIR: path.join(layout.dir, instance.name),
      IMAGE_DIR: layout.imageDir,
    },
  }));
}

/** HAProxy's address syntax: an IPv6 address in brackets. */
function hostPort(host: string, port: number): string {
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

/** haproxy.cfg for HAProxy 2.6 (Debian 12): every request and socket to any live instance. */
export function haproxyConfig(opts: { bindHost: string; port: number; instances: Pick<InstancePlan, 'name' | 'host' | 'port'>[] }): string {
  const servers = opts.instances.map((i) => `  server ${i.name} ${hostPort(i.host, i.port)} check`);
  return `# Written by \`npm run start:cluster\` (scripts/cluster/plan.ts) at every start: edit that, not this.
global
  # to the script's terminal (it runs HAProxy in the foreground)
  log stdout format raw local0 info
  # connections as the system's open-file limit allows (two descriptors each: client and
  # instance), up to 50,000 of them; raise \`ulimit -n\` for more sockets
  fd-hard-limit 100000

defaults
  mode http
  log global
  # only failed requests and state changes: a request that went well is not logged
  option httplog
  option dontlog-normal
  # the default keep-alive: each request of a connection is balanced on its own, and a
  # websocket upgrade becomes a tunnel (no close option is needed for websockets)
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 10s
  # an upgraded websocket may be quiet for long between frames
  timeout tunnel 1h
  timeout client-fin 30s
  # the instances trust X-Forwarded-For from this balancer (TRUST_PROXY)
  option forwardfor
  # a request to an instance that does not accept the connection goes to another one; so does a
  # GET or HEAD that an instance dying at that moment accepted without answering (a read). Any
  # other request that reached an instance may have been done (an order, a withdrawal) and is
  # never sent twice: it is retried only when its connection failed (disable-l7-retry below)
  retries 3
  retry-on conn-failure empty-response
  option redispatch 1

frontend platform
  bind ${hostPort(opts.bindHost, opts.port)}
  http-request disable-l7-retry unless METH_GET
  default_backend instances

backend instances
  # no stickiness, no cookies: any request and any socket can land on any instance
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  # a dead instance is out after two failed checks a second apart, back after two good ones
  default-server inter 1s fall 2 rise 2
  # which instance answered (seeing the balance at work; drop it not to show instance names)
  http-response set-header X-Served-By %s
${servers.join('\n')}
`;
}

/** KEY=value lines (blank lines and # comments skipped). */
export function parseSecretsFile(text: string): Partial<Secrets> {
  const values: Partial<Secrets> = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const eq = line.indexOf('=');
    const key = line.slice(0, eq);
    if (eq > 0 && (CLUSTER_SECRETS as readonly string[]).includes(key)) values[key as ClusterSecret] = line.slice(eq + 1);
  }
  return values;
}

export function formatSecretsFile(values: Partial<Secrets>): string {
  const lines = CLUSTER_SECRETS.filter((k) => values[k]).map((k) => `${k}=${values[k]}`);
  return `# The cluster's shared secrets (npm run start:cluster): every instance gets these. Keep this file,\n# it is what sessions, market periods and certification records were made with.\n${lines.join('\n')}\n`;
}

/**
 * Each secret from the environment if given, else from the file, else a new one. `toWrite` is
 * what the file should hold afterwards (null: unchanged); a secret given in the environment is
 * never copied into it.
 */
export function resolveSecrets(
  env: Env,
  file: Partial<Secrets>,
  generate: () => string = () => randomBytes(32).toString('hex'),
): { secrets: Secrets; generated: ClusterSecret[]; toWrite: Partial<Secrets> | null } {
  const secrets = {} as Secrets;
  const generated: ClusterSecret[] = [];
  const kept: Partial<Secrets> = { ...file };
  for (const key of CLUSTER_SECRETS) {
    const given = env[key];
    if (given) secrets[key] = given;
    else if (file[key]) secrets[key] = file[key];
    else {
      secrets[key] = generate();
      kept[key] = secrets[key];
      generated.push(key);
    }
  }
  return { secrets, generated, toWrite: generated.length ? kept : null };
}

/** A URL with its password hidden, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return url;
  }
}

/** The delay before restarting an instance that died: doubling from 1 s while it keeps dying early, at most 30 s. */
export function restartDelayMs(failuresInARow: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failuresInARow - 1));
}

/**
 * Drops an instance's request log lines of health checks that succeeded: HAProxy checks each
 * instance's /api/health every second and the script asks each one's /api/health/engine as
 * often, which would bury everything else on the terminal. Any other line passes, a failed
 * check's answer too.
 */
export class HealthCheckLogFilter {
  /** Request ids of health checks not answered yet. */
  private readonly pending = new Set<string>();

  keep(line: string): boolean {
    if (!line.startsWith('{')) return true;
    let entry: { reqId?: unknown; msg?: unknown; req?: { url?: unknown }; res?: { statusCode?: unknown } };
    try {
      entry = JSON.parse(line);
    } catch {
      return true;
    }
    if (typeof entry.reqId !== 'string') return true;
    if (typeof entry.req?.url === 'string' && /^\/api\/health(\/engine)?(\?|$)/.test(entry.req.url)) {
      // (a connection closed before its answer leaves an id behind: bounded)
      if (this.pending.size > 1000) this.pending.clear();
      this.pending.add(entry.reqId);
      return false;
    }
    if (entry.msg !== 'request completed' || !this.pending.delete(entry.reqId)) return true;
    return entry.res?.statusCode !== 200;
  }
}

/** The data of `/api/health/engine`'s envelope, or null for anything else (an error, another server). */
export function parseEngineHealth(body: unknown): EngineHealth | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, data } = body as { code?: unknown; data?: Partial<EngineHealth> | null };
  if (code !== 0 || typeof data !== 'object' || data === null) return null;
  if (typeof data.instanceId !== 'string' || !['leading', 'promoting', 'following'].includes(data.state as string)) return null;
  if (data.epoch !== null && typeof data.epoch !== 'number') return null;
  return data as EngineHealth;
}

/** One poll of a live instance: its process and its answer (null: it did not answer this time). */
export interface EngineAnswer {
  name: string;
  pid: number;
  health: EngineHealth | null;
}

/**
 * Follows which instance leads from the script's polls of the live instances, and says what
 * changed: who leads now (a new instance, or the same under a new epoch), who is taking over,
 * and that none leads (the leader's process is gone, or it says it no longer leads). A leader
 * that is alive but did not answer one poll is not taken for gone.
 */
export class LeaderWatch {
  /** The leader last announced: its process, name and epoch. */
  leader: { name: string; pid: number; epoch: number | null } | null = null;
  /** When the watch last saw the leader go (null: someone leads, or none ever did). */
  private leaderlessSince: number | null = null;
  /** Promotions already announced (`pid/epoch`). */
  private readonly promoting = new Set<string>();

  /** `now`: the poll's time in milliseconds (how long no instance led is told with the next leader). */
  observe(answers: EngineAnswer[], now: number = Date.now()): string[] {
    const lines: string[] = [];
    const leading = answers.filter((a) => a.health?.state === 'leading').sort((a, b) => (b.health?.epoch ?? 0) - (a.health?.epoch ?? 0))[0];
    if (leading) {
      const epoch = leading.health?.epoch ?? null;
      const current = this.leader;
      if (!current || current.pid !== leading.pid || current.epoch !== epoch) {
        this.leader = { name: leading.name, pid: leading.pid, epoch };
        const gap =
          this.leaderlessSince === null ? '' : ` after about ${((now - this.leaderlessSince) / 1000).toFixed(1)} s without a leader`;
        this.leaderlessSince = null;
        lines.push(`${leading.name} now leads (epoch ${epoch}, pid ${leading.pid})${gap}`);
      }
      return lines;
    }
    for (const a of answers) {
      if (a.health?.state !== 'promoting') continue;
      const key = `${a.pid}/${a.health.epoch}`;
      if (this.promoting.has(key)) continue;
      this.promoting.add(key);
      lines.push(`${a.name} took the lease${a.health.epoch === null ? '' : ` (epoch ${a.health.epoch})`}: rebuilding the engine`);
    }
    if (this.leader) {
      const pid = this.leader.pid;
      const it = answers.find((a) => a.pid === pid);
      if (!it || it.health !== null) {
        lines.unshift(
          `no instance leads now (${this.leader.name} ${it ? 'no longer leads' : 'is gone'}): engine routes answer SERVER_BUSY until another takes over`,
        );
        this.leader = null;
        this.leaderlessSince = now;
      }
    }
    return lines;
  }
}
